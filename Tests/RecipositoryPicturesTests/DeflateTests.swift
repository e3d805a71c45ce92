import Foundation
import Testing
@testable import RecipositoryPictures

/// `Deflate`: a large collection's recipe files held deflated come back as they were, byte for byte.
@Suite struct DeflateTests {
    /// A recipe file of the bundled cookbook, text of many repeated words, bytes that do not
    /// repeat, one byte, none: each inflates to itself.
    @Test func whatIsDeflatedInflatesToItself() throws {
        let recipe = try [UInt8](Data(contentsOf: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "content/recipes/mains/chana-masala.md")))
        var generator = SystemRandomNumberGenerator()
        let noise = (0..<5_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let repeated = Array(String(repeating: "1 cup flour, sifted\n", count: 400).utf8)
        for bytes in [recipe, repeated, noise, [0x41], []] {
            let packed = try #require(Deflate.compress(bytes))
            #expect(Deflate.inflate(packed, count: bytes.count) == bytes)
        }
        // Recipe text deflates to under two thirds of its size; repeated text to a sliver.
        #expect(try #require(Deflate.compress(recipe)).count * 3 < recipe.count * 2)
        #expect(try #require(Deflate.compress(repeated)).count * 20 < repeated.count)
    }

    /// Bytes that are not what `compress` made of `count` bytes are refused, not made up: too few
    /// asked, too many asked, a stream cut short, bytes that are no stream.
    @Test func whatIsNotTheStreamOfThatSizeIsRefused() throws {
        let text = Array(String(repeating: "Simmer the chickpeas for ten minutes. ", count: 50).utf8)
        let packed = try #require(Deflate.compress(text))
        #expect(Deflate.inflate(packed, count: text.count - 1) == nil)
        #expect(Deflate.inflate(packed, count: text.count + 1) == nil)
        #expect(Deflate.inflate(Array(packed.dropLast(4)), count: text.count) == nil)
        #expect(Deflate.inflate([0xFF, 0xFF, 0xFF, 0xFF], count: 4) == nil)
    }
}
