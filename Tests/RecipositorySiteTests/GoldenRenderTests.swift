import Foundation
import Testing
@testable import RecipositorySite

@Suite struct GoldenRenderTests {
    @Test func wholeSiteMatchesGoldenFiles() throws {
        let site = RenderedSite()
        #expect(site.diagnostics.isEmpty)
        try GoldenFiles.assertMatches(site.files, golden: "private-site")
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

    /// Set RENDER_OUT=/some/dir to look at the fixture site in a browser.
    @Test func writesSiteWhenAsked() throws {
        guard let out = ProcessInfo.processInfo.environment["RENDER_OUT"] else { return }
        try RenderedSite().write(to: URL(fileURLWithPath: out))
        var publicConfig = RenderFixture.config
        publicConfig.isPrivate = false
        try RenderedSite(RenderFixture.renderer(config: publicConfig)).write(to: URL(fileURLWithPath: out + "-public"))
    }
}
