import Foundation
import Testing
@testable import RecipositorySite

/// The build record's reader splits lines and fields with `memchr` (`BuildCache.split`); the
/// record's round trip is `IncrementalBuildTests.theRecordReadsBackAsItWasWritten`.
@Suite struct BuildCacheTests {
    /// Every split of bytes made of tabs, line breaks and letters, from none to 40, whole and as a
    /// slice of a longer array, is the one Swift's own `split` makes, empty parts included.
    @Test func splitsAsSwiftsSplitDoes() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [UInt8] = [9, 10, UInt8(ascii: "a"), UInt8(ascii: "%")]
        var cases: [[UInt8]] = [[], [9], [10], [9, 9], [10, 10], [UInt8(ascii: "a")], [9, UInt8(ascii: "a"), 9]]
        for _ in 0..<2_000 {
            cases.append((0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
        }
        for bytes in cases {
            for separator: UInt8 in [9, 10] {
                let plain = bytes.split(separator: separator, omittingEmptySubsequences: false).map(Array.init)
                var parts: [ArraySlice<UInt8>] = []
                BuildCache.split(bytes[...], at: separator, into: &parts)
                #expect(parts.map(Array.init) == plain, "\(bytes)")
                // A slice that starts and ends inside a longer array: its own bytes only.
                let longer = [separator, UInt8(ascii: "b")] + bytes + [UInt8(ascii: "c"), separator]
                var sliced: [ArraySlice<UInt8>] = []
                BuildCache.split(longer[2..<(2 + bytes.count)], at: separator, into: &sliced)
                #expect(sliced.map(Array.init) == plain, "\(bytes) as a slice")
            }
        }
    }
}
