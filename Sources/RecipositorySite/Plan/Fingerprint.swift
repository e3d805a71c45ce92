/// A SHA-256 over a sequence of values, each written with its length so that no two sequences
/// read the same: what an incremental build compares to tell whether an input changed (content,
/// never a file's date). The values are hashed as they are added, never gathered.
struct Fingerprint {
    private var hash = SHA256()

    init(_ kind: String) { add(kind) }

    mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            add(bytes.count)
            hash.add(UnsafeRawBufferPointer(bytes))
        }
    }

    mutating func add(_ data: [UInt8]) {
        add(data.count)
        hash.add(data)
    }

    mutating func add(_ number: Int) {
        withUnsafeBytes(of: Int64(number).littleEndian) { hash.add($0) }
    }

    var value: String {
        var hash = hash
        return Hex.lowercase(bytes: hash.finish())
    }
}
