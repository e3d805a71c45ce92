import Foundation

/// Places in the repository that every test target reads in place (through `#filePath`, not a
/// bundle copy, so golden files re-record into the repository and a fresh clone has them all).
public enum Fixtures {
    /// `Tests/Fixtures`, the fixtures shared by every test target.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures", directoryHint: .isDirectory)

    /// The repository: its `content/` is the bundled family cookbook.
    public static let repository = root.deletingLastPathComponent().deletingLastPathComponent()

    /// A sample of based.cooking (Unlicense, `LICENSE.md` beside it): a site whose recipes sit
    /// at the top of `content/` and whose pictures are in `static/pix/`.
    public static let basedCooking = root.appending(path: "based-cooking", directoryHint: .isDirectory)

    /// Pictures made for the picture tests (`pictures/phone.jpg`: a photo with a phone's EXIF,
    /// GPS position included), with the script that made them.
    public static let pictures = root.appending(path: "pictures", directoryHint: .isDirectory)

    /// The official Mustache specification's tests (`mustache-spec/README.md`: licence, commits).
    public static let mustacheSpec = root.appending(path: "mustache-spec", directoryHint: .isDirectory)

    /// The synthetic corpus generator the benchmarks use.
    public static let corpusGenerator = repository.appending(path: "Sources/RecipositoryBench/gen_corpus.py")

    /// The benchmark of issue 28's byte budgets in Chromium (`recipository-bench budgets` runs it).
    public static let budgetBench = repository.appending(path: "Sources/RecipositoryBench/budget_bench.py")

    /// Every recipe file of the based.cooking sample and of the bundled cookbook, with its text: what the
    /// tests that hold a fast path to the plain one run over.
    public static func recipeTexts() throws -> [(file: URL, text: String)] {
        try [basedCooking.appending(path: "content"), repository.appending(path: "content")].flatMap { folder in
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
            return try files.filter { $0.pathExtension == "md" }.map { ($0, try String(contentsOf: $0, encoding: .utf8)) }
        }
    }
}

