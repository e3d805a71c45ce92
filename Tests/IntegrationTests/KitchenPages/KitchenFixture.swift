import Foundation
import TestSupport

/// The kitchen page tests' own headless Chromium (they change the window's size, colours and
/// text size, which the search page tests running beside them must not see), looking at the
/// search page fixture's built cookbook and server.
final class KitchenFixture: Sendable {
    static let shared = Result { try KitchenFixture() }

    let pages: SearchPageFixture
    let browser: HeadlessChromium
    let folder: URL

    private init() throws {
        pages = try SearchPageFixture.shared.get()
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("recipository-kitchen-" + Executable.repository.path.filter { $0.isLetter || $0.isNumber })
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        browser = try HeadlessChromium(profile: folder.appendingPathComponent("chromium-profile"))
    }

    var server: LocalWebServer { pages.server }
    var site: URL { pages.site }
}
