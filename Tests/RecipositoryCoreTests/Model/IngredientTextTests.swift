import RecipositoryMarkdown
import Testing
@testable import RecipositoryCore

/// A line that is its words alone keeps them once (`Ingredient.plainText`), its text and
/// Markdown made from them when asked for; a line with markup keeps what was written. Either
/// way an ingredient gives back the text and Markdown it was made with.
@Suite struct IngredientTextTests {
    /// The part of an ingredient list's one line, as the body walk makes it.
    static func part(_ line: String) -> MarkdownPart {
        let paragraph = MarkdownPartTests.paragraphs(Markdown.parse("- " + line + "\n").root)[0]
        return MarkdownPart(pieces: [.inline(paragraph)])
    }

    @Test(arguments: ["2 cups flour, sifted", "1 tsp *smoked* paprika", "1 [heaped](x.md) tsp cumin", "Salt &amp; pepper", "3 eggs  "])
    func givesBackWhatItWasMadeWith(line: String) {
        let markdown = Self.part(line)
        let ingredient = Ingredient(text: line, markdown: markdown, name: "flour")
        #expect(ingredient.text == line)
        #expect(ingredient.markdown == markdown)
        #expect(ingredient.plainText == (markdown.inlineText ?? line))
    }

    @Test func aLineOfWordsAloneIsTheSameValueItsWordsMake() {
        let words = Ingredient(text: "2 cups flour", markdown: Self.part("2 cups flour"), name: "flour")
        #expect(words.markdown.words == "2 cups flour")
        #expect(words == Ingredient(text: "2 cups flour", markdown: MarkdownPart(words: "2 cups flour"), name: "flour"))
        #expect(words != Ingredient(text: "2 cups flour", markdown: MarkdownPart(), name: "flour"))
    }

    @Test func settingTheTextOrMarkdownKeepsTheOther() {
        var ingredient = Ingredient(text: "2 cups flour", markdown: Self.part("2 cups flour"), name: "flour")
        ingredient.text = "2 cups *flour*"
        #expect(ingredient.text == "2 cups *flour*")
        #expect(ingredient.markdown == Self.part("2 cups flour"))
        ingredient.markdown = Self.part("2 cups *flour*")
        #expect(ingredient.markdown == Self.part("2 cups *flour*"))
        #expect(ingredient.text == "2 cups *flour*")
        #expect(ingredient.plainText == "2 cups flour")
    }
}
