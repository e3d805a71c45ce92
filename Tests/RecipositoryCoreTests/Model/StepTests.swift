import Foundation
import RecipositoryMarkdown
import Testing
@testable import RecipositoryCore

/// A step with markup (a link, emphasis, code) has cmark's plain text of its paragraph as its words,
/// made when they are first read (`Step.init(wordsOf:location:)`), not as the step is modelled.
@Suite struct StepTests {
    static let recipe = """
        ---
        title: Pancakes
        ---
        ## Ingredients

        - 1 egg

        ## Steps

        1. Get your *mise en place* ready.
        2. Whisk in the `flour` until **smooth**.
        3. Serve with [Maple Butter](/recipes/maple-butter/).
        4. Fry in batches, *gently*.

        ![A pan of pancakes](pan.jpg)
        """

    @Test func aStepWithMarkupHasItsWordsWithoutTheMarkup() throws {
        let (recipe, _) = buildRecipe(Self.recipe, contentFiles: ["recipes/pan.jpg"])
        let steps = try #require(recipe?.steps)
        // What a reader of the page reads, the markup gone.
        #expect(steps.map(\.text) == ["Get your mise en place ready.", "Whisk in the flour until smooth.",
                                      "Serve with Maple Butter.", "Fry in batches, gently."])
    }

    /// cmark's own plain text of each step's paragraph, as the model stage made it before.
    @Test func itsWordsAreCmarksPlainTextOfItsParagraph() throws {
        let (recipe, _) = buildRecipe(Self.recipe, contentFiles: ["recipes/pan.jpg"])
        let steps = try #require(recipe?.steps)
        let list = try #require(Markdown.parse(Self.recipe).root.children.first { if case .list(true, _, _) = $0.kind { true } else { false } })
        let cmark = list.children.map { Markdown.plainText($0.children[0]).trimmingSpaces }
        #expect(steps.map(\.text) == cmark)
    }

    /// The picture after the last step joins its Markdown, not its words.
    @Test func aPictureAfterTheStepIsNotInItsWords() throws {
        let (recipe, _) = buildRecipe(Self.recipe, contentFiles: ["recipes/pan.jpg"])
        let last = try #require(recipe?.steps.last)
        #expect(last.text == "Fry in batches, gently.")
        #expect(htmlAsWritten(last.markdown).contains("pan.jpg"))
    }

    @Test func aStepIsEqualToTheSameStepWithItsWordsGiven() throws {
        let (recipe, _) = buildRecipe(Self.recipe, contentFiles: ["recipes/pan.jpg"])
        for step in try #require(recipe?.steps) {
            let given = Step(text: "" + step.text, markdown: step.markdown, location: step.location)
            #expect(given == step)
            #expect(given.hashValue == step.hashValue)
            var other = step
            other.text = "Something else."
            #expect(other != step)
        }
    }

    /// Every core may ask a step for its words first: each gets the same words.
    @Test func everyCoreReadsTheSameWords() throws {
        let (recipe, _) = buildRecipe(Self.recipe, contentFiles: ["recipes/pan.jpg"])
        let step = try #require(recipe?.steps.first)
        let words = Mutexed()
        DispatchQueue.concurrentPerform(iterations: 64) { _ in words.add(step.text) }
        #expect(words.all == Array(repeating: "Get your mise en place ready.", count: 64))
    }
}

private final class Mutexed: @unchecked Sendable {
    private let lock = NSLock()
    private var words: [String] = []
    func add(_ text: String) { lock.withLock { words.append(text) } }
    var all: [String] { lock.withLock { words } }
}
