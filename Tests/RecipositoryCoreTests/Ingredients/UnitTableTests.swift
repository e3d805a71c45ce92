import Testing
@testable import RecipositoryCore

extension IngredientTests {
    @Suite struct UnitTableTests {
        static let spellings: [(word: String, unit: Unit)] = [
            ("g", .g), ("G", .g), ("gr", .g), ("gram", .g), ("grams", .g), ("Gramme", .g),
            ("kg", .kg), ("kilo", .kg), ("kilos", .kg), ("kilograms", .kg),
            ("mg", .mg), ("milligrams", .mg),
            ("ml", .ml), ("mL", .ml), ("millilitre", .ml), ("milliliters", .ml),
            ("l", .l), ("L", .l), ("litre", .l), ("Liters", .l),
            ("cl", .cl), ("dl", .dl), ("decilitres", .dl),
            ("tsp", .tsp), ("tsp.", .tsp), ("Tsp", .tsp), ("teaspoon", .tsp), ("teaspoons", .tsp), ("t", .tsp),
            ("tea spoon", .tsp),
            ("tbsp", .tbsp), ("Tbsp.", .tbsp), ("TBSP", .tbsp), ("tablespoons", .tbsp), ("T", .tbsp), ("T.", .tbsp),
            ("tbs", .tbsp), ("tblsp", .tbsp), ("table spoon", .tbsp),
            ("cup", .cup), ("cups", .cup), ("Cup", .cup), ("c", .cup), ("c.", .cup),
            ("fl oz", .flOz), ("fl. oz", .flOz), ("fl.oz.", .flOz), ("fluid ounces", .flOz),
            ("oz", .oz), ("oz.", .oz), ("ounce", .oz), ("ounces", .oz),
            ("lb", .lb), ("lbs", .lb), ("Lb.", .lb), ("pound", .lb), ("pounds", .lb),
            ("pint", .pint), ("pints", .pint), ("pt", .pint),
            ("quart", .quart), ("quarts", .quart), ("qt", .quart),
            ("gallon", .gallon), ("gallons", .gallon), ("gal", .gallon),
            ("pinch", .pinch), ("pinches", .pinch), ("dash", .dash), ("dashes", .dash),
            ("clove", .clove), ("cloves", .clove), ("clove(s)", .clove),
            ("can", .can), ("cans", .can), ("tin", .can),
            ("package", .package), ("packages", .package), ("pkg", .package), ("pkg.", .package), ("packet", .package),
            ("stick", .stick), ("sticks", .stick), ("slice", .slice), ("slices", .slice),
            ("bunch", .bunch), ("bunches", .bunch), ("sprig", .sprig), ("sprigs", .sprig),
            ("handful", .handful), ("handfuls", .handful), ("piece", .piece), ("pieces", .piece), ("pcs", .piece),
            ("jar", .jar), ("jars", .jar), ("bottle", .bottle), ("bottles", .bottle), ("head", .head), ("heads", .head),
            ("leaf", .leaf), ("leaves", .leaf), ("stalk", .stalk), ("stalks", .stalk), ("drop", .drop), ("drops", .drop),
            ("sheet", .sheet), ("sheets", .sheet), ("inch", .inch), ("inches", .inch),
            ("cm", .cm), ("centimetres", .cm), ("centimeters", .cm),
        ]

        static let notUnits = ["", " ", "large", "small", "medium", "eggs", "onion", "of", "a", "x", "in", "envelope",
                               "bag", "tbps", "½", "crème", "🥚"]

        static let typos: [(word: String, unit: Unit)] = [
            ("tbps", .tbsp), ("cupz", .cup), ("Cupz", .cup), ("tablspoon", .tbsp), ("teaspooon", .tsp),
            ("handfl", .handful), ("gramms", .g), ("ounes", .oz), ("poinds", .lb), ("kilogrm", .kg),
            ("cupsd", .cup), ("picee", .piece), ("sliec", .slice), ("galon", .gallon), ("tablspon", .tbsp), ("millilitr", .ml),
        ]

        static let notTypos = ["tbsp", "cups", "eggs", "large", "spring", "sweet", "spice", "liver", "later", "thin",
                               "envelope", "pinto", "onion", "", "xyz", "tablespoontablespoon",
                               "cupsm", "shet", "Cupz\u{301}", "cüpz"]

        @Test(arguments: spellings) func knowsEverySpelling(_ word: String, _ unit: Unit) {
            #expect(UnitTable.unit(for: word) == unit)
        }

        @Test(arguments: notUnits) func knowsWhatIsNotAUnit(_ word: String) {
            #expect(UnitTable.unit(for: word) == nil)
        }

        @Test(arguments: typos) func suggestsUnitsForTypos(_ word: String, _ unit: Unit) {
            #expect(UnitTable.suggestion(for: word) == unit)
        }

        @Test(arguments: notTypos) func suggestsNothingForOtherWords(_ word: String) {
            #expect(UnitTable.suggestion(for: word) == nil)
        }

        @Test func everyCanonicalSymbolIsItsOwnSpelling() {
            for unit in Unit.allCases {
                #expect(UnitTable.unit(for: unit.symbol) == unit, "\(unit.symbol)")
            }
        }
    }
}
