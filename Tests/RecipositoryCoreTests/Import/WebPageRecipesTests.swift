import Foundation
import RecipositoryMarkdown
import Testing
@testable import RecipositoryCore

/// The pure readers behind `import`, on small pages written for each case. Whole outputs are
/// compared in `ImportCommandTests` (golden files); these pin the rules one by one.
@Suite struct WebPageRecipesTests {
    static func page(_ json: String, head: String = "") -> String {
        "<!DOCTYPE html><html><head>\(head)<script type=\"application/ld+json\">\(json)</script></head><body></body></html>"
    }

    static func recipe(_ json: String) throws -> ImportedRecipe {
        let outcome = WebPageRecipes.fromHTML(page(json))
        return try #require(outcome.recipes.first, "\(outcome.problem ?? "")")
    }

    @Test(arguments: [
        ("6", "6", nil),
        ("\"4 servings\"", "4 servings", nil),
        ("\"1 loaf\"", nil, "1 loaf"),
        ("[\"12\", \"12 muffins\"]", "12", "12 muffins"),
        ("[6]", "6", nil),
    ] as [(String, String?, String?)])
    func yieldAsNumberStringOrList(yield: String, servings: String?, made: String?) throws {
        let recipe = try Self.recipe("{\"@type\": \"Recipe\", \"name\": \"X\", \"recipeYield\": \(yield)}")
        #expect(recipe.servings == servings)
        #expect(recipe.yield == made)
    }

    @Test func unreadableYieldAndTimeAreListedNotWritten() throws {
        let recipe = try Self.recipe("{\"@type\": \"Recipe\", \"name\": \"X\", \"recipeYield\": \"lots\", \"prepTime\": \"overnight\", \"cookTime\": \"P1DT2H30M\"}")
        #expect(recipe.servings == nil && recipe.yield == nil && recipe.prepMinutes == nil)
        #expect(recipe.cookMinutes == 26 * 60 + 30)
        #expect(recipe.notImported == ["recipeYield `lots` (no number of servings in it)", "prepTime `overnight` (not a time)"])
    }

    @Test(arguments: [
        ("\"Mix it.\\nBake it.\"", [["Mix it.", "Bake it."]]),
        ("\"<p>Mix <b>it</b>.</p><p>Bake&nbsp;it.</p>\"", [["Mix it.", "Bake it."]]),
        ("[\"1. Mix it.\", \"Step 2: Bake it.\"]", [["Mix it.", "Bake it."]]),
        ("[{\"@type\": \"HowToStep\", \"name\": \"Mix\"}, {\"@type\": \"HowToStep\", \"text\": \"Bake it.\"}]", [["Mix", "Bake it."]]),
        ("[{\"@type\": \"HowToSection\", \"name\": \"A\", \"itemListElement\": [\"Mix it.\"]}, {\"@type\": \"HowToSection\", \"name\": \"B\", \"itemListElement\": {\"@type\": \"HowToStep\", \"text\": \"Bake it.\"}}]",
         [["Mix it."], ["Bake it."]]),
    ] as [(String, [[String]])])
    func instructionShapes(instructions: String, steps: [[String]]) throws {
        let recipe = try Self.recipe("{\"@type\": \"Recipe\", \"name\": \"X\", \"recipeInstructions\": \(instructions)}")
        #expect(recipe.stepSections.map(\.lines) == steps)
    }

    @Test func entitiesTagsAndWhitespaceInStrings() throws {
        let recipe = try Self.recipe("""
            {"@type": "Recipe", "name": "Mom&amp;#39;s  <em>P&acirc;t&eacute;</em>",
             "recipeIngredient": ["&frac12;&nbsp;cup\\tbutter ", "1 &lt; 2 &#8211; &#x2014; &#150; &bogus; fish&chips"]}
            """)
        #expect(recipe.title == "Mom's Pâté")
        #expect(recipe.ingredientGroups.first?.lines == ["½ cup butter", "1 < 2 – — – &bogus; fish&chips"])
    }

    @Test func imagesAsURLObjectOrListAreMadeAbsolute() throws {
        // A path is resolved against the page's address; a scheme-relative address takes the
        // page's scheme (https); of a list, the first picture is the recipe's.
        for (image, absolute) in [("\"/img/a.jpg\"", "https://example.org/img/a.jpg"),
                                  ("{\"@type\": \"ImageObject\", \"url\": \"/img/a.jpg\"}", "https://example.org/img/a.jpg"),
                                  ("[\"//cdn.example.org/img/a.jpg\", \"b.jpg\"]", "https://cdn.example.org/img/a.jpg")] {
            let outcome = WebPageRecipes.fromHTML(Self.page("{\"@type\": \"Recipe\", \"name\": \"X\", \"image\": \(image)}",
                                                            head: "<link rel=\"canonical\" href=\"https://example.org/r/x\">"))
            let recipe = try #require(outcome.recipes.first)
            #expect(recipe.image == absolute, "\(image)")
            #expect(recipe.source == "https://example.org/r/x")
        }
    }

    @Test func brokenBlocksAreSkippedAndRawLineBreaksForgiven() throws {
        let html = Self.page("{\"@type\": \"Recipe\", \"name\": ") + Self.page("{\"@type\": \"Recipe\", \"name\": \"Two\nlines\"}")
        let outcome = WebPageRecipes.fromHTML(html)
        #expect(outcome.recipes.map(\.title) == ["Two lines"])
        #expect(WebPageRecipes.fromHTML(Self.page("[1, 2")).problem?.contains("broken JSON") == true)
        #expect(WebPageRecipes.fromJSON("{").problem == "this is broken JSON")
    }

    @Test func typesAreRecognisedInEverySpelling() throws {
        for type in ["\"Recipe\"", "[\"NewsArticle\", \"Recipe\"]", "\"http://schema.org/Recipe\"", "\"schema:Recipe\""] {
            #expect(WebPageRecipes.fromHTML(Self.page("{\"@type\": \(type), \"name\": \"X\"}")).recipes.count == 1)
        }
    }

    @Test func onlyWebPicturesAndRealDatesAreKept() throws {
        let recipe = try Self.recipe("{\"@type\": \"Recipe\", \"name\": \"X\", \"image\": \"data:image/png;base64,AAAA\", \"datePublished\": \"2023-02-30\"}")
        #expect(recipe.image == nil && recipe.date == nil)
        #expect(recipe.notImported == ["picture `data:image/png;base64,AAAA` (not a web address)"])
        // A relative picture on a saved page with no address of its own cannot be fetched either.
        #expect(try Self.recipe("{\"@type\": \"Recipe\", \"name\": \"X\", \"image\": \"/img/a.jpg\"}").image == nil)
    }

    @Test func essaysAndKeywordFloodsAreCut() throws {
        let essay = String(repeating: "word ", count: 400)
        let keywords = (1...40).map { "k\($0)" }.joined(separator: ", ")
        let recipe = try Self.recipe("{\"@type\": \"Recipe\", \"name\": \"X\", \"description\": \"\(essay)\", \"keywords\": \"\(keywords)\"}")
        #expect(recipe.description?.count ?? 0 <= 1_002)
        #expect(recipe.description?.hasSuffix("word …") == true)
        #expect(recipe.tags.count == 20 && recipe.tags.first == "k1")
        #expect(recipe.notImported == ["the rest of the description (over 1000 characters)", "20 more keywords"])
    }

    @Test func linksAreUnlinkedOnlyWhereAsked() {
        let body = "See [pasta](/pasta), [the sauce](sauce.md#top), [a site](https://example.org) and ![pic](/pix/a.webp)."
        let (text, removed) = MarkdownLinks.unlink(body) { MarkdownLinks.linkedSlug($0).map { $0 == "pasta" } ?? true }
        #expect(text == "See [pasta](/pasta), the sauce, [a site](https://example.org) and ![pic](/pix/a.webp).")
        #expect(removed == ["sauce.md#top"])
        #expect(MarkdownLinks.linkedSlug("../recipes/Pasta Sauce/index.html") == "pasta-sauce")
        #expect(MarkdownLinks.linkedSlug("#steps") == nil)
    }

    @Test func recipeWithoutNameTakesThePageTitle() throws {
        let outcome = WebPageRecipes.fromHTML(Self.page("{\"@type\": \"Recipe\"}", head: "<title>Aunt May&#39;s Stew</title>"))
        #expect(outcome.recipes.first?.title == "Aunt May's Stew")
    }

    /// The fuzzer's finding (FuzzJSONLD, 136 bytes, 1.7 s): a name that is a list of two
    /// references to the object it names was read as a tree, 2^32 paths. Each reference is now
    /// followed once in one field's reading: the recipe has no name it can be given, and a
    /// hundred levels of ten references each are as quick.
    @Test(.timeLimit(.minutes(1))) func referencesThatLoopOrFanOutAreFollowedOnce() throws {
        let finding = ##"{"@graph": [{"@type": "Recipe", "name": {"@id": "#n"}, "author": {"@id": "#n"}}, {"@id": "#n", "name": [{"@id": "#n"}, {"@id": "#n"}]}]}"##
        let clock = ContinuousClock()
        var elapsed = clock.measure { #expect(WebPageRecipes.fromJSON(finding).problem == "no recipe data (no schema.org Recipe in it)") }
        var graph = [##"{"@type": "Recipe", "name": "Fan", "author": {"@id": "#a0"}}"##]
        for level in 0..<100 {
            let next = Array(repeating: ##"{"@id": "#a\##(level + 1)"}"##, count: 10).joined(separator: ", ")
            graph.append(##"{"@id": "#a\##(level)", "@type": "Person", "name": [\##(next)]}"##)
        }
        elapsed += clock.measure {
            #expect(WebPageRecipes.fromJSON(##"{"@graph": [\##(graph.joined(separator: ", "))]}"##).recipes.map(\.author) == [nil])
        }
        // A hazard bound, not a benchmark: the tree would be 10^32 paths.
        #expect(elapsed < .seconds(10), "\(elapsed)")
    }

    /// Hazards: deep nesting, endless references and tag soup stay fast and never crash.
    @Test(.timeLimit(.minutes(1))) func hostilePagesStayFast() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        _ = WebPageRecipes.fromHTML(Self.page(deep))
        let cycle = "{\"@graph\": [{\"@id\": \"a\", \"@type\": \"Thing\", \"x\": {\"@id\": \"b\"}}, {\"@id\": \"b\", \"@type\": \"Thing\", \"x\": {\"@id\": \"a\"}}]}"
        #expect(WebPageRecipes.fromHTML(Self.page(cycle)).recipes.isEmpty)
        let soup = "<html>" + String(repeating: "<div><span itemscope itemprop=x>", count: 20_000) + String(repeating: "</b>", count: 20_000)
        #expect(WebPageRecipes.fromHTML(soup).recipes.isEmpty)
        let unclosed = "<html>" + String(repeating: "<script type=\"application/ld+json\">{", count: 5_000)
        #expect(WebPageRecipes.fromHTML(unclosed).recipes.isEmpty)
    }
}

@Suite struct YAMLTextTests {
    /// Whatever the text, what is written reads back as exactly that text.
    @Test(arguments: ["Banana Bread", "Yes", "no", "null", "~", "Salt: a story", "# not a comment", "- dash", "[x]",
                      "a, b", "\"quoted\"", "back\\slash", "tab\there", "line\nbreak", "\u{7}bell", " padded ", "ends:",
                      "4", "2021-03-11", "Mom's", "@home", "50% off", "Crème brûlée", "emoji 🍰", "\u{2028}", ""])
    func scalarsReadBack(text: String) throws {
        for written in [YAMLText.scalar(text), YAMLText.quoted(text), YAMLText.flowList([text, "x"])] {
            guard case .document(let node) = YAMLComposer.compose("key: \(written)\n", maximumDepth: 16),
                  case .mapping(let pairs, _) = node, let value = pairs.first?.value else {
                Issue.record("`\(written)` did not parse")
                continue
            }
            switch value {
            case .scalar(let scalar, _): #expect(scalar.string == text, "`\(written)`")
            case .sequence(let items, _): #expect(items.first?.scalar?.string == text, "`\(written)`")
            default: Issue.record("`\(written)` read as \(value)")
            }
        }
    }

    @Test func plainWhereAPersonWouldWriteIt() {
        #expect(YAMLText.scalar("Banana Bread") == "Banana Bread")
        #expect(YAMLText.scalar("4") == "4")
        #expect(YAMLText.scalar("Yes") == "\"Yes\"")
        #expect(YAMLText.flowList(["a", "b, c"]) == "[a, \"b, c\"]")
    }
}
