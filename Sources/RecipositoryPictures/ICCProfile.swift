import Foundation

/// What an ICC colour profile says, read for the one kind converted here: an RGB profile made of
/// three primaries (`rXYZ`, `gXYZ`, `bXYZ`, in the profile connection space's D50 XYZ) and three
/// tone curves (`rTRC`, `gTRC`, `bTRC`: `curv` or `para`), as Display P3, Adobe RGB (1998) and
/// most cameras' and phones' profiles are (ICC.1:2010 §7, §10). Anything else (a LUT profile,
/// CMYK, grey, a damaged one) is nil: the picture is left as it is.
public struct ICCProfile: Sendable, Equatable {
    /// Red, green and blue's XYZ (D50), column by column: the matrix from linear RGB to XYZ.
    public var primaries: [[Double]]
    /// For each channel, its light (0...1) at each of the 256 8-bit values.
    public var toLinear: [[Float]]

    public init?(_ b: [UInt8]) {
        guard b.count >= 132, Self.text(b, 36) == "acsp", Self.text(b, 16) == "RGB ", Self.text(b, 20) == "XYZ " else { return nil }
        var tags: [String: ArraySlice<UInt8>] = [:]
        let count = Self.u32(b, 128)
        guard count < 1000, 132 + count * 12 <= b.count else { return nil }
        for entry in 0 ..< count {
            let at = 132 + entry * 12
            let offset = Self.u32(b, at + 4), size = Self.u32(b, at + 8)
            guard offset >= 0, size >= 8, offset + size <= b.count else { continue }
            tags[Self.text(b, at)] = b[offset ..< offset + size]
        }
        var primaries: [[Double]] = []
        var curves: [[Float]] = []
        for channel in ["r", "g", "b"] {
            guard let xyz = tags[channel + "XYZ"].flatMap(Self.xyz), let curve = tags[channel + "TRC"].flatMap(Self.curve) else { return nil }
            primaries.append(xyz)
            curves.append(curve)
        }
        self.primaries = primaries
        self.toLinear = curves
    }

    /// An `XYZ ` tag's first value (three s15Fixed16Number).
    static func xyz(_ tag: ArraySlice<UInt8>) -> [Double]? {
        let t = Array(tag)
        guard t.count >= 20, text(t, 0) == "XYZ " else { return nil }
        return [8, 12, 16].map { fixed(t, $0) }
    }

    /// A `curv` (identity, a gamma, or a table) or `para` (ICC's five parametric functions) tag,
    /// tabulated at the 256 8-bit values.
    static func curve(_ tag: ArraySlice<UInt8>) -> [Float]? {
        let t = Array(tag)
        let at = (0 ..< 256).map { Double($0) / 255 }
        switch text(t, 0) {
        case "curv":
            let n = u32(t, 8)
            if n == 0 { return at.map(Float.init) }
            if n == 1, t.count >= 14 { let gamma = Double(u16(t, 12)) / 256; return at.map { Float(pow($0, gamma)) } }
            guard n >= 2, t.count >= 12 + 2 * n else { return nil }
            let table = (0 ..< n).map { Double(u16(t, 12 + 2 * $0)) / 65535 }
            return at.map { x in
                let position = x * Double(n - 1)
                let i = min(Int(position), n - 2)
                return Float(table[i] + (table[i + 1] - table[i]) * (position - Double(i)))
            }
        case "para":
            let kind = u16(t, 8)
            let needed = [1, 3, 4, 5, 7]
            guard kind < needed.count, t.count >= 12 + 4 * needed[kind] else { return nil }
            let p = (0 ..< needed[kind]).map { fixed(t, 12 + 4 * $0) }
            let g = p[0]
            return at.map { x in
                let y: Double = switch kind {
                case 0: pow(x, g)
                case 1: x >= -p[2] / p[1] ? pow(p[1] * x + p[2], g) : 0
                case 2: x >= -p[2] / p[1] ? pow(p[1] * x + p[2], g) + p[3] : p[3]
                case 3: x >= p[4] ? pow(p[1] * x + p[2], g) : p[3] * x
                default: x >= p[4] ? pow(p[1] * x + p[2], g) + p[5] : p[3] * x + p[6]
                }
                return Float(min(max(y, 0), 1))
            }
        default:
            return nil
        }
    }

    static func text(_ b: [UInt8], _ at: Int) -> String { at + 4 <= b.count ? String(decoding: b[at ..< at + 4], as: UTF8.self) : "" }
    static func u16(_ b: [UInt8], _ at: Int) -> Int { at + 2 <= b.count ? Int(b[at]) << 8 | Int(b[at + 1]) : 0 }
    static func u32(_ b: [UInt8], _ at: Int) -> Int { u16(b, at) << 16 | u16(b, at + 2) }
    static func fixed(_ b: [UInt8], _ at: Int) -> Double { Double(Int32(bitPattern: UInt32(u32(b, at)))) / 65536 }
}
