import Testing
@testable import RecipositoryPictures

@Suite struct ICCProfileTests {
    @Test func aMatrixProfileGivesItsPrimariesAndCurves() throws {
        let p3 = try #require(ICCProfile(TestProfile.displayP3))
        #expect(abs(p3.primaries[0][0] - 0.515102) < 1e-4 && abs(p3.primaries[2][2] - 0.784097) < 1e-4 && abs(p3.primaries[0][2] + 0.001053) < 1e-4)
        // sRGB's curve at 128/255 (IEC 61966-2-1): ((0.50196 + 0.055) / 1.055)^2.4 = 0.21586; at 10/255, 10/255/12.92 = 0.003035.
        #expect(abs(p3.toLinear[1][128] - 0.21586) < 1e-4 && abs(p3.toLinear[1][10] - 0.003035) < 1e-5)
        let adobe = try #require(ICCProfile(TestProfile.adobeRGB))
        // Gamma 563/256 = 2.19921875: (128/255)^2.19921875 = 0.21966.
        #expect(abs(adobe.toLinear[0][128] - 0.21966) < 1e-4 && adobe.toLinear[0][0] == 0 && adobe.toLinear[0][255] == 1)
    }

    @Test func whatIsNotAnRGBMatrixProfileIsLeftAlone() {
        #expect(ICCProfile(TestProfile.make(primaries: [[1, 0, 0], [0, 1, 0], [0, 0, 1]], curve: TestProfile.sRGBCurve, space: "CMYK")) == nil)
        #expect(ICCProfile(TestProfile.make(primaries: [[1, 0, 0], [0, 1, 0], [0, 0, 1]], curve: TestProfile.sRGBCurve, space: "GRAY")) == nil)
        // A LUT profile: no rTRC (here a curve of an unknown type).
        #expect(ICCProfile(TestProfile.make(primaries: [[1, 0, 0], [0, 1, 0], [0, 0, 1]], curve: Array("mAB ".utf8) + [UInt8](repeating: 0, count: 28))) == nil)
        #expect(ICCProfile(Array(TestProfile.displayP3.prefix(200))) == nil)
        #expect(ICCProfile([]) == nil)
    }
}
