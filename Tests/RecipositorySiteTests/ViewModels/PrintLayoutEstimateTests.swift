import RecipositoryCore
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

    let tip = FreeSection(title: "Tip", html: "<p>Serve warm.</p>\n", text: "Serve warm.")

    @Test func shortNotesGoBesideLongSteps() {
        #expect(PrintLayoutEstimate.notesBeside(recipe(steps: 12, notes: [tip, tip])) == 2)
        #expect(PrintLayoutEstimate.notesBeside(recipe(steps: 0, notes: [tip, tip])) == 0)
    }

    @Test func aTableAndWhatFollowsItGoBelow() {
        let table = FreeSection(title: "Weights", html: "<table>\n<tr><td>1</td></tr>\n</table>\n", text: "1")
        #expect(PrintLayoutEstimate.notesBeside(recipe(steps: 12, notes: [tip, table, tip])) == 1)
        let escaped = FreeSection(title: "Markup", html: "<p>&lt;table&gt; is a tag</p>\n", text: "<table> is a tag")
        #expect(PrintLayoutEstimate.notesBeside(recipe(steps: 12, notes: [escaped])) == 1)
    }
}
