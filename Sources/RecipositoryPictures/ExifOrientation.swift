/// EXIF's orientation (tag 0x0112, values 1–8: how the camera was held), found in a JPEG's APP1
/// segment, a PNG's `eXIf` chunk or a WebP's `EXIF` chunk. The variants are written upright and
/// without EXIF, so it is applied to the pixels.
public enum ExifOrientation {
    /// 1 (upright) when the picture says nothing or something out of range.
    public static func find(in bytes: [UInt8], format: PictureFormat) -> Int {
        guard let exif = exifBlock(bytes, format: format) else { return 1 }
        return orientation(tiff: exif)
    }

    /// Whether width and height swap when the orientation is applied (5–8 turn it a quarter).
    public static func swapsSides(_ orientation: Int) -> Bool { (5...8).contains(orientation) }

    /// The pixels turned upright: for 5–8 the width and height swap.
    public static func apply(_ orientation: Int, to bitmap: Bitmap) -> Bitmap {
        guard (2...8).contains(orientation) else { return bitmap }
        let (w, h) = (bitmap.width, bitmap.height)
        let swaps = swapsSides(orientation)
        let (outW, outH) = swaps ? (h, w) : (w, h)
        var out = [UInt8](repeating: 0, count: bitmap.rgba.count)
        bitmap.rgba.withUnsafeBufferPointer { source in
            for y in 0 ..< outH {
                for x in 0 ..< outW {
                    // Where the upright picture's pixel (x, y) is in the stored one.
                    let (sx, sy): (Int, Int) = switch orientation {
                    case 2: (w - 1 - x, y)
                    case 3: (w - 1 - x, h - 1 - y)
                    case 4: (x, h - 1 - y)
                    case 5: (y, x)
                    case 6: (y, h - 1 - x)
                    case 7: (w - 1 - y, h - 1 - x)
                    default: (w - 1 - y, x)
                    }
                    let from = (sy * w + sx) * 4, to = (y * outW + x) * 4
                    out[to] = source[from]; out[to + 1] = source[from + 1]; out[to + 2] = source[from + 2]; out[to + 3] = source[from + 3]
                }
            }
        }
        return Bitmap(width: outW, height: outH, rgba: out)
    }

    /// The TIFF structure EXIF is (byte order mark first), read for IFD0's orientation entry.
    static func orientation(tiff b: ArraySlice<UInt8>) -> Int {
        let b = Array(b)
        guard b.count >= 8 else { return 1 }
        let little = b[0] == 0x49 && b[1] == 0x49
        guard little || (b[0] == 0x4D && b[1] == 0x4D) else { return 1 }
        func u16(_ i: Int) -> Int? { i + 2 <= b.count ? (little ? Int(b[i]) | Int(b[i + 1]) << 8 : Int(b[i]) << 8 | Int(b[i + 1])) : nil }
        func u32(_ i: Int) -> Int? { guard let a = u16(i), let c = u16(i + 2) else { return nil }; return little ? a | c << 16 : a << 16 | c }
        guard let ifd = u32(4), let count = u16(ifd) else { return 1 }
        for entry in 0 ..< count {
            let at = ifd + 2 + entry * 12
            guard let tag = u16(at) else { return 1 }
            if tag == 0x0112, let value = u16(at + 8) { return (1...8).contains(value) ? value : 1 }
        }
        return 1
    }

    /// The EXIF's TIFF bytes, where the container keeps them.
    static func exifBlock(_ b: [UInt8], format: PictureFormat) -> ArraySlice<UInt8>? {
        let exifHeader = Array("Exif".utf8) + [0, 0]
        let parts = PictureContainer.parts(b, format: format)
        switch format {
        case .jpeg: return parts.first { $0.kind == "APP1" && $0.body.starts(with: exifHeader) }.map { $0.body.dropFirst(6) }
        case .png: return parts.first { $0.kind == "eXIf" }?.body
        case .webp:
            guard let block = parts.first(where: { $0.kind == "EXIF" })?.body else { return nil }
            return block.starts(with: exifHeader) ? block.dropFirst(6) : block
        }
    }
}
