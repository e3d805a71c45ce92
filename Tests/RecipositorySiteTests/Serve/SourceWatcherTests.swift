import Foundation
import Testing
import TestSupport
@testable import RecipositorySite

@Suite struct SourceWatcherTests {
    /// Polling has no events to tell a rebuild that a source was written while it read them: it
    /// looks at every file again, and one whose size or time differs from the look the rebuild was
    /// handed puts it off, three times in a row at most (a file written without end, a log).
    @Test func pollingPutsOffARebuildWhoseSourcesWereWrittenWhileItRead() throws {
        let temp = try TemporaryFolder("recipository-watcher")
        try temp.write("site/content/soup.md", "---\ntitle: Soup\n---\n")
        let watcher = SourceWatcher(layout: try SiteLayout.locate(temp.path("site").path), poll: true)
        #expect(watcher.mode == .polling)
        #expect(!watcher.sourcesWrittenWhileRead())

        let soup = try FileHandle(forWritingTo: temp.path("site/content/soup.md"))
        try soup.seekToEnd()
        try soup.write(contentsOf: Data("\nA pot of it.\n".utf8))
        try soup.close()
        #expect((0..<4).map { _ in watcher.sourcesWrittenWhileRead() } == [true, true, true, false])
    }
}
