#!/usr/bin/env python3
"""Derive Recipository's food table from the USDA National Nutrient Database (SR26).

Run by hand when the vocabulary, the overrides or the counts change; the tests never run it
(they read the table it wrote, which is committed):

    python3 Scripts/derive_food_table.py PATH/TO/usda-sr26

Why a script here and not under Sources/RecipositoryBench: it is no benchmark and no target
builds it; it is the recipe for one source file of RecipositoryCore, kept beside the hand-made
inputs it reads (Scripts/food-table/), so SwiftPM needs no exclude for it.

Reads:
- the USDA files (FOOD_DES.txt, WEIGHT.txt, ABBREV.txt: public domain, README in their folder);
- the foods the ingredient reader knows: FoodVocabulary.swift's names, and the foods counted in
  the bundled cookbook, based.cooking and the generated collection
  (Scripts/food-table/food-counts.tsv, written by `recipository-bench foods DIR...`);
- Scripts/food-table/overrides.tsv: the mapping chosen by hand (`food<TAB>NDB<TAB>group<TAB>piece<TAB>measures of<TAB>prepared`;
  NDB `-` for a food that must stay unknown; `measures of` another USDA food whose cup and spoons a food
  USDA weighs by no volume borrows, and its drained can a cooked bean takes from the same bean canned,
  its rows written `NDB:Seq|...`; `prepared`: the preparation the name itself says, whose USDA volume measure
  it takes, `almond flour` the almonds' `cup, ground`, or the one a cup of the food means where the line names
  none, a hard cheese's `cup, shredded`). Every food in the 300 most used is there.

Writes Sources/RecipositoryCore/Kitchen/FoodTable+Data.swift: one line a USDA food (its
nutrients per 100 g and its household measures, each with the USDA row it comes from) and one
line a food name (the USDA food it stands for and the shopping list's group).

A food that is not in the overrides is matched only when a USDA description says exactly that
food (its words, in any order, make the description's first two parts, `Beans, pinto` for
`pinto bean`), preferring the raw food; anything else stays unknown.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HERE = os.path.join(ROOT, "Scripts", "food-table")
OUT = os.path.join(ROOT, "Sources", "RecipositoryCore", "Kitchen", "FoodTable+Data.swift")
VOCABULARY = os.path.join(ROOT, "Sources", "RecipositoryCore", "Ingredients", "FoodVocabulary.swift")

# Food groups whose rows are dishes or products, never an ingredient a recipe names.
SKIPPED_GROUPS = {"0300", "2100", "2200", "3500", "3600"}

# ABBREV.txt columns (0-based) of the nutrients the table keeps, per 100 g.
NUTRIENTS = [("kcal", 3), ("protein", 4), ("fat", 5), ("carbohydrate", 7), ("fiber", 8), ("sugars", 9),
             ("sodium", 15), ("saturated", 44)]

# Words of a description that say a food's state, not which food it is.
STATE_WORDS = {"raw", "fresh", "dried", "uncooked", "dry", "plain", "all", "commercial", "varieties", "mature", "seeds",
               "regular", "whole", "unprepared", "enriched", "unenriched", "without", "with", "salt", "added",
               "home-prepared", "ready-to-serve", "types", "type", "and", "or", "of", "(includes", "sun-dried",
               "peeled", "skin", "flesh", "pearled"}

UNIT_WORDS = {"head": "head", "stalk": "stalk", "stalks": "stalk", "leaf": "leaf", "leaves": "leaf", "sprig": "sprig",
              "sprigs": "sprig", "bunch": "bunch", "sheet": "sheet", "sheets": "sheet", "cup": "cup", "cups": "cup", "tbsp": "tbsp", "tablespoon": "tbsp", "tablespoons": "tbsp",
              "tsp": "tsp", "teaspoon": "tsp", "teaspoons": "tsp", "stick": "stick", "sticks": "stick",
              "slice": "slice", "slices": "slice", "can": "can", "clove": "clove", "cloves": "clove",
              "fl oz": "fl oz", "fluid ounce": "fl oz"}
SIZE_WORDS = {"small": "small", "medium": "medium", "large": "large", "extra large": "extra large",
              "jumbo": "jumbo"}
# A count without a size: the one piece USDA weighs (`1 fruit`, `1 whole`, `1 pepper`).
COUNT_WORDS = {"whole", "fruit", "each", "item", "piece", "bulb",
               "pepper", "root", "spear", "ear", "link", "breast", "thigh", "drumstick", "wing",
               "fillet", "sausage", "cake", "tortilla", "bagel", "muffin", "bun", "roll", "pita",
               "patty", "egg", "yolk", "white", "shrimp", "scallop", "oyster", "clam", "potato",
               "tomato", "onion", "carrot", "banana", "apple", "lemon", "lime", "orange", "peach", "pear",
               "plum", "avocado", "date", "fig", "olive", "berry", "strawberry", "shallot", "leek",
               "mushroom", "jalapeno", "radish", "cucumber", "zucchini", "squash", "egg yolk",
               "egg white", "nut", "kernel", "pod", "sheet", "eggplant", "chop", "chicken", "prune", "leg",
               "croissant", "cookie"}


# Words of a measure that make it no piece of the food (a weight, a serving, a pack).
NOT_PIECES = {"oz", "lb", "quart", "pint", "gallon", "serving", "nlea", "package", "container", "cubic",
              "dash", "pat", "unit", "yields"}


def read(folder, name):
    with open(os.path.join(folder, name), encoding="utf-8", errors="replace") as handle:
        for line in handle:
            line = line.rstrip("\r\n")
            if line:
                yield [field.strip("~") for field in line.split("^")]


def singular(word):
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith("oes"):
        return word[:-2]
    if word.endswith("ches") or word.endswith("shes") or word.endswith("xes"):
        return word[:-2]
    if word.endswith("s") and not word.endswith("ss") and not word.endswith("us") and len(word) > 3:
        return word[:-1]
    return word


def own_piece_words(food_description):
    """`Apricots, raw` -> {"apricot"}; `Beets, raw` -> {"beet"}: how USDA names one of the food itself."""
    first = food_description.split(",")[0].lower().split()
    return {" ".join(first[:-1] + [singular(first[-1])])} if first else set()


def measure_key(amount, description):
    """`1`, `cup, chopped` -> ("cup", None, "chopped"); `1`, `medium (2-1/2" dia)` -> (None, "medium", None).

    Returns None for a measure the table does not keep (oz, serving, package...)."""
    served = serving_volume(description)
    if served:
        return served[1], None, None
    text = re.sub(r"\([^)]*\)", " ", description.lower())
    text = re.sub(r"\s+", " ", text.replace(",", " , ")).strip()
    words = [w for w in text.split(" ") if w]
    if not words:
        return None
    unit = size = None
    rest = words
    two = " ".join(words[:2])
    if two in UNIT_WORDS:
        unit, rest = UNIT_WORDS[two], words[2:]
    elif two in SIZE_WORDS:
        size, rest = SIZE_WORDS[two], words[2:]
    elif words[0] in UNIT_WORDS:
        unit, rest = UNIT_WORDS[words[0]], words[1:]
    elif words[0] in SIZE_WORDS:
        size, rest = SIZE_WORDS[words[0]], words[1:]
    elif singular(words[0]) in COUNT_WORDS and words[1:] == ["yields"]:
        size, rest = "each", []   # `lemon yields` 48 g of lemon juice: the juice of one fruit (`juice of 2 lemons`)
    elif singular(words[0]) in COUNT_WORDS and len(words) > 2 and words[1] == "," and words[2] in SIZE_WORDS:
        size, rest = SIZE_WORDS[words[2]], [w for w in words[3:] if w != "yields"]   # `croissant, medium`, `ear, large yields`
    elif singular(words[0]) in COUNT_WORDS and (len(words) == 1 or words[1] == ","
                                                 or " ".join(words[1:]) in ("without refuse", "cooked")):
        size, rest = "each", words[1:]
    elif singular(words[0]) in COUNT_WORDS and words[1] in SIZE_WORDS:
        size, rest = SIZE_WORDS[words[1]], words[2:]   # `Potato medium`
    elif len(words) <= 2 and all(w.isalpha() and w not in NOT_PIECES for w in words):
        return None, " ".join(words), None   # a named piece (`plum tomato`, `cherry`): only where overrides.tsv asks for it
    elif len(words) > 2 and words[0].isalpha() and words[0] not in NOT_PIECES and words[1] == "," \
            and any(c.isdigit() for c in "".join(words[2:])):
        return None, words[0], None   # a named piece measured after a comma (`sweetpotato, 5" long`): the same
    else:
        return None
    if unit is None and size == "each":
        rest = []   # `fruit, without skin and seed`, `avocado, NS as to Florida or California`: one piece, described
    if unit is None:
        rest = [w for w in rest if singular(w) not in COUNT_WORDS]   # `medium whole`, `large fruit`
    # `slice, large` and `large slice`: a unit with a size.
    if unit and rest[:1] == [","] and len(rest) >= 2 and rest[1] in SIZE_WORDS:
        size, rest = rest[1], rest[2:]
    elif unit and rest[:1] and rest[0] in SIZE_WORDS:
        size, rest = SIZE_WORDS[rest[0]], rest[1:]   # `head small (4" dia.)`: the size after the unit, with no comma
    if size and rest and rest[0] in UNIT_WORDS and unit is None:
        unit, rest = UNIT_WORDS[rest[0]], rest[1:]
    preparation = " ".join(w for w in rest if w not in (",", "fluid")).strip()   # `cup, fluid` of cream is its plain cup
    if unit is None and preparation:
        return None   # `large whole`, `medium stalk` are pieces; others (`10 rings`) are not measures a line gives
    return unit, size, preparation or None


def serving_volume(description):
    """`serving 1/2 cup` -> (0.5, "cup"); `serving (2 tbsp)` -> (2, "tbsp"): USDA's serving of a sauce or a
    soup said as a household volume, that volume (Swift's `FoodTable.servingVolume` reads the same words)."""
    found = re.match(r"serving \(?(\d+(?:/\d+)?|\d*\.\d+) (cup|tbsp|tsp|fl oz)\b", description.lower())
    if not found:
        return None
    number = found.group(1)
    amount = float(number.split("/")[0]) / float(number.split("/")[1]) if "/" in number else float(number)
    return (amount, found.group(2)) if amount > 0 else None


def measure_text(key):
    """("cup", None, "chopped") -> `cup,,chopped`: what the Swift side reads (FoodTable.Measure)."""
    return ",".join(part or "" for part in key)


LIQUID_STARTS = ("Oil,", "Vinegar,", "Milk, whole", "Milk, buttermilk, fluid", "Milk, canned", "Milk, reduced",
                 "Milk, lowfat", "Milk, nonfat", "Cream, fluid", "Cream, half", "Soup, stock", "Soup, beef broth", "Soup, chicken broth, ready", "Soup, chicken broth, canned, less",
                 "SWANSON BROTH", "Syrups,", "Sweetener, syrup", "Sauce, fish", "Sauce, oyster", "Sauce, worcestershire",
                 "Soy sauce", "Vanilla extract", "Nuts, coconut milk", "Water,",
                 "Catsup")   # poured and spooned: ml on a metric page (weighed by its own cup and tbsp)


def is_liquid(row):
    """Shown in ml on a metric page (kitchen-conventions.md: water, milk, stock, oil, vinegar, wine, juice,
    cream), as opposed to weighed: drinks, oils, vinegars, fluid milk and cream, stocks, juices, syrups, thin sauces."""
    description = row[2]
    if "powder" in description.lower():
        return False
    return row[1] == "1400" or description.startswith(LIQUID_STARTS) or " juice" in description.lower().split(",")[0]


# A boneless row whose cut is also sold on the bone, and the row USDA weighs that cut with its bone by: a
# breast bought bone-in (`2 bone-in chicken breasts (1 to 1 1/2 pounds)`) is 20% bone (05057, breast, meat and
# skin, raw, refuse `Bone` 20); the boneless row itself has no refuse. Used only where the line says bone-in.
BONE_OF = {"05062": "05057"}


def bone_percent(row):
    """The share of a meat's weight bought on the bone that is bone, as USDA's refuse says it (FOOD_DES's
    Ref_desc and Refuse: `Bone` 32 for a whole chicken, `33% bone, 13% skin` of a roast one, `Bone and
    cartilage 33%, Bone and connective tissue 33%` of a drumstick: the same bone said twice, 33). Only for
    meat, poultry and fish (a fruit's refuse is its peel and core, weighed by the cook before or after).
    None where the refuse names no bone."""
    if row[1] not in ("0500", "1000", "1300", "1500", "1700", "2300"):
        return None
    parts = [p.strip() for p in row[7].split(",") if "bone" in p.lower()]
    shares = []
    for part in parts:
        found = re.search(r"(\d+(?:\.\d+)?)\s*%", part)
        if found:
            shares.append(float(found.group(1)))
        elif len(row[7].split(",")) == 1 and row[8]:
            shares.append(float(row[8]))   # `Bone` alone: the whole refuse is bone
    share = max(shares, default=0)
    return "%g" % share if share > 0 else None


def main(usda):
    descriptions = {r[0]: r for r in read(usda, "FOOD_DES.txt")}
    nutrients = {r[0]: r for r in read(usda, "ABBREV.txt")}
    weights = {}
    for row in read(usda, "WEIGHT.txt"):
        weights.setdefault(row[0], []).append(row)

    vocabulary = re.findall(r'"([^"]+)"', open(VOCABULARY, encoding="utf-8").read())
    counts = []
    with open(os.path.join(HERE, "food-counts.tsv"), encoding="utf-8") as handle:
        for line in handle:
            if line.strip() and not line.startswith("#"):
                count, food = line.rstrip("\n").split("\t")
                counts.append((food, int(count)))
    overrides = {}
    borrowed = {}   # NDB -> the NDB whose household volumes it takes (USDA weighs it by none)
    prepared = {}   # food -> the preparation its name says (`almond flour`: ground), for its volume measure
    with open(os.path.join(HERE, "overrides.tsv"), encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            line = line.split("#", 1)[0].rstrip()
            if not line:
                continue
            fields = line.split("\t")
            if len(fields) < 2:
                sys.exit(f"overrides.tsv:{number}: want food<TAB>NDB[<TAB>group]")
            food, ndb = fields[0], fields[1]
            group = fields[2] if len(fields) > 2 and fields[2] else None
            piece = fields[3] if len(fields) > 3 and fields[3] else ""
            if ndb != "-" and ndb not in descriptions:
                sys.exit(f"overrides.tsv:{number}: no USDA food {ndb}")
            if len(fields) > 4 and fields[4]:
                if fields[4] not in descriptions or ndb == "-":
                    sys.exit(f"overrides.tsv:{number}: no USDA food {fields[4]} to borrow measures of")
                borrowed[ndb] = fields[4]
            if food in overrides:
                sys.exit(f"overrides.tsv:{number}: {food} is there twice")
            prepared[food] = fields[5] if len(fields) > 5 else ""
            overrides[food] = (ndb, group, piece)

    # Candidates for the strict match: a description whose first part, or first two, say the food, and whose
    # other parts only say its state (`Okra, raw`; `Beans, pinto, mature seeds, raw`; not `Cheese, blue`).
    index = {}
    for ndb, row in descriptions.items():
        if row[1] in SKIPPED_GROUPS or re.search(r"[A-Z]{3}", row[2]):
            continue   # dishes, and brands (`COOL NESTEA`): never what a recipe's plain name means
        parts = [p.strip().lower() for p in row[2].split(",")]
        for take in (1, 2):
            if len(parts) < take or not all(set(p.split()) <= STATE_WORDS for p in parts[take:]):
                continue
            words = frozenset(singular(w) for w in re.split(r"[ \-]+", " ".join(parts[:take])) if w)
            index.setdefault(words, []).append((ndb, parts))

    def strict(food):
        words = frozenset(singular(w) for w in re.split(r"[ \-]+", food) if w)
        found = index.get(words, [])
        if not found:
            return None
        # Raw first, then the shortest description, then the lowest number (USDA's main row).
        def rank(entry):
            ndb, parts = entry
            return ("raw" not in parts, len(parts), ndb)
        return sorted(found, key=rank)[0][0]

    names = []
    seen = set()
    for food in list(overrides) + [f for f, _ in counts] + vocabulary:
        if food not in seen:
            seen.add(food)
            names.append(food)
    mapped = {}
    for food in names:
        if food in overrides:
            ndb, group, piece = overrides[food]
            mapped[food] = (ndb, group or food, piece)   # `-` kept: the name stays unknown, not found by its last word
        else:
            ndb = strict(food)
            if ndb:
                mapped[food] = (ndb, food, "")

    used = sorted({ndb for ndb, _, _ in mapped.values() if ndb != "-"})
    own_pieces = {}   # NDB -> the piece USDA names by the food itself, where it weighs no other
    lines = []
    for ndb in used:
        row = nutrients[ndb]
        values = []
        for _, column in NUTRIENTS:
            values.append(row[column] if row[column] != "" else "0")
        kept = []
        pieces = set()
        own = [(w, "") for w in weights.get(ndb, [])]
        if ndb in borrowed:
            # The other food's volumes only (its pieces are not this food's), its rows named `NDB:Seq`.
            lender = borrowed[ndb]
            def lent(w):
                key = measure_key(float(w[2]), w[3]) or (None, None, None)
                # Volumes; and a drained can (`can drained`, 253 g of chickpeas): a can's drained weight is the canned food's.
                return key[0] in ("cup", "tbsp", "tsp", "fl oz") or key[0] == "can" and "drained" in (key[2] or "")
            own += [(w, lender + ":") for w in weights.get(lender, []) if lent(w)]
        for w, source in own:
            amount = float(w[2])
            if amount <= 0:
                continue
            key = measure_key(amount, w[3])
            if key is None:
                continue
            row = "%s%s|%s|%s|%s" % (source, w[1], w[2], w[3], w[4])
            if any(c in row for c in ";@\t"):
                sys.exit(f"WEIGHT.txt row {ndb} {row}: a character the table uses as a separator")
            kept.append(measure_text(key) + "@" + row)
            if key[0] is None:
                pieces.add(key[1])
        kind = "liquid" if is_liquid(descriptions[ndb]) else "solid"
        fields = [ndb, descriptions[ndb][2], kind, " ".join(values), ";".join(kept)]
        bone = bone_percent(descriptions[BONE_OF.get(ndb, ndb)])
        lines.append("\t".join(fields + (["bone " + bone] if bone else [])))
        # A food USDA counts only by a piece named as the food itself (`1 apricot`, `1 beet (2" dia)`), with no
        # size and no single piece: a count of it means that piece.
        named = own_piece_words(descriptions[ndb][2])
        if not pieces & (set(SIZE_WORDS.values()) | {"each"}):
            for piece in sorted(pieces):
                if " ".join(singular(w) if i == len(piece.split()) - 1 else w for i, w in enumerate(piece.split())) in named:
                    own_pieces[ndb] = piece
    def counted(food, ndb, piece):
        """The override's piece; else USDA's own piece where the name is that food (`green bean` for `10 beans`;
        not `pomegranate seed` for `1 pomegranate`, nor `duck breast` for `1/2 duck`)."""
        own = own_pieces.get(ndb)
        if piece or not own:
            return piece
        return own if singular(food.split()[-1]) == singular(own.split()[-1]) else ""
    def usual_preparation(food, ndb):
        """The override's; else `shredded` for a cheese USDA weighs by the cup both diced and shredded: a recipe's
        `1 cup cheddar` is shredded (113 g), not diced (132 g, USDA's first cup)."""
        if prepared.get(food):
            return prepared[food]
        cups = {row[3] for row in weights.get(ndb, [])}
        cheese = ndb in descriptions and descriptions[ndb][2].startswith("Cheese,")
        return "shredded" if cheese and "cup, shredded" in cups and "cup, diced" in cups else ""
    food_lines = ["\t".join([food, ndb, group, counted(food, ndb, piece), usual_preparation(food, ndb)]).rstrip("\t")
                  for food, (ndb, group, piece) in sorted(mapped.items())]

    with open(OUT, "w", encoding="utf-8") as out:
        out.write("// Written by Scripts/derive_food_table.py from the USDA National Nutrient Database for Standard\n")
        out.write("// Reference, Release 26 (public domain). Do not edit: change the script's inputs and run it again.\n\n")
        out.write("extension FoodTable {\n")
        out.write("    /// One USDA food a line: NDB number, description, `liquid` or `solid`, per 100 g `%s`,\n" % " ".join(n for n, _ in NUTRIENTS))
        out.write("    /// then its household measures (`;` between), each `unit,size,preparation@` and the WEIGHT.txt row it is read\n")
        out.write("    /// from (`Seq|Amount|Msre_Desc|Gm_Wgt`: one measure weighs Gm_Wgt / Amount grams); for a meat USDA weighs\n")
        out.write("    /// with its bone, last `bone N`: the percent of it bought on the bone that is bone (FOOD_DES's refuse; for\n")
        out.write("    /// a boneless row, its cut's bone-in row's: the script's BONE_OF).\n")
        out.write('    static let usdaRows = #"""\n')
        out.write("\n".join(lines))
        out.write('\n"""#\n\n')
        out.write("    /// One food name a line: the name (folded, last word singular), its USDA NDB number (`-`: known to be\n")
        out.write("    /// unknown), its shopping-list group and, when set, the piece a count of it means (`large`, `clove`) and\n")
        out.write("    /// the preparation its name says or a cup of it means, whose volume measure it takes (`almond flour`: the almonds'\n")
        out.write("    /// `cup, ground`; `cheddar`: `cup, shredded`).\n")
        out.write('    static let foodRows = #"""\n')
        out.write("\n".join(food_lines))
        out.write('\n"""#\n}\n')
    print(f"{len(mapped)} foods, {len(used)} USDA foods, {len(names) - len(mapped)} names left unknown -> {os.path.relpath(OUT, ROOT)}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: derive_food_table.py PATH/TO/usda-sr26")
    main(sys.argv[1])
