import Foundation
import Testing
import TestSupport
@testable import RecipositorySite

/// `PartSink` keeping its parts in memory (`serve`), started from the last build's: a part used
/// again is where it was, not copied; the file put in place reads back as every part of this build.
struct PartSinkTests {
    static func part(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func theLastBuildsPartsAreKeptWhereTheyAreAndPackedWhenMostlyUnused() throws {
        let temp = try TemporaryFolder()
        let location = temp.path("record.cache")
        let last = KeptParts(articles: [:], cards: [:], bytes: Self.part("<li>Pie</li><li>Tart</li>"),
                             ranges: ["pie": 0..<12, "tart": 12..<25])
        let sink = PartSink(beside: location, keepingBytes: true, startingFrom: last)
        sink.add("pie", Self.part("<li>Pie</li>"))
        sink.add("soup", Self.part("<li>Soup</li>"))
        var wanted = KeptParts()
        wanted.cards = ["": ["pie", "soup", "tart"]]
        sink.complete(wanted)
        let placed = sink.placed
        #expect(placed.ranges == ["pie": 0..<12, "tart": 12..<25, "soup": 25..<38] && placed.size == 38)
        #expect(sink.store(at: location) != nil)
        let read = try #require(FileManager.default.contents(atPath: BuildCache.partsLocation(location).path))
        let kept = KeptParts(bytes: Array(read), ranges: placed.ranges)
        #expect(kept.part("soup") == Self.part("<li>Soup</li>") && kept.part("tart") == Self.part("<li>Tart</li>"))
        #expect(sink.keptParts?.part("pie") == Self.part("<li>Pie</li>"))

        // A build that uses one small part of a large store packs it.
        let large = KeptParts(bytes: Array(repeating: 65, count: 3 << 20) + Self.part("<li>Pie</li>"), ranges: ["old": 0..<(3 << 20), "pie": (3 << 20)..<((3 << 20) + 12)])
        let next = PartSink(beside: temp.path("second.cache"), keepingBytes: true, startingFrom: large)
        var only = KeptParts()
        only.cards = ["": ["pie"]]
        next.complete(only)
        #expect(next.placed.ranges == ["pie": 0..<12] && next.placed.size == 12)
        #expect(next.keptParts?.part("pie") == Self.part("<li>Pie</li>"))
    }
}
