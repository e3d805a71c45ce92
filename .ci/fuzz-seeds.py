#!/usr/bin/env python3
"""Writes the fuzz seed corpus (Tests/FuzzCorpus/<target>/) from the bundled cookbook and the
test fixtures. Run from the repository root; the corpus is small (under 400 KB) and committed."""
import hashlib, os, pathlib, re, shutil

root = pathlib.Path(__file__).resolve().parent.parent
corpus = root / "Tests" / "FuzzCorpus"
limit = 20 * 1024   # files larger than this (too-large.md) would only slow every run down
recipes = sorted((root / "content").rglob("*.md")) + sorted(
    p for p in (root / "Tests").rglob("Fixtures/**/content/**/*.md") if p.stat().st_size <= limit)
configs = [root / "recipository.yml"] + sorted((root / "Tests").rglob("Fixtures/**/recipository.yml"))

def write(target, data):
    folder = corpus / target
    folder.mkdir(parents=True, exist_ok=True)
    (folder / hashlib.sha1(data).hexdigest()[:16]).write_bytes(data)

shutil.rmtree(corpus, ignore_errors=True)
front = re.compile(rb"\A---\n(.*?)\n---\n", re.S)
public = b"base_url: https://example.org/family/cookbook/\nprivate: false\nfeed_limit: 3\n"
for path in recipes:
    data = path.read_bytes()
    write("FuzzFrontMatter", data)
    write("FuzzRecipePipeline", public + b"\x1e" + data)
    text = data.decode("utf-8", "replace")
    ingredients = re.search(r"^## Ingredients\n(.*?)(?=^## |\Z)", text, re.S | re.M)
    for line in (ingredients.group(1).splitlines() if ingredients else []):
        if line.startswith("- "):
            write("FuzzIngredientLine", line[2:].encode())
    yaml = front.match(data)
    for line in (yaml.group(1).splitlines() if yaml else []):
        key, _, value = line.decode("utf-8", "replace").partition(":")
        if key.strip() in ("prep", "cook", "total", "servings", "date", "rating", "difficulty") and value.strip():
            write("FuzzValues", value.strip().encode())
        if key.strip() == "nutrition":
            for item in value.strip(" {}").split(","):
                if ":" in item:
                    write("FuzzValues", item.strip().encode())
# Two recipes in one site, and the bundled site's own config.
cookbook = [p for p in recipes if "content/recipes" in str(p) and "Tests" not in str(p)]
for a, b in zip(cookbook[::6], cookbook[1::6]):
    write("FuzzRecipePipeline", (root / "recipository.yml").read_bytes() + b"\x1e" + a.read_bytes() + b"\x1e" + b.read_bytes())
for path in configs:
    write("FuzzConfig", path.read_bytes())
# The import readers: the fixture pages, their JSON-LD blocks, the microdata page's body, the
# Cooklang file, and a few graph shapes that once looped or exploded (issue 23).
pages = sorted((root / "Tests").rglob("Fixtures/import/*.html"))
block = re.compile(rb'<script type="application/ld\+json">(.*?)</script>', re.S)
for path in pages:
    data = path.read_bytes()
    write("FuzzHTMLReader", data)
    for found in block.findall(data):
        write("FuzzJSONLD", found.strip())
    body = data.split(b"<body>", 1)
    if b"itemscope" in data and len(body) == 2:
        write("FuzzMicrodata", body[1])
for path in sorted((root / "Tests").rglob("Fixtures/import/*.json")):
    write("FuzzJSONLD", path.read_bytes())
for path in sorted((root / "Tests").rglob("Fixtures/import/*.cook")):
    write("FuzzCooklang", path.read_bytes())
write("FuzzJSONLD", b'{"@graph": [{"@type": "Recipe", "name": "Loop", "recipeInstructions": [{"@id": "#s"}]}, '
      b'{"@id": "#s", "@type": "HowToSection", "name": "S", "itemListElement": [{"@id": "#s"}, "Stir."]}]}')
write("FuzzJSONLD", b'{"@graph": [{"@type": "Recipe", "name": {"@id": "#n"}, "author": {"@id": "#n"}}, {"@id": "#n", "name": [{"@id": "#n"}, {"@id": "#n"}]}]}')
write("FuzzMicrodata", b'<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Pie</h1>'
      b'<div itemprop="recipeInstructions"><div itemscope itemtype="https://schema.org/Recipe"><span itemprop="name">Inner</span></div></div></div>')
write("FuzzCooklang", b">> servings: 4\n== Dough ==\nMix @flour{125%g}(sifted) with @eggs{2} in a #bowl{}.\n-- a comment\n> A note.\n@a{ @b( ~{5%minutes}\n")
for target in sorted(os.listdir(corpus)):
    files = list((corpus / target).iterdir())
    print(f"{target}: {len(files)} seeds, {sum(f.stat().st_size for f in files) // 1024} KB")
