import Foundation
import Testing
import TestSupport

/// The benchmarks' generator (`Sources/RecipositoryBench/gen_corpus.py`, run by Python) makes
/// collections that check clean.
@Suite(.blocking, .serialized) struct GeneratedCorpusTests {
    @Test func generatedCorpusChecksClean() throws {
        let temp = try TemporaryFolder()
        let made = try Tool.run(RequiredTool.python(), [Fixtures.corpusGenerator.path, "40", temp.path("c40").path])
        try #require(made.status == 0, "\(made.stderr)")
        let result = try Executable.run(["check", temp.path("c40").path])
        #expect(result.status == 0, "\(result.stderr.suffix(2000))")
        #expect(result.stderr.contains("Checked 40 recipes"), "\(result.stderr.suffix(300))")
    }
}
