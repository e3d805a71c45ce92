import CPNG

/// zlib's raw deflate (RFC 1951), for bytes held long in memory: a large collection's recipe
/// files, from the model stage to their last page (`PackedSources`). zlib comes with libpng, and
/// this is the module that sees it. Pure: bytes in, bytes out.
public enum Deflate {
    /// A 4 KB window (a recipe file is about 2 KB) and zlib's match tables one size under its
    /// default (about 80 KB of state, in malloc's arenas, where the default's 270 KB is mapped and
    /// unmapped at each call), level 1, its quickest: a generated recipe file's 1,875 bytes deflate
    /// to 1,070 in 33 µs and inflate in 10 (the tables at their smallest: 1,168 bytes, 65 µs).
    private static let (windowBits, memoryLevel, level): (Int32, Int32, Int32) = (-12, 7, 1)

    /// `bytes` deflated; nil if zlib fails (it does not on memory it was given).
    public static func compress(_ bytes: [UInt8]) -> [UInt8]? {
        var stream = z_stream()
        guard deflateInit2_(&stream, level, Z_DEFLATED, windowBits, memoryLevel, Z_DEFAULT_STRATEGY, zlibVersion(),
                            Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { deflateEnd(&stream) }
        let room = Int(deflateBound(&stream, UInt(bytes.count)))
        guard let bound = run(&stream, on: bytes, room: room, CPNG.deflate) else { return nil }
        // Copied at its own size: the bound's room would be held with it.
        return [UInt8](unsafeUninitializedCapacity: bound.count) { target, count in
            count = target.initialize(fromContentsOf: bound)
        }
    }

    /// What `compress` made, inflated to the `count` bytes it was made from; nil when it is not
    /// that (another stream, cut short, or longer).
    public static func inflate(_ packed: [UInt8], count: Int) -> [UInt8]? {
        var stream = z_stream()
        guard inflateInit2_(&stream, windowBits, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        // A byte of room more than `count`: a longer stream fills it.
        let bytes = run(&stream, on: packed, room: count + 1, CPNG.inflate)
        return bytes?.count == count ? bytes : nil
    }

    /// `source` through zlib's `step` (deflate or inflate) in one call into `room` bytes: what it made, or nil where the
    /// stream did not end there.
    private static func run(_ stream: inout z_stream, on source: [UInt8], room: Int,
                            _ step: (UnsafeMutablePointer<z_stream>, Int32) -> Int32) -> [UInt8]? {
        var status = Z_STREAM_ERROR
        let made = [UInt8](unsafeUninitializedCapacity: room) { target, count in
            source.withUnsafeBufferPointer { input in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.avail_in = UInt32(input.count)
                stream.next_out = target.baseAddress
                stream.avail_out = UInt32(target.count)
                status = step(&stream, Z_FINISH)
            }
            count = status == Z_STREAM_END ? Int(stream.total_out) : 0
        }
        return status == Z_STREAM_END ? made : nil
    }
}
