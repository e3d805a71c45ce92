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
        var status = Z_STREAM_ERROR
        let bound = [UInt8](unsafeUninitializedCapacity: Int(deflateBound(&stream, UInt(bytes.count)))) { target, count in
            bytes.withUnsafeBufferPointer { source in
                stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
                stream.avail_in = UInt32(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = UInt32(target.count)
                status = CPNG.deflate(&stream, Z_FINISH)
            }
            count = status == Z_STREAM_END ? Int(stream.total_out) : 0
        }
        // Copied at its own size: the bound's room would be held with it.
        return status == Z_STREAM_END ? [UInt8](unsafeUninitializedCapacity: bound.count) { target, count in
            count = target.initialize(fromContentsOf: bound)
        } : nil
    }

    /// What `compress` made, inflated to the `count` bytes it was made from; nil when it is not
    /// that (another stream, cut short, or longer).
    public static func inflate(_ packed: [UInt8], count: Int) -> [UInt8]? {
        var stream = z_stream()
        guard inflateInit2_(&stream, windowBits, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var status = Z_STREAM_ERROR
        // A byte of room more than `count`: a longer stream fills it.
        let bytes = [UInt8](unsafeUninitializedCapacity: count + 1) { target, made in
            packed.withUnsafeBufferPointer { source in
                stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
                stream.avail_in = UInt32(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = UInt32(target.count)
                status = CPNG.inflate(&stream, Z_FINISH)
            }
            made = status == Z_STREAM_END ? Int(stream.total_out) : 0
        }
        return status == Z_STREAM_END && bytes.count == count ? bytes : nil
    }
}
