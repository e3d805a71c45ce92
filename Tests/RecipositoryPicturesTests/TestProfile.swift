/// Minimal ICC v2 display profiles made byte by byte (ICC.1:2001-04: a 128-byte header, a tag
/// table, `XYZ ` and `curv`/`para` tags), with the primaries their makers publish, Bradford-
/// adapted to D50: Apple's Display P3 (sRGB's curve) and Adobe RGB (1998) (gamma 563/256).
enum TestProfile {
    static let displayP3 = make(primaries: [[0.515102, 0.241196, -0.001053], [0.291965, 0.692236, 0.041885], [0.157153, 0.066561, 0.784097]],
                                curve: sRGBCurve)
    static let adobeRGB = make(primaries: [[0.6097559, 0.3111242, 0.0194811], [0.2052401, 0.6256560, 0.0608902], [0.1492240, 0.0632197, 0.7448387]],
                               curve: Array("curv".utf8) + [0, 0, 0, 0] + be32(1) + [0x02, 0x33])
    /// The ICC's sRGB primaries with sRGB's curve: an sRGB profile.
    static let sRGB = make(primaries: [[0.4360747, 0.2225045, 0.0139322], [0.3850649, 0.7168786, 0.0971045], [0.1430804, 0.0606169, 0.7141733]],
                           curve: sRGBCurve)
    /// IEC 61966-2-1's curve as ICC's parametric function 3.
    static let sRGBCurve: [UInt8] = Array("para".utf8) + [0, 0, 0, 0, 0, 3, 0, 0] + [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045].flatMap(s15)

    static func make(primaries: [[Double]], curve: [UInt8], space: String = "RGB ") -> [UInt8] {
        func xyz(_ v: [Double]) -> [UInt8] { Array("XYZ ".utf8) + [0, 0, 0, 0] + v.flatMap(s15) }
        let tags: [(String, [UInt8])] = [("rXYZ", xyz(primaries[0])), ("gXYZ", xyz(primaries[1])), ("bXYZ", xyz(primaries[2])),
                                         ("wtpt", xyz([0.9642, 1, 0.8249])), ("rTRC", curve), ("gTRC", curve), ("bTRC", curve)]
        var offset = 128 + 4 + 12 * tags.count
        var table: [UInt8] = [], data: [UInt8] = []
        for (signature, body) in tags {
            let padded = body + [UInt8](repeating: 0, count: (4 - body.count % 4) % 4)
            table += Array(signature.utf8) + be32(offset) + be32(padded.count)
            data += padded
            offset += padded.count
        }
        var header = be32(128 + 4 + table.count + data.count) + Array("none".utf8) + [2, 0x10, 0, 0] + Array("mntr".utf8)
        header += Array(space.utf8) + Array("XYZ ".utf8) + [UInt8](repeating: 0, count: 12) + Array("acsp".utf8)
        header += [UInt8](repeating: 0, count: 128 - header.count)
        return header + be32(tags.count) + table + data
    }

    static func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    static func s15(_ v: Double) -> [UInt8] { be32(Int(UInt32(bitPattern: Int32((v * 65536).rounded())))) }
}
