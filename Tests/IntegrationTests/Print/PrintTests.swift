import Foundation
import RecipositoryCore
import Testing
import TestSupport
@testable import RecipositorySite

/// Paper, checked in the PDFs that Chromium prints from the built cookbook (see PrintedSite).
@Suite(.blocking, .serialized) struct PrintTests {
    static let navigation = ["Skip to content", "Search", "E-mail", "Download for e-mail", "Share the recipe file",
                             "All recipes", "Atom feed", "Goes well with", "A−", "A+", "ready to print"]

    func printed() async throws -> PrintedSite { try await PrintedSite.shared.value }

    /// pdftotext joins a word broken at its hyphen over two lines and drops the hyphen, so words
    /// are compared without hyphens.
    static func unhyphenated(_ text: String) -> String { text.replacingOccurrences(of: "-", with: "") }

    @Test func everyPageIsPrintedOnTheRightPaper() async throws {
        let site = try await printed()
        #expect(site.documents.count == 2 * (site.recipes.count + 1 + site.categoryCookbooks.count))
        for (key, document) in site.documents {
            #expect(abs(document.width - key.paper.size.width) < 2 && abs(document.height - key.paper.size.height) < 2,
                    "\(key.path) on \(key.paper): \(document.width) x \(document.height)")
            #expect(document.pages >= 1 && document.pageTexts.count == document.pages, "\(key.path)")
        }
    }

    @Test func aRecipeOfUpTo15IngredientsAnd10StepsIsOnePage() async throws {
        let site = try await printed()
        var short = 0
        for recipe in site.recipes {
            for paper in PrintedSite.Paper.allCases {
                let document = try #require(site.documents[.init(path: PrintedSite.recipePath(recipe), paper: paper)])
                if recipe.ingredients.count <= 15 && recipe.steps.count <= 10 {
                    #expect(document.pages == 1, "\(recipe.slug) on \(paper): \(document.pages) pages")
                    short += 1
                }
                #expect(document.pages <= 3, "\(recipe.slug) on \(paper): \(document.pages) pages")
            }
        }
        #expect(short >= 40)   // most of the bundled recipes, on both papers
    }

    @Test func everyIngredientAndStepIsOnPaperAndNothingElseOfTheSite() async throws {
        let site = try await printed()
        for recipe in site.recipes {
            for paper in PrintedSite.Paper.allCases {
                let document = try #require(site.documents[.init(path: PrintedSite.recipePath(recipe), paper: paper)])
                let text = Self.unhyphenated(document.text)
                for words in recipe.ingredients.map(BuiltSite.words) + recipe.steps.map({ BuiltSite.collapsed($0.text) }) {
                    #expect(text.contains(Self.unhyphenated(words)), "\(recipe.slug) on \(paper) lacks: \(words)")
                }
                for word in Self.navigation + [site.siteTitle] {
                    #expect(!text.contains(word), "\(recipe.slug) on \(paper) shows `\(word)`")
                }
            }
        }
    }

    @Test func titleAndTimesAtTheTopSourceAndAddressAtTheFoot() async throws {
        let site = try await printed()
        for recipe in site.recipes {
            for paper in PrintedSite.Paper.allCases {
                let document = try #require(site.documents[.init(path: PrintedSite.recipePath(recipe), paper: paper)])
                // Above the ingredients: the title and every fact the recipe has.
                let body = try #require(document.top(of: "Ingredients"), "\(recipe.slug)")
                let titleWord = String(recipe.title.split(separator: " ").first ?? "")
                #expect((document.top(of: titleWord) ?? .infinity) < body, "\(recipe.slug): title not at the top")
                // A yield alone is what the recipe makes, and says so.
                let servingsLabel = recipe.yield != nil && recipe.yield == recipe.servings ? "MAKES" : "SERVINGS"
                let facts = [(servingsLabel, recipe.servings), ("PREP", recipe.prepMinutes), ("COOK", recipe.cookMinutes),
                             ("TOTAL", recipe.totalMinutes)] as [(String, Any?)]
                for (label, value) in facts where value != nil {
                    #expect((document.top(of: label) ?? .infinity) < body, "\(recipe.slug) on \(paper): \(label) not at the top")
                }
                let last = document.pageTexts.last ?? ""
                #expect(last.hasSuffix("recipes/\(recipe.slug)/index.html"), "\(recipe.slug): no address at the foot")
                if let source = recipe.source {
                    #expect(last.contains("Source: " + BuiltSite.collapsed(source)), "\(recipe.slug): no source")
                }
            }
        }
    }

    @Test func cookbooksHaveATitlePageContentsAndEachRecipeFromANewPage() async throws {
        let site = try await printed()
        let books = [(site.siteTitle, PrintedSite.cookbookPath, site.recipes)]
            + site.categoryCookbooks.map { ($0.name, $0.path, $0.recipes) }
        for (name, path, recipes) in books {
            for paper in PrintedSite.Paper.allCases {
                let book = try #require(site.documents[.init(path: path, paper: paper)])
                #expect(book.pages >= recipes.count + 2, "\(path) on \(paper)")
                #expect(book.pageTexts[0].contains(name) && !book.pageTexts[0].contains("Ingredients"), "\(path): title page")
                #expect(book.pageTexts[1].hasPrefix("Contents"), "\(path): contents")
                for recipe in recipes {
                    // A recipe's first page starts with its number, category and title.
                    let starts = book.pageTexts.filter { page in
                        page.first?.isNumber == true && page.prefix(200).contains(BuiltSite.collapsed(recipe.title))
                    }
                    #expect(starts.count == 1, "\(path) on \(paper): \(recipe.slug) does not start a page")
                    #expect(book.pageTexts[1].contains(BuiltSite.collapsed(recipe.title)), "\(path): \(recipe.slug) not in contents")
                    for words in recipe.ingredients.map(BuiltSite.words)
                    where !Self.unhyphenated(book.text).contains(Self.unhyphenated(words)) {
                        Issue.record("\(path) on \(paper) lacks \(recipe.slug)'s \(words)")
                    }
                }
                for word in Self.navigation { #expect(!book.text.contains(word), "\(path) shows `\(word)`") }
            }
        }
    }
}
