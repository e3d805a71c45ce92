import Testing
@testable import RecipositorySite

/// `FingerprintCache`: a key taken from the last build is the key the bytes hash to, the same
/// with or without the cache. Expected digests: Python's `hashlib.sha256` over each value written
/// as `Fingerprint` writes it (a text's length as a 64-bit little-endian number, then its UTF-8).
struct FingerprintCacheTests {
    static func key(_ path: String, cache: FingerprintCache?) -> String {
        var key = Fingerprint("unit", cache: cache)
        key.add(path)
        return key.value
    }

    @Test func aKeyIsTheSameWithOrWithoutTheCacheAndIsHashedOnce() {
        let pie = "97408f9848674ca28a3f5c85dfa17ad2c32ce7a3b4c05ff621c83bbad0e5017d"
        let tart = "34e215dc47c1863173ff3b210d0fd9c002d50cadbbf8d23ca1793272ed296c08"
        #expect(Self.key("recipes/pie/index.html", cache: nil) == pie)
        var number = Fingerprint("card")
        number.add(3)
        #expect(number.value == "27ecedbd207f2126354c5c93e84fae8ec4063f0ca9a6a5fb8b0abff809f39acb")

        let cache = FingerprintCache()
        cache.startBuild()
        #expect(Self.key("recipes/pie/index.html", cache: cache) == pie)
        #expect(cache.hashed == 1 && cache.taken == 0)
        cache.endBuild(complete: true)

        cache.startBuild()
        #expect(Self.key("recipes/pie/index.html", cache: cache) == pie)
        #expect(Self.key("recipes/tart/index.html", cache: cache) == tart)
        #expect(cache.taken == 1 && cache.hashed == 1)
        cache.endBuild(complete: true)

        // A build that worked out every key keeps only its own: the pie's, not asked for, goes.
        cache.startBuild()
        #expect(Self.key("recipes/tart/index.html", cache: cache) == tart)
        cache.endBuild(complete: true)
        cache.startBuild()
        #expect(Self.key("recipes/pie/index.html", cache: cache) == pie)
        #expect(cache.taken == 0 && cache.hashed == 1)
        // One that stopped early adds its keys to those kept.
        cache.endBuild(complete: false)
        cache.startBuild()
        #expect(Self.key("recipes/tart/index.html", cache: cache) == tart)
        #expect(Self.key("recipes/pie/index.html", cache: cache) == pie)
        #expect(cache.taken == 2 && cache.hashed == 0)
    }
}
