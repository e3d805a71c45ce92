/// A PNG file from RGBA pixels, written by code so a build needs no image library: the app icons.
///
/// Each row is filtered with Sub (each byte less the one four before it), which turns a row of one
/// colour into zeros, and the rows are deflated with the fixed Huffman codes and runs of repeated
/// bytes only (a match at distance 1). An icon of flat colours with smooth edges is then a few
/// kilobytes (512 x 512: about 12 KB); a photograph would compress poorly, but none is made here.
enum PNGEncoder {
    static func encode(width: Int, height: Int, rgba: [UInt8]) -> [UInt8] {
        precondition(rgba.count == width * height * 4)
        let stride = width * 4 + 1
        var rows = [UInt8](repeating: 0, count: height * stride)
        // Buffers, not arrays, in the loops over every byte: a debug build (the tests') is 10x faster so.
        rows.withUnsafeMutableBufferPointer { rows in
            rgba.withUnsafeBufferPointer { rgba in
                let (rows, rgba) = (rows.baseAddress!, rgba.baseAddress!)
                for y in 0..<height {
                    rows[y * stride] = 1  // the Sub filter
                    let start = y * width * 4
                    for x in 0..<(width * 4) {
                        rows[y * stride + 1 + x] = rgba[start + x] &- (x >= 4 ? rgba[start + x - 4] : 0)
                    }
                }
            }
        }
        var header: [UInt8] = []
        header += bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [8, 6, 0, 0, 0]  // 8 bits a channel, RGBA, deflate, adaptive filters, no interlace
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", header) + chunk("IDAT", zlib(rows)) + chunk("IEND", [])
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    /// zlib's wrapper (RFC 1950) around one deflate block with the fixed codes (RFC 1951, 3.2.6).
    static func zlib(_ data: [UInt8]) -> [UInt8] {
        var bits = BitWriter()
        bits.write(1, count: 1)  // the last block
        bits.write(1, count: 2)  // fixed Huffman codes
        data.withUnsafeBufferPointer { buffer in
            guard let data = buffer.baseAddress else { return }
            var index = 0
            while index < buffer.count {
                var run = 0
                if index > 0 {
                    let last = data[index - 1]
                    while run < 258, index + run < buffer.count, data[index + run] == last { run += 1 }
                }
                if run >= 3 {
                    writeLength(run, to: &bits)
                    bits.writeCode(0, length: 5)  // distance code 0: distance 1
                    index += run
                } else {
                    writeLiteral(Int(data[index]), to: &bits)
                    index += 1
                }
            }
        }
        writeLiteral(256, to: &bits)  // end of block
        return [0x78, 0x01] + bits.flushed + bigEndian(adler32(data))
    }

    private static func writeLiteral(_ symbol: Int, to bits: inout BitWriter) {
        switch symbol {
        case 0...143: bits.writeCode(0x30 + symbol, length: 8)
        case 144...255: bits.writeCode(0x190 + symbol - 144, length: 9)
        case 256...279: bits.writeCode(symbol - 256, length: 7)
        default: bits.writeCode(0xC0 + symbol - 280, length: 8)
        }
    }

    private static let lengthBases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99,
                                      115, 131, 163, 195, 227, 258]
    private static let lengthExtraBits = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]

    private static func writeLength(_ length: Int, to bits: inout BitWriter) {
        let code = lengthBases.lastIndex { $0 <= length }!
        writeLiteral(257 + code, to: &bits)
        bits.write(UInt32(length - lengthBases[code]), count: lengthExtraBits[code])
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        bytes.withUnsafeBufferPointer { buffer in
            guard let bytes = buffer.baseAddress else { return }
            // 5,552 bytes at most between reductions: the most that cannot overflow 32 bits.
            var start = 0
            while start < buffer.count {
                let end = min(start + 5552, buffer.count)
                var index = start
                while index < end {
                    a &+= UInt32(bytes[index])
                    b &+= a
                    index += 1
                }
                a %= 65521
                b %= 65521
                start = end
            }
        }
        return b << 16 | a
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}

/// Deflate's bit order: values from their lowest bit, Huffman codes from their highest.
private struct BitWriter {
    var bytes: [UInt8] = []
    private var current: UInt64 = 0
    private var used = 0

    mutating func write(_ value: UInt32, count: Int) {
        current |= UInt64(value) << UInt64(used)
        used += count
        while used >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: current))
            current >>= 8
            used -= 8
        }
    }

    mutating func writeCode(_ code: Int, length: Int) {
        var reversed: UInt32 = 0
        for bit in 0..<length { reversed |= UInt32(code >> bit & 1) << UInt32(length - 1 - bit) }
        write(reversed, count: length)
    }

    /// The bytes, the last one padded with zeros.
    var flushed: [UInt8] { used > 0 ? bytes + [UInt8(current)] : bytes }
}
