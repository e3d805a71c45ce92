import RecipositoryMarkdown
import Testing
@testable import RecipositoryCore

/// Builds one recipe through the pure pipeline, as `check` and `build` do.
func buildRecipe(_ text: String, path: String = "recipes/test.md",
                 contentFiles: Set<String> = [], staticFiles: Set<String> = [], others: [String: String] = [:]) -> (Recipe?, [Diagnostic]) {
    var files = [SourceFile(path: "content/" + path, contentPath: path, bytes: Array(text.utf8))]
    for (otherPath, otherText) in others {
        files.append(SourceFile(path: "content/" + otherPath, contentPath: otherPath, bytes: Array(otherText.utf8)))
    }
    let result = RecipeCollection.check(files, options: CheckOptions(contentFiles: contentFiles.union(files.map(\.contentPath)), staticFiles: staticFiles))
    let recipe = result.recipes.first { $0.sourcePath == "content/" + path }
    return (recipe, result.diagnostics.filter { $0.location.file == "content/" + path })
}

/// A part's HTML with every link as written: the render stage places links per page.
func htmlAsWritten(_ part: MarkdownPart) -> String {
    part.pieces.map { piece in
        switch piece {
        case .block(let node), .inline(let node): Markdown.html(node)
        case .figure(let figure): "<figure>" + Markdown.html(figure.image) + "</figure>"
        }
    }.joined()
}

@Suite struct RecipeBuilderTests {
    @Test func sectionsIntroGroupsAndSteps() throws {
        let (recipe, d) = buildRecipe("""
            ---
            title: Apple Pie
            ---

            The one we bake every *November*.

            ## Ingredients

            ### For the crust
            - 2 1/2 cups (310 g) flour
            - 1 tsp salt

            ### For the filling
            - 6 apples, peeled and sliced

            ## Steps

            ### Crust
            1. Mix the flour and salt.
            2. Chill.

            ### Filling
            1. Slice the apples.

            ## Notes

            Keeps two days.
            """)
        let r = try #require(recipe)
        #expect(d.isEmpty)
        #expect(r.introText == "The one we bake every November.")
        #expect(r.story.isEmpty, "the intro's one paragraph is the description")
        #expect(r.description == "The one we bake every November.")
        #expect(r.ingredientGroups.map(\.title) == ["For the crust", "For the filling"])
        #expect(r.ingredientGroups[0].ingredients.map(\.text) == ["2 1/2 cups (310 g) flour", "1 tsp salt"])
        #expect(r.ingredientGroups[0].ingredients[0].location == SourceLocation(file: "content/recipes/test.md", line: 10, column: 3))
        #expect(r.stepSections.map(\.title) == ["Crust", "Filling"])
        #expect(r.stepSections[0].steps.map(\.text) == ["Mix the flour and salt.", "Chill."])
        #expect(r.sections.map(\.title) == ["Notes"])
        #expect(r.sections[0].text == "Keeps two days.")
        #expect(htmlAsWritten(r.sections[0].markdown) == "<p>Keeps two days.</p>\n")
    }

    @Test func labelItemsMakeGroups() throws {
        let (recipe, _) = buildRecipe("""
            ---
            title: Banana Bread
            ---
            ## Ingredients

            - 2 cups flour
            - Spices:
                - 1 teaspoon cinnamon
                - 1/4 teaspoon nutmeg
            - 1/4 teaspoon salt

            ## Directions

            1. Bake.
            """)
        let r = try #require(recipe)
        #expect(r.ingredientGroups.map(\.title) == [nil, "Spices", nil])
        #expect(r.ingredientGroups.map { $0.ingredients.count } == [1, 2, 1])
    }

    @Test func paragraphStepsWhenThereIsNoList() throws {
        let (recipe, _) = buildRecipe("---\ntitle: T\n---\n## Ingredients\n- 1 egg\n\n## Method\n\nBoil the egg.\n\nPeel it.\n")
        #expect(recipe?.steps.map(\.text) == ["Boil the egg.", "Peel it."])
    }

    @Test func titleFromFirstHeadingAndMetadataBullets() throws {
        let (recipe, d) = buildRecipe("""
            # Bean Soup

            - ⏲️ Prep time: 10 min
            - 🍳 Cook time: 1 h 5 min
            - 🍽️ Servings: 4

            ## Ingredients

            - 1 can beans

            ## Directions

            1. Heat.
            """)
        let r = try #require(recipe)
        #expect(d.isEmpty)
        #expect(r.title == "Bean Soup")
        #expect(r.prepMinutes == 10)
        #expect(r.cookMinutes == 65)
        #expect(r.totalMinutes == 75)
        #expect(r.servings?.high == 4)
        #expect(r.introText == "" && r.story.isEmpty)
    }

    @Test func metadataWithLabelsOfItsOwnFillsTimesAndStaysInTheIntro() throws {
        let (recipe, _) = buildRecipe("---\ntitle: T\n---\n- ⏲️ Prep time: 15 min\n- ⏳ Soaking: overnight\n- 🍽️ Servings: 6\n\n## Ingredients\n- rice\n")
        let r = try #require(recipe)
        #expect(r.prepMinutes == 15)
        #expect(r.servings?.high == 6)
        #expect(r.introText.contains("Soaking: overnight"))
    }

    @Test func missingTitleIsAnError() {
        let (recipe, d) = buildRecipe("## Ingredients\n\n- 1 egg\n")
        #expect(recipe == nil)
        #expect(d.map(\.code.rawValue).contains("missing-title"))
    }

    @Test func linksAreResolvedOnceForTheRenderStage() throws {
        let other = "---\ntitle: Rice\n---\n## Ingredients\n- rice\n## Steps\n1. Cook.\n"
        let (recipe, d) = buildRecipe("""
            ---
            title: Curry
            description: A curry.
            ---
            Serve with [rice](../sides/rice.md), [also rice](/recipes/rice/), [site](https://example.org) and [lost](/recipes/nope/).

            ![Curry](curry.svg)

            ## Ingredients
            - 1 onion
            ## Steps
            1. Cook.
            """, path: "recipes/mains/curry.md", contentFiles: ["recipes/mains/curry.svg"], others: ["recipes/sides/rice.md": other])
        let r = try #require(recipe)
        #expect(d.map(\.code.rawValue) == ["broken-link"])
        #expect(d.first?.location.line == 5)
        #expect(r.links.map(\.resolved) == [.recipe(slug: "rice", fragment: ""), .recipe(slug: "rice", fragment: ""), nil, nil])
        // The story keeps the links as values: where the internal ones lead, by node; the rest as written.
        #expect(r.story.targets.values.sorted { "\($0)" < "\($1)" } == [.recipe(slug: "rice", fragment: ""), .recipe(slug: "rice", fragment: "")])
        #expect(htmlAsWritten(r.story).contains(#"<a href="https://example.org">site</a>"#))
        #expect(r.image?.resolved == .file(path: "recipes/mains/curry.svg", fragment: ""))
    }

    @Test func categoryFromFolder() {
        let (recipe, _) = buildRecipe("---\ntitle: T\n---\n", path: "recipes/sweet-things/t.md")
        #expect(recipe?.category == "Sweet Things")
    }

    @Test func jekyllListsFillEmptySections() throws {
        let (recipe, d) = buildRecipe("---\ntitle: T\ningredients: [2 eggs, 1 cup milk]\ndirections: [Whisk., Fry.]\n---\n")
        let r = try #require(recipe)
        #expect(d.isEmpty)
        #expect(r.ingredients.map(\.name) == ["eggs", "milk"])
        #expect(r.steps.map(\.text) == ["Whisk.", "Fry."])
    }

    @Test(.timeLimit(.minutes(1)))
    func pathologicalTableIsGuarded() throws {
        let table = String(repeating: "a|", count: 3000) + "\n" + String(repeating: "-|", count: 3000) + "\n" + String(repeating: "a\n", count: 2000)
        let (recipe, d) = buildRecipe("---\ntitle: T\n---\n## Notes\n\n" + table)
        #expect(d.map(\.code.rawValue).contains("table-too-large"))
        #expect(try #require(recipe).sections.first?.text.isEmpty == false)
    }

    @Test func ordinaryTablesStay() throws {
        let (recipe, d) = buildRecipe("---\ntitle: T\n---\n## Notes\n\n| a | b |\n|---|---|\n| 1 | 2 |\n")
        #expect(!d.map(\.code.rawValue).contains("table-too-large"))
        #expect(try #require(recipe).sections[0].markdown.hasTable)
    }
}
