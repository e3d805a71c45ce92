import Foundation
import Testing

/// What the tests of `import` share: a site with an empty `content/recipes/` to import into,
/// the recipe files written there, and `recipository check` passing on the result.
public protocol ImportingTests {}

extension ImportingTests {
    public static func site() throws -> TemporaryFolder {
        let site = try TemporaryFolder("import")
        try FileManager.default.createDirectory(at: site.path("content/recipes"), withIntermediateDirectories: true)
        return site
    }

    public static func recipes(_ site: TemporaryFolder) -> [String: String] {
        TemporaryFolder.tree(site.path("content/recipes")).mapValues { String(decoding: $0, as: UTF8.self) }
    }

    public static func expectCheckPasses(_ site: TemporaryFolder, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let check = try Executable.run(["check", site.url.path])
        #expect(check.status == 0, "check failed:\n\(check.stdout)\(check.stderr)", sourceLocation: sourceLocation)
        #expect((check.stdout + check.stderr).contains(" 0 errors"), "\(check.stdout)\(check.stderr)", sourceLocation: sourceLocation)
    }
}
