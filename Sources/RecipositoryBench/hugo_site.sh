#!/bin/sh
# Build a minimal but real Hugo site around a recipe corpus made by gen_corpus.py (beside this
# file); `recipository-bench compare-hugo N` runs it (the project's shared tools had it first).
#
#   hugo_site.sh CORPUS_DIR SITE_DIR [--feeds]
#
# CORPUS_DIR : output dir of gen_corpus.py (content/recipes/*.md, static/)
# SITE_DIR   : created/overwritten; content is hard-linked (copied if that fails)
# --feeds    : keep Hugo's default RSS + sitemap outputs (off by default, so the
#              default build is "HTML pages only", closest to what our generator
#              must produce).
#
# Then:  hugo --quiet -s SITE_DIR -d /tmp/out
#
# Site: taxonomies category / cuisine / tags (term pages + terms pages),
# single recipe page showing every front-matter field + .Content, a list
# template for home/section/term pages, a terms template, one CSS file with
# a print media block.  Pagefind attributes are on the recipe article so
# `pagefind --site /tmp/out` indexes only recipes, with category/cuisine
# filters.  Tested with hugo 0.111.3 (Debian bookworm).
set -eu
[ $# -ge 2 ] || { echo "usage: $0 CORPUS_DIR SITE_DIR [--feeds]" >&2; exit 2; }
CORPUS=$1
SITE=$2
FEEDS=${3:-}
# gen_corpus.py writes CORPUS/content/recipes (a Recipository site); older corpora had CORPUS/recipes.
if [ -d "$CORPUS/content/recipes" ]; then RECIPES=$CORPUS/content/recipes; else RECIPES=$CORPUS/recipes; fi
[ -d "$RECIPES" ] || { echo "no $CORPUS/content/recipes" >&2; exit 2; }

rm -rf "$SITE"
mkdir -p "$SITE/content" "$SITE/layouts/_default" "$SITE/layouts/partials" "$SITE/static/css"
cp -al "$RECIPES" "$SITE/content/recipes" 2>/dev/null || cp -r "$RECIPES" "$SITE/content/recipes"
[ -d "$CORPUS/static" ] && { cp -al "$CORPUS/static/." "$SITE/static/" 2>/dev/null || cp -r "$CORPUS/static/." "$SITE/static/"; }
cat > "$SITE/content/recipes/_index.md" <<'EOF'
---
title: "All recipes"
---
EOF

if [ "$FEEDS" = "--feeds" ]; then
  DISABLE='disableKinds = []'
else
  DISABLE='disableKinds = ["RSS", "sitemap", "robotsTXT", "404"]'
fi

cat > "$SITE/config.toml" <<EOF
baseURL = "https://recipes.example.org/"
languageCode = "en-us"
title = "Synthetic Recipe Collection"
$DISABLE
enableRobotsTXT = false

[taxonomies]
  category = "category"
  cuisine = "cuisine"
  tag = "tags"

[markup.goldmark.renderer]
  unsafe = false
EOF

cat > "$SITE/layouts/_default/baseof.html" <<'EOF'
<!DOCTYPE html>
<html lang="{{ .Site.LanguageCode }}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ if not .IsHome }}{{ .Title }} · {{ end }}{{ .Site.Title }}</title>
{{ with .Description }}<meta name="description" content="{{ . }}">{{ end }}
<link rel="stylesheet" href="{{ "css/site.css" | relURL }}">
</head>
<body>
<header><a href="{{ "/" | relURL }}">{{ .Site.Title }}</a>
<nav><a href="{{ "/recipes/" | relURL }}">Recipes</a> · <a href="{{ "/category/" | relURL }}">Categories</a> · <a href="{{ "/cuisine/" | relURL }}">Cuisines</a> · <a href="{{ "/tags/" | relURL }}">Tags</a></nav>
</header>
<main>{{ block "main" . }}{{ end }}</main>
<footer>© {{ now.Year }} {{ .Site.Title }}</footer>
</body>
</html>
EOF

cat > "$SITE/layouts/_default/single.html" <<'EOF'
{{ define "main" }}
<article class="recipe" data-pagefind-body>
<h1>{{ .Title }}</h1>
{{ with .Params.description }}<p class="description">{{ . }}</p>{{ end }}
{{ with .Params.image }}<img src="{{ . | relURL }}" alt="{{ $.Title }}" data-pagefind-meta="image[src]">{{ end }}
<dl class="meta">
  <dt>Category</dt><dd>{{ with .Params.category }}<a href="{{ printf "/category/%s/" (urlize .) | relURL }}" data-pagefind-filter="category">{{ . }}</a>{{ end }}</dd>
  <dt>Cuisine</dt><dd>{{ with .Params.cuisine }}<a href="{{ printf "/cuisine/%s/" (urlize .) | relURL }}" data-pagefind-filter="cuisine">{{ . }}</a>{{ end }}</dd>
  <dt>Servings</dt><dd>{{ .Params.servings }}</dd>
  <dt>Prep</dt><dd><time datetime="{{ .Params.prep_time }}">{{ .Params.prep_time }}</time></dd>
  <dt>Cook</dt><dd><time datetime="{{ .Params.cook_time }}">{{ .Params.cook_time }}</time></dd>
  <dt>Difficulty</dt><dd>{{ .Params.difficulty }}/5</dd>
  <dt>Rating</dt><dd>{{ .Params.rating }}/5</dd>
  <dt>Published</dt><dd><time datetime="{{ .Date.Format "2006-01-02" }}">{{ .Date.Format "January 2, 2006" }}</time></dd>
</dl>
{{ with .Params.tags }}<ul class="tags">{{ range . }}<li><a href="{{ printf "/tags/%s/" (urlize .) | relURL }}">{{ . }}</a></li>{{ end }}</ul>{{ end }}
{{ with .Params.nutrition }}
<table class="nutrition"><caption>Nutrition per serving</caption>
{{ range $k, $v := . }}<tr><th>{{ $k | humanize }}</th><td>{{ $v }}{{ if ne $k "calories" }} g{{ end }}</td></tr>{{ end }}
</table>
{{ end }}
<div class="content">{{ .Content }}</div>
</article>
{{ end }}
EOF

cat > "$SITE/layouts/_default/list.html" <<'EOF'
{{ define "main" }}
<h1>{{ .Title }}</h1>
<p>{{ len .Pages }} recipes</p>
<ul class="recipe-list">
{{ range .Pages.ByTitle }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ with .Params.description }} — {{ . }}{{ end }}</li>
{{ end }}</ul>
{{ end }}
EOF

cat > "$SITE/layouts/_default/terms.html" <<'EOF'
{{ define "main" }}
<h1>{{ .Title }}</h1>
<ul class="terms">
{{ range .Data.Terms.Alphabetical }}<li><a href="{{ .Page.RelPermalink }}">{{ .Page.Title }}</a> ({{ .Count }})</li>
{{ end }}</ul>
{{ end }}
EOF

cat > "$SITE/layouts/index.html" <<'EOF'
{{ define "main" }}
<h1>{{ .Site.Title }}</h1>
<h2>Latest</h2>
<ul>{{ range first 20 (where .Site.RegularPages "Section" "recipes").ByDate.Reverse }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>
<h2>Categories</h2>
<ul>{{ range .Site.Taxonomies.category.ByCount }}<li><a href="{{ .Page.RelPermalink }}">{{ .Page.Title }}</a> ({{ .Count }})</li>{{ end }}</ul>
{{ end }}
EOF

cat > "$SITE/static/css/site.css" <<'EOF'
body{font:16px/1.5 system-ui,sans-serif;max-width:46rem;margin:0 auto;padding:1rem}
.meta{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem}
.tags li{display:inline;margin-right:.5rem}
@media print{header,nav,footer,.tags{display:none}body{font-size:11pt;max-width:none}a{color:inherit;text-decoration:none}}
EOF
echo "site ready: $SITE ($(ls "$SITE/content/recipes" | wc -l) content files)"
