import Foundation
import RecipositoryCore
import TestSupport
@testable import RecipositorySite

/// The bundled cookbook built, then every recipe page and every cookbook printed to PDF on A4 and
/// on US Letter by headless Chromium (`Fixtures/print/print_to_pdf.py`), and read back with
/// poppler's `pdfinfo` and `pdftotext`. Made once for all print tests; the files are removed.
struct PrintedSite: Sendable {
    enum Paper: String, CaseIterable, Sendable {
        case a4, letter

        /// Points, as pdfinfo reports them.
        var size: (width: Double, height: Double) { self == .a4 ? (595.9, 841.9) : (612, 792) }
    }

    struct Document: Sendable {
        var pages: Int
        var width: Double
        var height: Double
        /// Each page's text, whitespace collapsed.
        var pageTexts: [String]
        /// The first page's words with their distance from the top, to tell what is above what.
        var firstPageWords: [(word: String, top: Double)]
        var text: String { pageTexts.joined(separator: " ") }

        /// The top of the first word equal to `word` on the first page.
        func top(of word: String) -> Double? { firstPageWords.first { $0.word == word }?.top }
    }

    /// A printed page: the site path of the HTML page and the paper.
    struct Key: Hashable, Sendable {
        var path: String
        var paper: Paper
    }

    let recipes: [Recipe]
    let siteTitle: String
    /// Category cookbooks by category name, with their site paths.
    let categoryCookbooks: [(name: String, path: String, recipes: [Recipe])]
    let documents: [Key: Document]
    let seconds: Double

    /// Printed once, off the test pool, for every print test.
    static let shared = Task { try await OffThread.run { try PrintedSite() } }

    static func recipePath(_ recipe: Recipe) -> String { "recipes/\(recipe.slug)/index.html" }
    static let cookbookPath = "cookbook/index.html"

    init() throws {
        let python = try RequiredTool.python()
        _ = try RequiredTool.chromium()
        _ = try RequiredTool.path("pdftotext", package: "poppler-utils")
        let site = try BuiltSite()
        defer { site.remove() }
        let catalog = SiteCatalog(site.recipes)
        recipes = catalog.recipes
        siteTitle = try Pipeline.check(BuiltSite.repository.path).config.title
        categoryCookbooks = catalog.terms(.category).map { ($0.name, "cookbook/\($0.slug)/index.html", Array($0.recipes)) }
        let pages = recipes.map(Self.recipePath) + [Self.cookbookPath] + categoryCookbooks.map(\.path)
        let pdfs = site.folder.appending(path: "pdf")
        try FileManager.default.createDirectory(at: pdfs, withIntermediateDirectories: true)
        var jobs: [[String: String]] = []
        var outputs: [Key: URL] = [:]
        for path in pages {
            for paper in Paper.allCases {
                let out = pdfs.appending(path: "\(outputs.count).pdf")
                outputs[Key(path: path, paper: paper)] = out
                jobs.append(["url": site.url(path).absoluteString, "out": out.path, "paper": paper.rawValue])
            }
        }
        let jobFile = site.folder.appending(path: "jobs.json")
        try JSONSerialization.data(withJSONObject: jobs).write(to: jobFile)
        let start = Date()
        let run = try Tool.run(python, [Self.printer, jobFile.path])
        guard run.status == 0 else { throw SiteError(path: Self.printer, reason: "printing failed: \(run.stderr)") }
        seconds = Date().timeIntervalSince(start)
        let printed = outputs.map { ($0.key, $0.value) }
        let read = printed.parallelMap(itemsPerTask: 1) { _, pdf in Result { try Self.read(pdf) } }
        documents = Dictionary(uniqueKeysWithValues: try zip(printed, read).map { ($0.0, try $1.get()) })
    }
}

private extension PrintedSite {
    static let printer = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/print/print_to_pdf.py").path

    static func read(_ pdf: URL) throws -> Document {
        let info = try Tool.run("pdfinfo", [pdf.path]).stdout
        func value(_ name: String) -> String {
            info.split(separator: "\n").first { $0.hasPrefix(name + ":") }.map { String($0.dropFirst(name.count + 1)) } ?? ""
        }
        let size = value("Page size").split(separator: " ").compactMap { Double($0) }
        let text = try Tool.run("pdftotext", ["-enc", "UTF-8", pdf.path, "-"]).stdout
        var pages = text.components(separatedBy: "\u{0C}").map(BuiltSite.collapsed)
        if pages.last == "" { pages.removeLast() }
        let boxes = try Tool.run("pdftotext", ["-enc", "UTF-8", "-bbox", "-f", "1", "-l", "1", pdf.path, "-"]).stdout
        return Document(pages: Int(value("Pages").trimmingCharacters(in: .whitespaces)) ?? 0,
                        width: size.first ?? 0, height: size.count > 1 ? size[1] : 0, pageTexts: pages,
                        firstPageWords: words(boxes))
    }

    /// `<word xMin=".." yMin="34.1" ...>BREAKFAST</word>` lines of `pdftotext -bbox`.
    static func words(_ html: String) -> [(word: String, top: Double)] {
        html.split(separator: "\n").compactMap { line in
            guard let y = line.range(of: "yMin=\""), let open = line.range(of: "\">", range: y.upperBound..<line.endIndex),
                  let close = line.range(of: "</word>") else { return nil }
            let top = Double(line[y.upperBound...].prefix { $0 != "\"" }) ?? 0
            return (InlineHTMLText.plain(String(line[open.upperBound..<close.lowerBound])), top)
        }
    }
}
