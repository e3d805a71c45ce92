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

    /// inotify tells a name made, not how: a file made by opening it is waited for until it is
    /// closed after writing (up to 5 s), but a hard link (`ln`, `cp -l`) is a file written before
    /// under a new name, which nothing will close: it was held back the 5 s every time.
    @Test func aHardLinkIsAWholeFileAndAFileJustOpenedIsNot() throws {
        let temp = try TemporaryFolder("recipository-watcher")
        try temp.write("soup.md", "---\ntitle: Soup\n---\n")
        let opened = open(temp.path("stew.md").path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        try #require(opened >= 0)
        defer { close(opened) }
        #expect(SourceWatcher.made(temp.path("stew.md").path) == .file)

        #expect(link(temp.path("soup.md").path, temp.path("soup-again.md").path) == 0)
        #expect(SourceWatcher.made(temp.path("soup-again.md").path) == .linked)
        #expect(symlink("soup.md", temp.path("soup-link.md").path) == 0)
        #expect(SourceWatcher.made(temp.path("soup-link.md").path) == .other)
        #expect(SourceWatcher.made(temp.path("gone.md").path) == .other)
    }
}
