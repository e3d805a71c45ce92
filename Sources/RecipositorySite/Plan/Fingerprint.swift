/// A SHA-256 over a sequence of values, each written with its length so that no two sequences
/// read the same: what an incremental build compares to tell whether an input changed (content,
/// never a file's date).
struct Fingerprint {
    private var bytes: [UInt8] = []

    init(_ kind: String) { add(kind) }

    mutating func add(_ text: String) { add(Array(text.utf8)) }

    mutating func add(_ data: [UInt8]) {
        add(data.count)
        bytes += data
    }

    mutating func add(_ number: Int) {
        withUnsafeBytes(of: Int64(number).littleEndian) { bytes += $0 }
    }

    var value: String { SHA256.digest(bytes: bytes).map { Hex.lowercase(UInt64($0), digits: 2) }.joined() }
}
