import Foundation
import Testing
@testable import RecipositoryPictures

@Suite struct ResamplerTests {
    /// Lanczos-3 at a few points worked by hand: L(x) = 3 sin(πx) sin(πx/3) / (πx)².
    @Test func theKernelIsLanczosThree() {
        #expect(Resampler.kernel(0) == 1)
        #expect(abs(Resampler.kernel(1)) < 1e-12)
        #expect(abs(Resampler.kernel(0.5) - 6 / (Double.pi * Double.pi)) < 1e-12)  // 3 · 1 · ½ / (π²/4)
        #expect(abs(Resampler.kernel(1.5) - (-4 / (3 * Double.pi * Double.pi))) < 1e-12)  // 3 · (−1) · 1 / (9π²/4)
        #expect(Resampler.kernel(3) == 0)
        #expect(Resampler.kernel(-4) == 0)
    }

    @Test func weightsSumToOneAndStayInside() {
        for (from, to) in [(37, 5), (8000, 360), (10, 10), (3, 1)] {
            for tap in Resampler.weights(from: from, to: to) {
                #expect(abs(tap.weights.reduce(0, +) - 1) < 1e-5)
                #expect(tap.first >= 0 && tap.first + tap.weights.count <= from)
            }
        }
    }

    /// Black and white columns halved: inside the picture each output pixel takes black and
    /// white at equal weights, half the light, which sRGB writes as 187.5 (IEC 61966-2-1:
    /// 1.055 · 0.5^(1/2.4) − 0.055 = 0.7354, × 255). Averaging the sRGB numbers would give 128.
    @Test func averagingHappensInLight() {
        let width = 32, height = 4
        var rgba: [UInt8] = []
        for _ in 0 ..< height { for x in 0 ..< width { rgba += x % 2 == 0 ? [0, 0, 0, 255] : [255, 255, 255, 255] } }
        let half = Resampler.lanczos3(Bitmap(width: width, height: height, rgba: rgba), width: 16, height: 4)
        for x in 4 ..< 12 {
            for channel in half.pixel(x, 2).prefix(3) { #expect((187...188).contains(channel), "pixel \(x): \(channel)") }
        }
    }

    /// A transparent pixel's colour counts for nothing (premultiplied alpha): red beside an
    /// invisible green stays red, half as opaque.
    @Test func transparentPixelsAddNoColour() {
        var rgba: [UInt8] = []
        for _ in 0 ..< 2 { for x in 0 ..< 16 { rgba += x % 2 == 0 ? [255, 0, 0, 255] : [0, 255, 0, 0] } }
        let half = Resampler.lanczos3(Bitmap(width: 16, height: 2, rgba: rgba), width: 8, height: 2)
        for x in 2 ..< 6 {
            let p = half.pixel(x, 1)
            #expect(p[0] == 255 && p[1] == 0 && p[2] == 0, "pixel \(x): \(p)")
            #expect((127...128).contains(p[3]))
        }
    }

    @Test func aFlatColourStaysFlat() {
        let rgba: [UInt8] = (0 ..< 40 * 30 * 4).map { [200, 120, 40, 255][$0 % 4] }
        let small = Resampler.lanczos3(Bitmap(width: 40, height: 30, rgba: rgba), width: 7, height: 5)
        #expect(Set(stride(from: 0, to: small.rgba.count, by: 4).map { Array(small.rgba[$0 ..< $0 + 4]) }) == [[200, 120, 40, 255]])
    }
}
