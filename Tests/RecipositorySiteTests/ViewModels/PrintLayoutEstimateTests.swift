import RecipositoryCore
import RecipositoryMarkdown
import Testing
@testable import RecipositorySite

@Suite struct PrintLayoutEstimateTests {
    /// Long steps and no ingredients: notes fit beside the steps, in order, until one does not.
    func recipe(steps: Int, notes: [FreeSection]) -> Recipe {
        var recipe = Recipe(sourcePath: "content/recipes/pie.md", slug: "pie", title: "Pie")
        recipe.stepSections = [StepSection(title: nil, steps: Array(repeating: Step(text: String(repeating: "Stir well. ", count: 10)), count: steps))]
        recipe.sections = notes
        return recipe
    }

    /// A note of Markdown blocks, as the model keeps one.
    func note(_ title: String, _ markdown: String) -> FreeSection {
        let blocks = Markdown.parse(markdown).root.children
        return FreeSection(title: title, markdown: MarkdownPart(pieces: blocks.map { .block($0) }),
                           text: blocks.map(Markdown.plainText).joined())
    }

    var tip: FreeSection { note("Tip", "Serve warm.") }

    @Test func shortNotesGoBesideLongSteps() {
        #expect(PrintLayoutEstimate.notesBeside(recipe(steps: 12, notes: [tip, tip])) == 2)
        #expect(PrintLayoutEstimate.notesBeside(recipe(steps: 0, notes: [tip, tip])) == 0)
    }

    @Test func aTableAndWhatFollowsItGoBelow() {
        let table = note("Weights", "| g |\n|---|\n| 1 |\n")
        #expect(PrintLayoutEstimate.notesBeside(recipe(steps: 12, notes: [tip, table, tip])) == 1)
        let escaped = note("Markup", "`<table>` is a tag")
        #expect(PrintLayoutEstimate.notesBeside(recipe(steps: 12, notes: [escaped])) == 1)
    }
}
