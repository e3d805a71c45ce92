import Testing
@testable import RecipositoryCore

@Suite struct FrontMatterDecoderTests {
    func decode(_ yaml: String) -> (FrontMatter, [Diagnostic]) {
        FrontMatterDecoder().decode(yaml, firstLine: 2, path: "r.md")
    }

    @Test func readsEveryKeyOfTheContract() throws {
        let (fm, d) = decode("""
            title: Grandma Rose's Apple Pie
            description: Flaky crust.
            category: Desserts
            cuisine: American
            tags: [baking, autumn, family classic]
            servings: 8
            prep: 45 min
            cook: 1 h
            total: PT2H
            difficulty: 3
            rating: 5
            image: apple-pie.jpg
            gallery: [a.jpg, b.jpg]
            author: Rose
            source: https://example.org/x
            date: 2019-11-28
            cooked: [2025-11-27, {date: 2026-11-26, note: Best yet, rating: 5, servings: 8}]
            nutrition: {calories: 410, protein: 4 g}
            diet: [vegetarian]
            related: [vanilla-custard]
            draft: false
            spice_level: 2
            """)
        #expect(d.isEmpty)
        #expect(fm.title?.value == "Grandma Rose's Apple Pie")
        #expect(fm.title?.location == SourceLocation(file: "r.md", line: 2, column: 8))
        #expect(fm.category == "Desserts")
        #expect(fm.tags == ["baking", "autumn", "family classic"])
        #expect(fm.servings?.high == 8)
        #expect(fm.prepMinutes == 45)
        #expect(fm.cookMinutes == 60)
        #expect(fm.totalMinutes == 120)
        #expect(fm.difficulty?.level == 3)
        #expect(fm.rating == 5)
        #expect(fm.image?.value == "apple-pie.jpg")
        #expect(fm.gallery.map(\.value) == ["a.jpg", "b.jpg"])
        #expect(fm.date == RecipeDate(year: 2019, month: 11, day: 28))
        #expect(fm.cooked.count == 2)
        #expect(fm.cooked[1].note == "Best yet")
        #expect(fm.cooked[1].servings == 8)
        #expect(fm.nutrition.map(\.name) == ["calories", "protein"])
        #expect(fm.related.map(\.value) == ["vanilla-custard"])
        #expect(fm.isDraft == false)
        #expect(fm.extra["spice_level"] == .number(2))
    }

    @Test func aliasesRealCollectionsUse() {
        let (fm, d) = decode("summary: S\ncategories: [Soups, Winter]\nyields: 4-6\nprepTime: PT10M\ncook_time: 20\nhearts: 4\nimages: [x.png]\ntags: a, b ,c\n")
        #expect(d.isEmpty)
        #expect(fm.description == "S")
        #expect(fm.category == "Soups")
        #expect(fm.yield?.low == 4)
        #expect(fm.yield?.high == 6)
        #expect(fm.prepMinutes == 10)
        #expect(fm.cookMinutes == 20)
        #expect(fm.rating == 4)
        #expect(fm.gallery.map(\.value) == ["x.png"])
        #expect(fm.tags == ["a", "b", "c"])
    }

    @Test func jekyllListsAreRead() {
        let (fm, _) = decode("title: X\ningredients:\n  - 2 eggs\n  - 1 cup milk\ndirections:\n  - Whisk.\n  - Fry.\n")
        #expect(fm.ingredients.map(\.value) == ["2 eggs", "1 cup milk"])
        #expect(fm.directions.map(\.value) == ["Whisk.", "Fry."])
        #expect(fm.ingredients[1].location.line == 5)
    }

    @Test(arguments: [
        ("servings: lots", "wrong-type", 1, 11),
        ("prep: a while", "bad-duration", 1, 7),
        ("rating: 7", "rating-out-of-range", 1, 9),
        ("difficulty: 9", "difficulty-out-of-range", 1, 13),
        ("date: 2023-02-30", "bad-date", 1, 7),
        ("tags: {a: b}", "wrong-type", 1, 7),
        ("title: [a, b]", "wrong-type", 1, 8),
        ("draft: perhaps", "wrong-type", 1, 8),
        ("title: x\ntags: [one, two\nservings: 2", "yaml-syntax", 3, 9),
    ])
    func problemsArePlaced(_ yaml: String, _ code: String, _ line: Int, _ column: Int) {
        let d = decode(yaml).1
        #expect(d.map(\.code.rawValue) == [code])
        #expect(d.first?.location.line == line + 1)
        #expect(d.first?.location.column == column)
    }

    @Test func typoKeysGetASuggestionAndAreKept() {
        let (fm, d) = decode("title: X\nservngs: 4\nwine_pairing: Barolo\n")
        #expect(d.map(\.code.rawValue) == ["unknown-key"])
        #expect(d.first?.note == "did you mean `servings`?")
        #expect(fm.extra["servngs"] == .number(4))
        #expect(fm.extra["wine_pairing"] == .string("Barolo"))
    }

    @Test func siteDeclaredKeysAreNotWarned() {
        let d = FrontMatterDecoder(extraKeys: ["servngs"]).decode("servngs: 4\n", firstLine: 2, path: "r.md").1
        #expect(d.isEmpty)
    }

    @Test func duplicateKeysThroughAliasesWarn() {
        let (fm, d) = decode("prep: 10 min\nprep_time: 20 min\n")
        #expect(d.map(\.code.rawValue) == ["duplicate-key"])
        #expect(fm.prepMinutes == 20)
    }

    @Test func quotedValuesStayText() {
        let (fm, _) = decode("title: \"1984\"\nsource: 'Mum, 1992'\n")
        #expect(fm.title?.value == "1984")
        #expect(fm.source == "Mum, 1992")
    }
}
