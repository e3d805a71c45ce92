"""Writes the food-site recipes of a records file as a site to measure the nutrition estimate against.

    python3 make.py RECORDS.jsonl OUT-DIR

RECORDS.jsonl: one recipe a line, `{"id", "title", "yields", "kcal", "groups": [[title, [lines]]]}`, transcribed
from the files `sources.tsv` names and kept outside the repository (the recipes are their sites'). Each becomes
OUT-DIR/content/ID.md with the author's calories as its own nutrition, its groups as `###` headings.
"""
import json
import os
import re
import shutil
import sys

records, site = sys.argv[1], sys.argv[2]
content = os.path.join(site, "content")
shutil.rmtree(site, ignore_errors=True)
os.makedirs(content)
with open(os.path.join(site, "recipository.yml"), "w") as config:
    config.write("title: Nutrition evaluation\n")
count = 0
for line in open(records, encoding="utf-8"):
    recipe = json.loads(line)
    servings = int(re.match(r"\d+", recipe["yields"]).group())
    text = "---\ntitle: %s\nservings: %d\nnutrition: {calories: %d}\n---\n\n## Ingredients\n\n" % (
        json.dumps(recipe["title"]), servings, recipe["kcal"])
    for title, lines in recipe["groups"]:
        if title:
            text += "### %s\n\n" % title.rstrip(":")
        text += "".join("- %s\n" % ingredient for ingredient in lines) + "\n"
    text += "## Steps\n\n1. Cook.\n"
    with open(os.path.join(content, recipe["id"] + ".md"), "w", encoding="utf-8") as out:
        out.write(text)
    count += 1
print(count, "recipes ->", content)
