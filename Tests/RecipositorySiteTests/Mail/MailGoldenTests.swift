import Foundation
import TestSupport
import Testing
@testable import RecipositorySite

/// The three mail files of the fixture's apple pie, byte for byte, with and without a base URL
/// (`Fixtures/render/golden/mail/`; `RECORD_GOLDEN=1` re-records, a missing file fails).
@Suite struct MailGoldenTests {
    @Test func mailOutputsMatchGoldenFiles() throws {
        var files: [String: [UInt8]] = [:]
        for (name, baseURL) in [("with-base-url", RenderFixture.config.baseURL), ("without-base-url", nil)] {
            var config = RenderFixture.config
            config.baseURL = baseURL
            let site = RenderedSite(RenderFixture.renderer(config: config))
            for file in ["email.html", "email.txt", "recipe.eml"] {
                files["\(name)/\(file)"] = site.files["recipes/apple-pie/\(file)"] ?? []
            }
        }
        try Golden.check(files, folder: RenderFixture.golden.appending(path: "mail"))
    }
}
