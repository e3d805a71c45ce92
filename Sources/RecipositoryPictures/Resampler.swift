import Foundation

/// Lanczos-3 resampling in linear light: sRGB values are turned into light before they are
/// averaged (averaging sRGB numbers darkens fine detail: black and white stripes would become
/// 128, not the 188 the eye sees), with premultiplied alpha so transparent pixels add no colour.
/// Separable: rows first, then columns.
public enum Resampler {
    public static func lanczos3(_ source: Bitmap, width: Int, height: Int) -> Bitmap {
        let across = rowsInLight(source, to: width)
        let down = pass(across, count: source.height, lines: width, stride: width, lineStride: 1, to: height)
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for p in 0 ..< width * height {
            let alpha = min(max(down[p * 4 + 3], 0), 1)
            out[p * 4 + 3] = UInt8((alpha * 255).rounded())
            for c in 0 ..< 3 {
                out[p * 4 + c] = alpha > 0 ? Self.toSRGB(down[p * 4 + c] / alpha) : 0
            }
        }
        return Bitmap(width: width, height: height, rgba: out)
    }

    /// The Lanczos kernel with three lobes.
    public static func kernel(_ x: Double) -> Double {
        if x == 0 { return 1 }
        if abs(x) >= 3 { return 0 }
        let pix = Double.pi * x
        return 3 * sin(pix) * sin(pix / 3) / (pix * pix)
    }

    /// For each output position along a line, the input positions and their weights (summing
    /// to 1); taps beyond the edge are dropped. Shrinking widens the kernel by the factor.
    public static func weights(from count: Int, to outCount: Int) -> [(first: Int, weights: [Float])] {
        let scale = Double(count) / Double(outCount)
        let stretch = max(scale, 1)
        let support = 3 * stretch
        return (0 ..< outCount).map { i in
            let center = (Double(i) + 0.5) * scale
            let first = max(0, Int((center - support).rounded(.down)))
            let last = min(count - 1, Int((center + support).rounded(.up)))
            var weights = (first ... last).map { kernel((Double($0) + 0.5 - center) / stretch) }
            let total = weights.reduce(0, +)
            weights = weights.map { $0 / total }
            return (first, weights.map(Float.init))
        }
    }

    /// The rows resampled, each turned into premultiplied light just before (so a big picture
    /// never exists in floating point whole): `width` × the source's height, 4 floats a pixel.
    static func rowsInLight(_ source: Bitmap, to width: Int) -> [Float] {
        let taps = weights(from: source.width, to: width)
        var output = [Float](repeating: 0, count: width * source.height * 4)
        var row = [Float](repeating: 0, count: source.width * 4)
        source.rgba.withUnsafeBufferPointer { pixels in
            for y in 0 ..< source.height {
                let start = y * source.width * 4
                for x in 0 ..< source.width {
                    let alpha = Float(pixels[start + x * 4 + 3]) / 255
                    for c in 0 ..< 3 { row[x * 4 + c] = Self.toLinear[Int(pixels[start + x * 4 + c])] * alpha }
                    row[x * 4 + 3] = alpha
                }
                let line = pass(row, count: source.width, lines: 1, stride: 1, lineStride: source.width, to: width, taps: taps)
                output.replaceSubrange(y * width * 4 ..< (y + 1) * width * 4, with: line)
            }
        }
        return output
    }

    /// One direction: `lines` lines of `count` pixels (4 channels), the pixels `stride` apart and
    /// the lines `lineStride` apart (in pixels), resampled to `outCount`; the result is laid out
    /// row by row in the new size.
    static func pass(_ input: [Float], count: Int, lines: Int, stride: Int, lineStride: Int, to outCount: Int,
                     taps: [(first: Int, weights: [Float])]? = nil) -> [Float] {
        let taps = taps ?? weights(from: count, to: outCount)
        let across = stride == 1
        var output = [Float](repeating: 0, count: outCount * lines * 4)
        input.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { output in
                for line in 0 ..< lines {
                    for (o, tap) in taps.enumerated() {
                        var sum: (Float, Float, Float, Float) = (0, 0, 0, 0)
                        for (k, weight) in tap.weights.enumerated() {
                            let at = ((tap.first + k) * stride + line * lineStride) * 4
                            sum.0 += input[at] * weight; sum.1 += input[at + 1] * weight
                            sum.2 += input[at + 2] * weight; sum.3 += input[at + 3] * weight
                        }
                        // Rows first: output row `line`, column `o`; columns then: row `o`, column `line`.
                        let to = (across ? line * outCount + o : o * lines + line) * 4
                        output[to] = sum.0; output[to + 1] = sum.1; output[to + 2] = sum.2; output[to + 3] = sum.3
                    }
                }
            }
        }
        return output
    }

    /// sRGB's transfer function (IEC 61966-2-1): an 8-bit value's light, 0...1.
    static let toLinear: [Float] = (0 ..< 256).map { value in
        let v = Double(value) / 255
        return Float(v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4))
    }

    /// Light back to the nearest 8-bit sRGB value.
    static func toSRGB(_ light: Float) -> UInt8 {
        let l = Double(min(max(light, 0), 1))
        let v = l <= 0.0031308 ? l * 12.92 : 1.055 * pow(l, 1 / 2.4) - 0.055
        return UInt8((v * 255).rounded())
    }
}
