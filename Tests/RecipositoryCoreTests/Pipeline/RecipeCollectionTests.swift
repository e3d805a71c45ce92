import Testing
@testable import RecipositoryCore

/// A build that holds every file's split while the files are modelled one by one lets go of each
/// file's text (its body and YAML, a copy of its bytes) and splits it again as the file is
/// modelled: the text split again is the text split first, and what was kept is kept as it was.
@Suite struct RecipeCollectionTests {
    static let files: [(name: String, text: String)] = [
        ("plain", "---\ntitle: Pea soup\ntags: [soup]\n---\n\n## Ingredients\n\n- 1 cup peas\n\n## Steps\n\n1. Boil.\n"),
        ("crlf and bom", "\u{FEFF}---\r\ntitle: Crème brûlée\r\n---\r\n\r\n## Ingredients\r\n\r\n- 2 eggs\r\n"),
        ("no front matter", "# Toast\n\n- 1 slice bread\n"),
        ("empty front matter", "---\n---\nBody only.\n"),
        ("unterminated", "---\ntitle: Never closed\n\n- 1 egg\n"),
        ("unreadable yaml", "---\ntitle: [unclosed\n---\n\n- 1 egg\n"),
    ]

    @Test(arguments: files.map(\.name)) func aFileSplitAgainIsTheFileSplitFirst(name: String) {
        let text = Self.files.first { $0.name == name }!.text
        let file = SourceFile(path: "recipes/\(name).md", contentPath: "recipes/\(name).md", bytes: Array(text.utf8))
        let decoder = FrontMatterDecoder(extraKeys: [])
        let first = RecipeCollection.splitFrontMatter(file, decoder: decoder)
        let letGo = RecipeCollection.lettingGoOfText(first)
        // The text is let go where there was one; the front matter, the slug and the problems stay.
        #expect(letGo.split == nil)
        #expect(letGo.frontMatter == first.frontMatter && letGo.slug == first.slug && letGo.diagnostics == first.diagnostics)
        let again = RecipeCollection.withText(letGo)
        #expect(again.split == first.split)
        #expect(again.frontMatter == first.frontMatter && again.slug == first.slug && again.diagnostics == first.diagnostics)
        #expect(!again.textLetGo)
    }

    /// A file whose text could not be read has none to let go, and none is made for it.
    @Test func aFileWithoutTextStaysWithoutText() {
        let file = SourceFile(path: "recipes/bad.md", contentPath: "recipes/bad.md", bytes: [0xFF, 0xFE, 0x00, 0x41])
        let first = RecipeCollection.splitFrontMatter(file, decoder: FrontMatterDecoder(extraKeys: []))
        #expect(first.split == nil && !first.diagnostics.isEmpty)
        let again = RecipeCollection.withText(RecipeCollection.lettingGoOfText(first))
        #expect(again.split == nil && again.diagnostics == first.diagnostics && !again.textLetGo)
    }
}
