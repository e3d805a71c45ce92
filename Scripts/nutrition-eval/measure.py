"""The estimate's energy per serving against the authors' calories, recipe by recipe through `recipository show`.

    python3 measure.py RECIPOSITORY-BINARY SITE/content          # aggregate only (held-out recipes)
    python3 measure.py RECIPOSITORY-BINARY SITE/content --each   # and each recipe's miss (dev recipes only)
"""
import json
import os
import statistics
import subprocess
import sys

binary, folder = sys.argv[1], sys.argv[2]
rows = []
for name in sorted(os.listdir(folder)):
    shown = subprocess.run([binary, "show", os.path.join(folder, name), "--format", "json"], capture_output=True, text=True)
    recipe = json.loads(shown.stdout)
    estimate = recipe["nutrition_estimate"]
    if not estimate:
        continue
    author = recipe["nutrition"]["calories"]["amount"]
    ours = estimate["per_serving"]["energy_kcal"]
    rows.append((abs(ours - author) / author, name, author, ours, estimate["weight_share"], estimate["not_counted"]))
if "--each" in sys.argv:
    for error, name, author, ours, share, left in sorted(rows, reverse=True):
        print(f"{error * 100:6.1f}%  {name:28} author {author:5.0f} ours {ours:6.0f}  share {share:.2f}  not: {'; '.join(left)[:150]}")
errors = [row[0] for row in rows]
print(f"{len(errors)} recipes, median error {statistics.median(errors) * 100:.1f}%, within 25%: {sum(e <= 0.25 for e in errors)} of {len(errors)}")
