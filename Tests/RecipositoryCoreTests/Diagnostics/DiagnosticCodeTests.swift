import Foundation
import TestSupport
import Testing
@testable import RecipositoryCore

/// The catalogue of codes is what `docs/diagnostics.md` documents, and every code in it is raised somewhere.
@Suite struct DiagnosticCodeTests {
    static let start = "<!-- codes: generated from DiagnosticCode.swift; RECORD_GOLDEN=1 swift test --filter DiagnosticCodeTests rewrites it -->\n"
    static let end = "<!-- end of codes -->\n"

    /// The page's table, row by row in the catalogue's order.
    static var table: String {
        "| code | severity | meaning |\n|---|---|---|\n"
            + DiagnosticCode.allCases.map { "| `\($0.rawValue)` | \($0.severity.rawValue) | \($0.meaning) |\n" }.joined()
    }

    @Test func documentedTableIsTheCatalogue() throws {
        let url = Fixtures.repository.appending(path: "docs/diagnostics.md")
        let page = try String(contentsOf: url, encoding: .utf8)
        let open = try #require(page.range(of: Self.start), "docs/diagnostics.md has no generated table of codes")
        let close = try #require(page.range(of: Self.end, range: open.upperBound..<page.endIndex))
        if Golden.isRecording {
            try Data((page[..<open.upperBound] + Self.table + page[close.lowerBound...]).utf8).write(to: url)
            Issue.record("Rewrote the table of codes in docs/diagnostics.md; run again without RECORD_GOLDEN.")
            return
        }
        #expect(String(page[open.upperBound..<close.lowerBound]) == Self.table)
    }

    @Test func codesAreKebabCaseAndOneLineEach() {
        for code in DiagnosticCode.allCases {
            #expect(code.rawValue.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(code)")
            #expect(!code.meaning.isEmpty && !code.meaning.contains("\n") && !code.meaning.contains("|"), "\(code)")
        }
    }

    /// A code nobody raises is a dead row in the table. Cases are named after their codes
    /// (`missing-title` is `.missingTitle`, `utf8` is `UTF8`), so the sources are searched for the name.
    @Test func everyCodeIsRaisedInTheSources() throws {
        let sources = Fixtures.repository.appending(path: "Sources")
        var text = ""
        let walker = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        for case let url as URL in walker where url.pathExtension == "swift" && url.lastPathComponent != "DiagnosticCode.swift" {
            text += try String(contentsOf: url, encoding: .utf8)
        }
        for code in DiagnosticCode.allCases {
            let words = code.rawValue.split(separator: "-").map(String.init)
            let name = words[0] + words.dropFirst().map { $0 == "utf8" ? "UTF8" : $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            #expect(text.contains(".\(name)"), "\(code.rawValue) is never raised")
        }
    }
}
