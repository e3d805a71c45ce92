/// A SHA-256 over a sequence of values, each written with its length so that no two sequences
/// read the same: what an incremental build compares to tell whether an input changed (content,
/// never a file's date). The values are hashed as they are added, never gathered; with a `cache`
/// (a long-lived process's, `FingerprintCache`) they are gathered, and hashed only when the last
/// build did not hash the same bytes.
struct Fingerprint {
    private var hash = SHA256()
    private var gathered: [UInt8] = []
    private let cache: FingerprintCache?

    init(_ kind: String, cache: FingerprintCache? = nil) {
        self.cache = cache
        add(kind)
    }

    mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            add(bytes.count)
            add(UnsafeRawBufferPointer(bytes))
        }
    }

    mutating func add(_ data: [UInt8]) {
        add(data.count)
        data.withUnsafeBytes { add($0) }
    }

    mutating func add(_ number: Int) {
        withUnsafeBytes(of: Int64(number).littleEndian) { add($0) }
    }

    private mutating func add(_ bytes: UnsafeRawBufferPointer) {
        if cache == nil { hash.add(bytes) } else { gathered.append(contentsOf: bytes) }
    }

    var value: String {
        if let cache { return cache.value(gathered) }
        var hash = hash
        return Hex.lowercase(bytes: hash.finish())
    }
}
