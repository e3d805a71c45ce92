import RecipositoryCore
import TestSupport
@testable import RecipositorySite

extension BuiltSite {
    /// An ingredient line's words as a reader sees them (Markdown and markup gone), to find on
    /// paper and in mail.
    static func words(of ingredient: Ingredient) -> String {
        let html = PartHTML(rootPrefix: "", routes: Routes(OutputFormat.defaults), imageSize: { _ in nil }).html(ingredient.markdown)
        return collapsed(html.isEmpty ? ingredient.text : InlineHTMLText.plain(html))
    }
}
