/// Decoded pixels: 8-bit sRGB red, green, blue and alpha (not premultiplied), row after row.
public struct Bitmap: Sendable, Equatable {
    public var width: Int
    public var height: Int
    public var rgba: [UInt8]

    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(rgba.count == width * height * 4, "a bitmap needs 4 bytes a pixel")
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The pixel at (x, y): red, green, blue, alpha.
    public func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(rgba[(y * width + x) * 4 ..< (y * width + x) * 4 + 4]) }

    var isOpaque: Bool { stride(from: 3, to: rgba.count, by: 4).allSatisfy { rgba[$0] == 255 } }

    /// Red, green, blue on white (JPEG has no transparency): a transparent cut-out shows the page's white.
    var rgbOnWhite: [UInt8] {
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        for i in 0 ..< width * height {
            let alpha = Int(rgba[i * 4 + 3])
            for c in 0 ..< 3 { rgb[i * 3 + c] = UInt8((Int(rgba[i * 4 + c]) * alpha + 255 * (255 - alpha) + 127) / 255) }
        }
        return rgb
    }
}
