import Testing
@testable import RecipositorySite

@Suite struct ContentHashTests {
    func hash(_ text: String) -> UInt64 {
        var hash = ContentHash()
        hash.add(text)
        return hash.value
    }

    /// The published FNV-1a 64 test vectors: a boundary must not change from one version to the next.
    @Test func knownValues() {
        #expect(hash("") == 0xcbf2_9ce4_8422_2325)
        #expect(hash("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(hash("foobar") == 0x8594_4171_f739_67e8)
    }

    @Test func textHashesAsItsUTF8Bytes() {
        for text in ["crème brûlée", "親子丼", "🍽️", "a\r\nb", String(repeating: "x", count: 10_000)] {
            var bytes = ContentHash()
            bytes.add(Array(text.utf8))
            #expect(hash(text) == bytes.value)
        }
        var parts = ContentHash()
        parts.add("crème ")
        parts.add("brûlée")
        #expect(parts.value == hash("crème brûlée"))
    }
}
