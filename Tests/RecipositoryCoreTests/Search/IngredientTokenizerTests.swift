import Testing
@testable import RecipositoryCore

/// The words of hard lines, as ingredient names (`.endsName`) and as queries (`.separates`). Recorded
/// from the byte tokenizer this plain one replaced (main at bc12c18), which gave the same words for
/// every line of the bundled cookbook, the based.cooking corpus and the 10,000-recipe collection.
@Suite struct IngredientTokenizerTests {
    static let cases: [(text: String, name: [String], query: [String])] = [
        ("Crème Fraîche, to serve", ["creme", "fraiche"], ["creme", "fraiche", "and", "to", "serve"]),
        ("½ cup butter", ["cup", "butter"], ["cup", "butter"]),
        ("1⁄2 tsp salt", ["tsp", "salt"], ["tsp", "salt"]),
        ("2–3 cloves garlic", ["cloves", "garlic"], ["cloves", "garlic"]),
        ("1,5 kg potatoes", ["kg", "potatoes"], ["kg", "potatoes"]),
        ("1.5kg potatoes", ["potatoes"], ["potatoes"]),
        ("2 x 400g tins", ["x", "tins"], ["x", "tins"]),
        ("٣ bananas", ["bananas"], ["bananas"]),
        ("Ⅻ eggs and ²", ["eggs", "and"], ["eggs", "and"]),
        ("v8-juice and 7up", ["v8-juice", "and"], ["v8-juice", "and"]),
        ("x1/2y", ["x1.2y"], ["x1.2y"]),
        ("1 tsp za'atar", ["tsp", "zaatar"], ["tsp", "zaatar"]),
        ("1 tsp za’atar", ["tsp", "zaatar"], ["tsp", "zaatar"]),
        ("3 bird's eye chillies; seeded", ["bird", "eye", "chillies"], ["bird", "eye", "chillies", "and", "seeded"]),
        ("bird’s eye chilli", ["bird", "eye", "chilli"], ["bird", "eye", "chilli"]),
        ("O'Brien's potatoes", ["obrien", "potatoes"], ["obrien", "potatoes"]),
        ("Lamb's-lettuce", ["lambs-lettuce"], ["lambs-lettuce"]),
        ("rock 'n' roll 's", ["rock", "n", "roll", "s"], ["rock", "n", "roll", "s"]),
        ("ʼmodifier letter apostropheʼs", ["ʼmodifier", "letter", "apostropheʼs"], ["ʼmodifier", "letter", "apostropheʼs"]),
        ("extra-virgin olive oil", ["extra-virgin", "olive", "oil"], ["extra-virgin", "olive", "oil"]),
        ("-leading and trailing- hyphens", ["leading", "and", "trailing", "hyphens"], ["leading", "and", "trailing", "hyphens"]),
        ("non‑breaking and ‐true hyphens", ["non-breaking", "and", "true", "hyphens"], ["non-breaking", "and", "true", "hyphens"]),
        ("--- ''' -'-", [], []),
        ("1 cup flour (plain (all-purpose)) sifted", ["cup", "flour", "sifted"], ["cup", "flour", "sifted"]),
        ("salt (fine, or (coarse) flaky", ["salt"], ["salt"]),
        ("salt) pepper", ["salt", "pepper"], ["salt", "pepper"]),
        ("salt & pepper / chilli | paprika + oil", ["salt", "and", "pepper", "or", "chilli", "or", "paprika", "and", "oil"],
         ["salt", "and", "pepper", "or", "chilli", "or", "paprika", "and", "oil"]),
        ("chicken, tomatoes; basil", ["chicken"], ["chicken", "and", "tomatoes", "and", "basil"]),
        ("🍋 lemon zest 🌶️ to taste", ["lemon", "zest", "to", "taste"], ["lemon", "zest", "to", "taste"]),
        ("1 pinch cafe\u{301} moulu", ["pinch", "cafe", "moulu"], ["pinch", "cafe", "moulu"]),
        ("किशमिश 2 tbsp", ["किशमिश", "tbsp"], ["किशमिश", "tbsp"]),
        ("Smørrebrød", ["smorrebrod"], ["smorrebrod"]),
    ]

    @Test(arguments: cases) func wordsOfHardLines(_ text: String, _ name: [String], _ query: [String]) {
        let folded = TextFolding.fold(text)
        #expect(IngredientTokenizer.words(in: folded, comma: .endsName) == name)
        #expect(IngredientTokenizer.words(in: folded, comma: .separates) == query)
    }
}
