/// The can a shop sells of a food that recipes name by the can without its size (`1 can coconut milk`,
/// `1 can sweetened condensed milk`) and that USDA weighs by no can: the size sold most in the US, which
/// Europe's 400 g and 400 ml tins nearly match. A food sold in cans of two common sizes (crushed or whole
/// tomatoes, 14.5 and 28 oz; tomato sauce, 8 and 15 oz) has none here and stays unweighed without its size.
enum CommonCans {
    struct Can {
        /// The USDA food (NDB).
        var ndb: String
        /// A word the line must say, where the food's other forms come in other cans (`diced` tomatoes).
        var word: String?
        /// Its contents in grams, worked from the label's net weight or volume and USDA's cup.
        var grams: Double
    }

    static let ounce = Unit.oz.baseAmount!.doubleValue

    static let cans: [Can] = [
        // 13.5 fl oz, weighed by USDA's cup (8 fl oz) of canned coconut milk, 226 g, or coconut cream, 240 g.
        Can(ndb: "12118", grams: 13.5 / 8 * 226),
        Can(ndb: "12115", grams: 13.5 / 8 * 240),
        Can(ndb: "01095", grams: 14 * ounce),              // sweetened condensed milk, 14 oz
        Can(ndb: "11424", grams: 15 * ounce),              // pumpkin purée, 15 oz
        Can(ndb: "06043", grams: 10.75 * ounce),           // condensed cream of mushroom soup, as USDA's cream of chicken can (06016)
        Can(ndb: "06194", grams: 14.5 * ounce),            // chicken broth, 14.5 oz
        Can(ndb: "06183", grams: 14.5 * ounce),            // low-sodium chicken broth
        Can(ndb: "06170", grams: 14.5 * ounce),            // beef broth
        Can(ndb: "06615", grams: 14.5 * ounce),            // vegetable broth
        Can(ndb: "11529", word: "diced", grams: 14.5 * ounce),  // diced tomatoes, 14.5 oz
        Can(ndb: "11980", grams: 4 * ounce),               // diced green chiles, 4 oz
        Can(ndb: "18357", grams: 12.4 * ounce),            // refrigerated cinnamon rolls with icing, 8 rolls, 12.4 oz
    ]

    /// What `1 can` of the line's food holds, in grams, or nil where the common can is not known.
    static func grams(of ingredient: Ingredient, food: FoodTable.Food) -> Double? {
        guard let ndb = food.usda?.ndb else { return nil }
        let words = TextFolding.fold(ingredient.text).split(whereSeparator: { !$0.isLetter })
        return cans.first { $0.ndb == ndb && ($0.word.map { words.contains(Substring($0)) } ?? true) }?.grams
    }
}
