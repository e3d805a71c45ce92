import Testing
@testable import RecipositoryCore

extension IngredientTests {
    /// Every unit with its plurals, abbreviations, capitals and spellings, as it appears in a line.
    @Suite struct IngredientLineUnitTests {
        static let spoonsAndCups: [Line] = [
            Line("1 Tbsp. olive oil", "1", .tbsp, "olive oil"),
            Line("2 tablespoons butter", "2", .tbsp, "butter"),
            Line("1 Tablespoon sugar", "1", .tbsp, "sugar"),
            Line("2 T sugar", "2", .tbsp, "sugar"),
            Line("1 tbs honey", "1", .tbsp, "honey"),
            Line("2 tblsp butter", "2", .tbsp, "butter"),
            Line("1 TBSP soy sauce", "1", .tbsp, "soy sauce"),
            Line("1 table spoon of honey", "1", .tbsp, "honey"),
            Line("1 tsp salt", "1", .tsp, "salt"),
            Line("1 tsp. salt", "1", .tsp, "salt"),
            Line("2 teaspoons vanilla", "2", .tsp, "vanilla"),
            Line("1 t salt", "1", .tsp, "salt"),
            Line("1 Tsp Smoked paprika", "1", .tsp, "Smoked paprika"),
            Line("1 tea spoon sugar", "1", .tsp, "sugar"),
            Line("1 c. sugar", "1", .cup, "sugar"),
            Line("3 c flour", "3", .cup, "flour"),
            Line("2 cups flour", "2", .cup, "flour"),
            Line("1 Cup of rice", "1", .cup, "rice"),
        ]

        static let metric: [Line] = [
            Line("200 grams sugar", "200", .g, "sugar"),
            Line("200 gr sugar", "200", .g, "sugar"),
            Line("500 gm of Greek Yogurt", "500", .g, "Greek Yogurt"),
            Line("2 kilos potatoes", "2", .kg, "potatoes"),
            Line("1 kilogram beef", "1", .kg, "beef"),
            Line("1 KG beef", "1", .kg, "beef"),
            Line("5 mg saffron", "5", .mg, "saffron"),
            Line("250 millilitres milk", "250", .ml, "milk"),
            Line("250 milliliters milk", "250", .ml, "milk"),
            Line("100 mL Greek Yogurt", "100", .ml, "Greek Yogurt"),
            Line("1 litre water", "1", .l, "water"),
            Line("2 liters water", "2", .l, "water"),
            Line("1 L water", "1", .l, "water"),
            Line("33 cl beer", "33", .cl, "beer"),
            Line("2.5 dl cream", "5/2", .dl, "cream"),
            Line("1 decilitre cream", "1", .dl, "cream"),
            Line("5 centimetres ginger", "5", .cm, "ginger"),
            Line("5 cm ginger", "5", .cm, "ginger"),
        ]

        static let imperial: [Line] = [
            Line("4 fl oz cream", "4", .flOz, "cream"),
            Line("4 fl. oz cream", "4", .flOz, "cream"),
            Line("4 fluid ounces cream", "4", .flOz, "cream"),
            Line("8 oz cheese", "8", .oz, "cheese"),
            Line("8 ounces cheese", "8", .oz, "cheese"),
            Line("8 oz. cheese", "8", .oz, "cheese"),
            Line("2 lbs potatoes", "2", .lb, "potatoes"),
            Line("2 pounds beef", "2", .lb, "beef"),
            Line("1 Lb. beef", "1", .lb, "beef"),
            Line("1 pint milk", "1", .pint, "milk"),
            Line("2 pt milk", "2", .pint, "milk"),
            Line("1 quart stock", "1", .quart, "stock"),
            Line("2 qt stock", "2", .quart, "stock"),
            Line("1 gallon water", "1", .gallon, "water"),
            Line("2 gal water", "2", .gallon, "water"),
            Line("2 inches ginger", "2", .inch, "ginger"),
        ]

        static let countsAndContainers: [Line] = [
            Line("2 pinches salt", "2", .pinch, "salt"),
            Line("2 dashes bitters", "2", .dash, "bitters"),
            Line("a dash of tabasco", "1", .dash, "tabasco"),
            Line("3 cloves garlic", "3", .clove, "garlic"),
            Line("2 cans tomatoes", "2", .can, "tomatoes"),
            Line("2 tins sardines", "2", .can, "sardines"),
            Line("1 package yeast", "1", .package, "yeast"),
            Line("1 pkg yeast", "1", .package, "yeast"),
            Line("2 packets of baking powder", "2", .package, "baking powder"),
            Line("2 sticks butter", "2", .stick, "butter"),
            Line("6 Slices of Bacon", "6", .slice, "Bacon"),
            Line("2 bunches cilantro", "2", .bunch, "cilantro"),
            Line("1 sprig of rosemary", "1", .sprig, "rosemary"),
            Line("2 handfuls spinach", "2", .handful, "spinach"),
            Line("4 pcs chicken", "4", .piece, "chicken"),
            Line("1 piece ginger", "1", .piece, "ginger"),
            Line("2 jars pesto", "2", .jar, "pesto"),
            Line("2 bottles beer", "2", .bottle, "beer"),
            Line("2 heads lettuce", "2", .head, "lettuce"),
            Line("4 leaves basil", "4", .leaf, "basil"),
            Line("2 stalks celery", "2", .stalk, "celery"),
            Line("3 drops vanilla", "3", .drop, "vanilla"),
            Line("2 sheets puff pastry", "2", .sheet, "puff pastry"),
            Line("1 envelope yeast", "1", nil, "yeast", unitText: "envelope"),
            Line("2 bags spinach", "2", nil, "spinach", unitText: "bags"),
            Line("1 box Spaghetti", "1", nil, "Spaghetti", unitText: "box"),
        ]

        /// The unit may follow the name for the things garlic, herbs and celery come in.
        static let unitAfterName: [Line] = [
            Line("2 garlic cloves", "2", .clove, "garlic"),
            Line("3 Garlic cloves, crushed", "3", .clove, "Garlic", note: "crushed"),
            Line("3 thyme sprigs", "3", .sprig, "thyme"),
            Line("2 celery stalks", "2", .stalk, "celery"),
            Line("2 romaine heads", "2", .head, "romaine"),
            Line("3 bay leaves", "3", nil, "bay leaves"),
        ]

        /// Size words belong to the name, unless they describe the unit that follows them.
        static let sizeWords: [Line] = [
            Line("3 large onions", "3", nil, "large onions"),
            Line("1 small onion", "1", nil, "small onion"),
            Line("2 medium carrots", "2", nil, "medium carrots"),
            Line("1 red pepper", "1", nil, "red pepper"),
            Line("2 heaped tbsp flour", "2", .tbsp, "flour", note: "heaped"),
            Line("1 large can tomatoes", "1", .can, "tomatoes", note: "large"),
            Line("a small handful of dates", "1", .handful, "dates", note: "small"),
            // Written before the amount, a measure's size word is still the measure's: a scant cup is a cup.
            Line("Scant 2 cups chicken broth", "2", .cup, "chicken broth", note: "scant"),
            Line("a scant 1/2 cup milk", "1/2", .cup, "milk", note: "scant"),
            Line("generous 1/4 cup olive oil", "1/4", .cup, "olive oil", note: "generous"),
            Line("Heaping 1 tablespoon cocoa powder, sifted", "1", .tbsp, "cocoa powder", note: "heaping; sifted"),
            Line("Generous handful of basil", "1", .handful, "basil", note: "Generous"),
        ]

        /// A unit word with nothing after it is the ingredient itself.
        static let unitWordsAsNames: [Line] = [
            Line("8 Cloves", "8", nil, "Cloves"),
            Line("2 cloves, minced", "2", nil, "cloves", note: "minced"),
            Line("1 clove (spice)", "1", nil, "clove", note: "spice"),
            Line("3 whole cloves", "3", nil, "whole cloves"),
            Line("1 (or 2) clove(s) of garlic", "1", .clove, "garlic", note: "or 2"),
            Line("2 T-bone steaks", "2", nil, "T-bone steaks"),
        ]

        @Test(arguments: spoonsAndCups) func readsSpoonsAndCups(_ row: Line) { expectParsed(row) }
        @Test(arguments: metric) func readsMetric(_ row: Line) { expectParsed(row) }
        @Test(arguments: imperial) func readsImperial(_ row: Line) { expectParsed(row) }
        @Test(arguments: countsAndContainers) func readsCountsAndContainers(_ row: Line) { expectParsed(row) }
        @Test(arguments: unitAfterName) func readsUnitAfterName(_ row: Line) { expectParsed(row) }
        @Test(arguments: sizeWords) func readsSizeWords(_ row: Line) { expectParsed(row) }
        @Test(arguments: unitWordsAsNames) func readsUnitWordsAsNames(_ row: Line) { expectParsed(row) }

        /// The size word before a unit is kept as written (the page scales `2 heaped tbsp` to `4 heaped tbsp`,
        /// `1 small bunch` to `2 small bunches`); a size before the food is the food's (`3 large onions`).
        @Test func keepsTheSizeBeforeTheUnitAsWritten() {
            #expect(IngredientLineParser.parse("2 heaped tbsp flour").unitSize == "heaped")
            #expect(IngredientLineParser.parse("2 Heaping Tablespoons cocoa").unitSize == "Heaping")
            #expect(IngredientLineParser.parse("1 large can tomatoes").unitSize == "large")
            #expect(IngredientLineParser.parse("a small handful of dates").unitSize == "small")
            #expect(IngredientLineParser.parse("small bunch coriander").unitSize == "small")
            #expect(IngredientLineParser.parse("3 large onions").unitSize == nil)
            #expect(IngredientLineParser.parse("2 tbsp flour").unitSize == nil)
            let scant = IngredientLineParser.parse("Scant 2 cups chicken broth")
            #expect(scant.unitSize == "scant" && scant.unitSizeFirst, "the line's capital is not the word's")
            #expect(!IngredientLineParser.parse("1 scant cup rice").unitSizeFirst)
            #expect(IngredientLineParser.parse("A generous 1/4 cup olive oil").unitSize == "generous")
            #expect(IngredientLineParser.parse("Generous 2 onions").quantity == nil, "no measure to size: read as before")
        }

        /// A counted unit keeps the author's word where it is another English name for it (a British tin is a
        /// can, a packet a package), and a container's size written before its unit without parentheses is kept.
        @Test func keepsTheAuthorsWordForACountedUnitAndAContainersSize() {
            let tins = IngredientLineParser.parse("2 x 400g tins chopped tomatoes")
            #expect(tins.unit == .can && tins.unitWord == "tins" && tins.containerSize == "400g")
            #expect(IngredientLineParser.parse("2 packets of vanilla sugar").unitWord == "packets")
            #expect(IngredientLineParser.parse("1 pkg. yeast").unitWord == nil, "an abbreviation is said in the unit's name")
            #expect(IngredientLineParser.parse("a handfull of parsley").unitWord == nil, "a misspelling too")
            #expect(IngredientLineParser.parse("1 (or 2) clove(s) of garlic").unitWord == nil)
            // Before a name, the size of each piece counted.
            #expect(IngredientLineParser.parse("1 14.5 oz (400 grams) canned tomatoes").containerSize == "14.5 oz (400 grams)")
            #expect(IngredientLineParser.parse("One 3-inch cinnamon stick").containerSize == "3-inch")
            #expect(IngredientLineParser.parse("2 6-inch flour tortillas").containerSize == "6-inch")
            #expect(IngredientLineParser.parse("2 medium onions").containerSize == nil)
            #expect(IngredientLineParser.parse("1 1/2 inch piece ginger").containerSize == nil, "the amount itself")
            // A count, then how thick each is: based.cooking's marinated pork steaks are four steaks ¼ inch thick.
            let steaks = IngredientLineParser.parse("4 ¼ inch thick boneless pork shoulder steaks")
            #expect(steaks.quantity == Quantity(Rational(4)) && steaks.unit == nil && steaks.containerSize == "¼ inch")
            let chops = IngredientLineParser.parse("2 1/2-inch-thick pork chops")
            #expect(chops.quantity == Quantity(Rational(2)) && chops.containerSize == "1/2-inch")
            #expect(IngredientLineParser.parse("3 3/4\" thick slices bread").containerSize == "3/4\"")
            // One piece 1½ inches thick, and a 2½-inch piece: no count is written before them.
            #expect(IngredientLineParser.parse("1 1/2-inch thick steak").quantity == Quantity(Rational(3, 2)))
            #expect(IngredientLineParser.parse("2 1/2 inch piece ginger").quantity == Quantity(Rational(5, 2)))
            let can = IngredientLineParser.parse("1 15 oz can black beans")
            #expect(can.unit == .can && can.unitWord == nil && can.containerSize == "15 oz")
            #expect(IngredientLineParser.parse("2 Cans tomatoes").unitWord == nil, "the can's own name")
            #expect(IngredientLineParser.parse("1 (14.5 oz) can tomatoes").containerSize == nil, "in parentheses: kept as written")
            // One tin with its `1` left out, as British recipes write it: a tin of 400 g, not 400 g of tomatoes.
            let tin = IngredientLineParser.parse("400g tin chopped tomatoes")
            #expect(tin.quantity == Quantity(Rational(1)) && tin.unit == .can && tin.unitWord == "tin" && tin.containerSize == "400g")
            #expect(tin.name == "chopped tomatoes")
            let carton = IngredientLineParser.parse("500ml carton passata")
            #expect(carton.quantity == Quantity(Rational(1)) && carton.unitText == "carton" && carton.containerSize == "500ml")
            #expect(IngredientLineParser.parse("14 oz can of diced tomatoes").name == "diced tomatoes")
            #expect(IngredientLineParser.parse("5l (1 gallon) jar").unit == .l, "no food after it: the jar's size, as written")
            let weighed = IngredientLineParser.parse("400g chopped tomatoes")
            #expect(weighed.quantity == Quantity(Rational(400)) && weighed.unit == .g, "no container: the weight of them")
            let gelatin = IngredientLineParser.parse("1 1/4 oz (7g) packet unflavored gelatin")
            #expect(gelatin.quantity == Quantity(Rational(5, 4)) && gelatin.unit == .oz, "a mixed number may be a count and a size: as written")
            #expect(IngredientLineParser.parse("2 tablespoons butter").unitWord == nil, "a measure is said in the page's own word")
        }
    }
}
