import Foundation

/// The keys a long-lived process (`serve`) worked out in its last build, by the exact bytes each
/// hashed (`Fingerprint` with a cache gathers its values instead of hashing them as they come):
/// a key whose bytes are the same is taken, not hashed again. SHA-256 over every page, article
/// and card of 10,000 recipes, and over every recipe file, was most of the plan stage's keys on
/// each save; comparing the bytes (Swift's hasher, then memcmp) costs a fraction of it. Equal
/// bytes, equal key: what a build without the cache works out is the same. Only the last build's
/// keys are kept (`next` becomes the kept ones), so it holds one build's worth: at 10,000 recipes
/// about 50 MB, most of it the recipe files' bytes.
final class FingerprintCache: @unchecked Sendable {
    /// A key's bytes, hashed and compared whole.
    /// Hashed once, when made: each is looked up two or three times.
    struct Bytes: Hashable, @unchecked Sendable {
        let bytes: [UInt8]
        let hash: Int

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            var hasher = Hasher()
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
            hash = hasher.finalize()
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(hash)
        }

        static func == (a: Bytes, b: Bytes) -> Bool {
            a.hash == b.hash && a.bytes.count == b.bytes.count
                && a.bytes.withUnsafeBytes { x in b.bytes.withUnsafeBytes { y in x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 } }
        }
    }

    private let lock = NSLock()
    /// Changed only between builds (`startBuild`, `endBuild`), so a build's threads read it without
    /// the lock: two locks a key, on every core at once, were 3.6% of a 10,000-recipe save.
    private var kept: [Bytes: String] = [:]
    private var next: [Bytes: String] = [:]
    /// How many keys the last build took from the cache, and how many it hashed: what the tests check.
    private(set) var taken = 0
    private(set) var hashed = 0

    /// The SHA-256 of `bytes`, as `Fingerprint.value` writes it, from the last build when it had these bytes.
    func value(_ bytes: [UInt8]) -> String {
        let key = Bytes(bytes)
        let last = kept[key]
        if let known = lock.withLock({ () -> String? in
            guard let known = last ?? next[key] else { return nil }
            next[key] = known
            taken += 1
            return known
        }) {
            return known
        }
        var hash = SHA256()
        hash.add(bytes)
        let value = Hex.lowercase(bytes: hash.finish())
        lock.withLock {
            next[key] = value
            hashed += 1
        }
        return value
    }

    /// A build is over. One that worked out every key (`complete`) leaves its keys as the ones
    /// kept for the next, the others let go; one that stopped before (nothing changed, an error)
    /// adds its keys to those kept.
    func endBuild(complete: Bool) {
        lock.withLock {
            if complete {
                retired = kept
                (kept, next) = (next, [:])
            } else {
                kept.merge(next) { _, new in new }
                next = [:]
            }
        }
    }

    /// The keys the last build replaced, let go only when `letGo` is called: freeing some 90,000
    /// of them was 2% of a save at 10,000 recipes, spent before the pages were told to reload.
    private var retired: [Bytes: String] = [:]

    /// Frees the keys the last build replaced (`serve` calls it once the pages are told to reload).
    func letGo() {
        let old = lock.withLock { () -> [Bytes: String] in
            defer { retired = [:] }
            return retired
        }
        _ = old
    }

    /// Starts counting a build's keys.
    func startBuild() {
        lock.withLock {
            (taken, hashed) = (0, 0)
            next.reserveCapacity(kept.count)
        }
    }
}
