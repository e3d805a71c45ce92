import Foundation
import Testing
@testable import RecipositorySite

/// Where `build` refuses to write, each with its exact sentence. Checked by `checkSafe` alone,
/// which only looks: a test that ran a build into `/etc` with `--force` would move `/etc` aside
/// if the refusal ever broke.
@Suite struct OutputRefusalTests {
    static func reason(_ output: String, site: URL, force: Bool = false) -> String? {
        do {
            let url = output.hasPrefix("/") ? URL(fileURLWithPath: output) : site.appendingPathComponent(output)
            try SiteWriter(output: url, force: force).checkSafe(site: SiteLayout(root: site))
            return nil
        } catch let error as SiteError {
            return error.reason
        } catch {
            return "\(error)"
        }
    }

    @Test func theSiteItsSourcesTheHomeFolderAndTheDiskAreRefused() throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("refusals-\(UUID().uuidString)").resolvingSymlinksInPath()
        defer { try? manager.removeItem(at: root) }
        let site = root.appendingPathComponent("site")
        try manager.createDirectory(at: site.appendingPathComponent("content/recipes"), withIntermediateDirectories: true)
        let home = manager.homeDirectoryForCurrentUser.resolvingSymlinksInPath().path
        let holds = "refusing to build into this folder. This folder holds the site's own files"
        let inside = "refusing to build into this folder. This folder is inside the site's sources"
        let expected: [(String, String)] = [
            (".", "\(holds) (\(site.path)); building here would delete them. Choose another --output."),
            ("content", "\(holds) (\(site.path)/content); building here would delete them. Choose another --output."),
            ("..", "\(holds) (\(site.path)); building here would delete them. Choose another --output."),
            ("/", "refusing to build into this folder. This would replace the whole disk. Choose another --output."),
            (home, "refusing to build into this folder. This would replace your home folder. Choose another --output."),
            ("content/out", "\(inside) (\(site.path)/content); the next build would read the site back into itself. Choose another --output."),
            ("static/site", "\(inside) (\(site.path)/static); the next build would read the site back into itself. Choose another --output."),
            ("Templates/public", "\(inside) (\(site.path)/Templates); the next build would read the site back into itself. Choose another --output."),
        ]
        for (output, reason) in expected {
            #expect(Self.reason(output, site: site) == reason, "\(output)")
            #expect(Self.reason(output, site: site, force: true) == reason, "\(output) with --force")
        }
    }

    /// A folder of the user's own is refused, and `--force` moves it aside; but not a folder at
    /// the top of the disk (`/etc`, `/usr`): moved aside, the system would break.
    @Test func systemFoldersAreRefusedEvenWithForce() throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("refusals-\(UUID().uuidString)").resolvingSymlinksInPath()
        defer { try? manager.removeItem(at: root) }
        let site = root.appendingPathComponent("site"), docs = root.appendingPathComponent("docs")
        try manager.createDirectory(at: site.appendingPathComponent("content/recipes"), withIntermediateDirectories: true)
        try manager.createDirectory(at: docs, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: docs.appendingPathComponent("thesis.txt"))
        #expect(Self.reason(docs.path, site: site) == "refusing to build here: this folder has files that a build did not make "
            + "(it has no .recipository-site), and building would replace them all. Choose an empty or new folder with --output, "
            + "or add --force to move this folder aside to docs.previous and build here.")
        #expect(Self.reason(docs.path, site: site, force: true) == nil)
        for system in ["/etc", "/usr"] {
            for force in [false, true] {
                #expect(Self.reason(system, site: site, force: force) == "refusing to build here: this is one of the system's own folders, "
                    + "and it has files that a build did not make; not even --force moves it aside. Choose an empty or new folder with --output.")
            }
        }
    }
}
