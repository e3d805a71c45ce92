import Foundation

/// Byte searches with `memchr`: the generic `Sequence.contains` walks a `String.UTF8View` one
/// index at a time, and these run over every file of a collection.
extension Array where Element == UInt8 {
    func firstOffset(of byte: UInt8) -> Int? {
        withUnsafeBufferPointer { $0.firstOffset(of: byte) }
    }

    func containsByte(_ byte: UInt8) -> Bool { firstOffset(of: byte) != nil }
}

extension String {
    func containsUTF8Byte(_ byte: UInt8) -> Bool {
        if let found = utf8.withContiguousStorageIfAvailable({ $0.firstOffset(of: byte) != nil }) { return found }
        return utf8.contains(byte)
    }
}

extension UnsafeBufferPointer where Element == UInt8 {
    func firstOffset(of byte: UInt8) -> Int? {
        guard let base = baseAddress, !isEmpty, let found = memchr(base, Int32(byte), count) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }
}
