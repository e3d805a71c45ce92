import RecipositoryCore
import Testing
@testable import RecipositorySite

@Suite struct MailViewModelTests {
    /// `{{ingredientText}}` and `{{stepText}}` give the plain-text mail a theme gets by placing each
    /// line and step itself, as the default theme did before.
    @Test func textThemesPlacingEachLineGetTheSameMail() throws {
        let pairs = [
            ("{{ingredientText}}\n", "{{#textLines}}\n{{.}}\n{{/textLines}}\n"),
            ("\n{{stepText}}\n", "{{#steps}}\n\n{{paddedNumber}}. {{text}}\n{{/steps}}\n"),
        ]
        var text = try #require(DefaultThemeFiles.files["email.txt.mustache"])
        for (oneTag, section) in pairs {
            #expect(text.contains(oneTag))
            text = text.replacingOccurrences(of: oneTag, with: section)
        }
        let (theme, diagnostics) = Theme.make(overriding: ["email.txt.mustache": Array(text.utf8)], displayRoot: "T")
        #expect(diagnostics.isEmpty)
        let placingEach = RenderedSite(RenderFixture.renderer(theme: theme)), withValues = RenderedSite()
        for recipe in RenderFixture.recipes {
            for file in ["email.txt", "recipe.eml"] {
                let path = "recipes/\(recipe.slug)/\(file)"
                #expect(withValues.text(path) == placingEach.text(path), "\(path)")
            }
        }
        let pie = withValues.text("recipes/apple-pie/email.txt")
        #expect(pie.contains("\n1. "))
        #expect(pie.contains("\n\n2. "))
    }
}
