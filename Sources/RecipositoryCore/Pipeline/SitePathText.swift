/// Byte-level helpers for the link and image paths of nearly every recipe, which are plain ASCII.
/// There a `Character` is one byte (CR LF aside, which paths never hold), so byte searches answer
/// exactly what the `Character` searches they replace answer, without grapheme breaking on every
/// step. Callers keep the `Character` code for anything else.
extension String {
    var isASCII: Bool {
        utf8.withContiguousStorageIfAvailable { bytes in !bytes.contains { $0 >= 0x80 } } ?? utf8.allSatisfy { $0 < 0x80 }
    }

    /// The index of the first `byte` (an ASCII byte) in the text.
    func firstIndex(ofASCII byte: UInt8) -> String.Index? {
        let offset = utf8.withContiguousStorageIfAvailable { $0.firstOffset(of: byte) } ?? utf8.firstIndex(of: byte).map {
            utf8.distance(from: utf8.startIndex, to: $0)
        }
        return offset.map { utf8.index(utf8.startIndex, offsetBy: $0) }
    }

    /// The text itself when it is an ASCII path that `SiteIndex.normalize` would return unchanged;
    /// nil when it is not ASCII or has anything to fold (empty, `.` or `..` parts).
    var alreadyNormalizedASCIIPath: String? {
        var partStart = 0
        var offset = 0
        var ok = true
        utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes {
                if byte >= 0x80 { ok = false }
                if byte == UInt8(ascii: "/") {
                    ok = ok && Self.isPlainPart(bytes, partStart..<offset)
                    partStart = offset + 1
                }
                offset += 1
            }
            // The last part may be empty (a trailing `/`) unless it is the only one.
            let last = partStart..<bytes.count
            ok = ok && (last.isEmpty ? partStart > 0 || bytes.isEmpty : Self.isPlainPart(bytes, last))
        } ?? { ok = false }()
        return ok ? self : nil
    }

    private static func isPlainPart(_ bytes: UnsafeBufferPointer<UInt8>, _ part: Range<Int>) -> Bool {
        switch part.count {
        case 0: return false
        case 1: return bytes[part.lowerBound] != UInt8(ascii: ".")
        case 2: return !(bytes[part.lowerBound] == UInt8(ascii: ".") && bytes[part.lowerBound + 1] == UInt8(ascii: "."))
        default: return true
        }
    }

    /// The folder part of an ASCII content path whose parts are all non-empty (`recipes/x.md` → `recipes`).
    var asciiFolder: String? {
        guard let path = alreadyNormalizedASCIIPath, !path.utf8.isEmpty, path.utf8.last != UInt8(ascii: "/") else { return nil }
        let bytes = Array(path.utf8)
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(decoding: bytes[..<slash], as: UTF8.self)
    }
}
