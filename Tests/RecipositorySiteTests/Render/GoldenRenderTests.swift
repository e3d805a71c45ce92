import Foundation
import TestSupport
import Testing
@testable import RecipositorySite

@Suite struct GoldenRenderTests {
    /// Every rendered file, byte for byte; the theme's assets are copied as they are, so they
    /// are only checked to be there.
    @Test func wholeSiteMatchesGoldenFiles() throws {
        let site = RenderedSite()
        #expect(site.diagnostics.isEmpty)
        let assets = site.files.filter { Theme.builtIn.assets[$0.key] != nil }
        #expect(Set(assets.keys) == Set(Theme.builtIn.assets.keys))
        try Golden.check(site.files.filter { assets[$0.key] == nil }, folder: RenderFixture.golden.appending(path: "private-site"))
    }

    @Test func renderingIsDeterministic() {
        let first = RenderFixture.renderer().render(RenderFixture.recipes)
        let second = RenderFixture.renderer().render(RenderFixture.recipes.reversed())
        #expect(first.files == second.files)
        #expect(first.diagnostics == second.diagnostics)
    }

    @Test func builtInThemeHasNoProblems() {
        #expect(Theme.builtInDiagnostics.isEmpty)
        #expect(Theme.builtIn.templateNames.contains("layout"))
        #expect(Theme.builtIn.assets["assets/style.css"] != nil)
    }
}
