import Foundation

/// Pixels in another RGB space made sRGB: each channel through its profile's curve to light,
/// a 3 × 3 matrix from the profile's primaries to sRGB's (both D50, as the profile connection
/// space is: the ICC's sRGB profile's primaries, Bradford-adapted), what falls outside sRGB
/// clipped, then sRGB's own curve. Display P3's pure red is redder than any sRGB red, so it
/// becomes sRGB's reddest; a grey stays the same grey.
public struct SRGBConversion: Sendable {
    var toLinear: [[Float]]
    /// Linear RGB to linear sRGB, row after row.
    var matrix: [Float]

    /// sRGB's red, green and blue in D50 XYZ (IEC 61966-2-1 adapted by Bradford, as the ICC's
    /// `sRGB IEC61966-2.1` profile gives them), column by column.
    static let sRGBPrimaries: [[Double]] = [[0.4360747, 0.2225045, 0.0139322], [0.3850649, 0.7168786, 0.0971045],
                                            [0.1430804, 0.0606169, 0.7141733]]

    /// nil when the profile is sRGB already (its primaries and curves within rounding of
    /// sRGB's): nothing to do.
    public init?(_ profile: ICCProfile) {
        let toXYZ = Self.matrix(columns: profile.primaries)
        guard let fromSRGB = Self.inverse(Self.matrix(columns: Self.sRGBPrimaries)) else { return nil }
        let m = Self.multiply(fromSRGB, toXYZ)
        let nearIdentity = (0 ..< 9).allSatisfy { abs(m[$0] - ($0 % 4 == 0 ? 1 : 0)) < 0.002 }
        let sRGBCurves = profile.toLinear.allSatisfy { curve in
            (0 ..< 256).allSatisfy { abs(Int(Resampler.toSRGB(curve[$0])) - $0) <= 1 }
        }
        if nearIdentity && sRGBCurves { return nil }
        toLinear = profile.toLinear
        matrix = m.map(Float.init)
    }

    /// The picture in sRGB; alpha as it was.
    public func apply(_ bitmap: Bitmap) -> Bitmap {
        var out = bitmap.rgba
        let (r, g, b, m) = (toLinear[0], toLinear[1], toLinear[2], matrix)
        let encode = Self.encode
        out.withUnsafeMutableBufferPointer { p in
            for i in stride(from: 0, to: p.count, by: 4) {
                let (lr, lg, lb) = (r[Int(p[i])], g[Int(p[i + 1])], b[Int(p[i + 2])])
                for c in 0 ..< 3 {
                    let light = m[c * 3] * lr + m[c * 3 + 1] * lg + m[c * 3 + 2] * lb
                    p[i + c] = encode[Int((min(max(light, 0), 1) * 65535).rounded())]
                }
            }
        }
        return Bitmap(width: bitmap.width, height: bitmap.height, rgba: out)
    }

    /// sRGB's curve tabulated at 65,536 steps of light (a step is a twentieth of an 8-bit
    /// value at most, even in the darks where the curve is steepest).
    static let encode: [UInt8] = (0 ... 65535).map { Resampler.toSRGB(Float($0) / 65535) }

    static func matrix(columns c: [[Double]]) -> [Double] { [c[0][0], c[1][0], c[2][0], c[0][1], c[1][1], c[2][1], c[0][2], c[1][2], c[2][2]] }

    static func multiply(_ a: [Double], _ b: [Double]) -> [Double] {
        (0 ..< 9).map { (i: Int) -> Double in
            let (row, column) = (i / 3, i % 3)
            var sum = 0.0
            for k in 0 ..< 3 { sum += a[row * 3 + k] * b[k * 3 + column] }
            return sum
        }
    }

    static func inverse(_ m: [Double]) -> [Double]? {
        // The adjugate over the determinant: cofactor (row, column) of the transpose.
        func minor(_ r0: Int, _ r1: Int, _ c0: Int, _ c1: Int) -> Double { m[r0 * 3 + c0] * m[r1 * 3 + c1] - m[r0 * 3 + c1] * m[r1 * 3 + c0] }
        let cofactors: [Double] = [minor(1, 2, 1, 2), -minor(0, 2, 1, 2), minor(0, 1, 1, 2),
                                   -minor(1, 2, 0, 2), minor(0, 2, 0, 2), -minor(0, 1, 0, 2),
                                   minor(1, 2, 0, 1), -minor(0, 2, 0, 1), minor(0, 1, 0, 1)]
        let det: Double = m[0] * cofactors[0] + m[1] * cofactors[3] + m[2] * cofactors[6]
        guard abs(det) > 1e-9 else { return nil }
        return cofactors.map { $0 / det }
    }
}
