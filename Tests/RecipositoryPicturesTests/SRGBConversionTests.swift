import Testing
@testable import RecipositoryPictures

/// Expected values from Little CMS 2.14 (`transicc -i PROFILE -o '*sRGB' -t 1 -n`, relative
/// colorimetric, on profiles made as `TestProfile` makes them), which agree with CSS Color 4's
/// published linear Display P3 to sRGB matrix and Adobe RGB's, worked by hand.
@Suite struct SRGBConversionTests {
    func converted(_ profile: [UInt8], _ rgb: [UInt8]) throws -> [UInt8] {
        let parsed = try #require(ICCProfile(profile))
        let conversion = try #require(SRGBConversion(parsed))
        return Array(conversion.apply(Bitmap(width: 1, height: 1, rgba: rgb + [255])).rgba.prefix(3))
    }

    @Test func displayP3BecomesSRGB() throws {
        // lcms: 216.61 123.43 21.06.
        #expect(try converted(TestProfile.displayP3, [204, 128, 51]) == [217, 123, 21])
        // P3's pure red is outside sRGB (lcms unbounded: 278.7 -138.5 -64.7): clipped to sRGB's reddest.
        #expect(try converted(TestProfile.displayP3, [255, 0, 0]) == [255, 0, 0])
        // A grey stays the same grey (lcms: 128.00 128.00 128.00).
        #expect(try converted(TestProfile.displayP3, [128, 128, 128]) == [128, 128, 128])
    }

    @Test func adobeRGBBecomesSRGB() throws {
        // lcms: 146.15 61.77 204.84.
        #expect(try converted(TestProfile.adobeRGB, [128, 64, 200]) == [146, 62, 205])
        // Adobe RGB's greens reach further than sRGB's (lcms: -288.3 129.0 -31.0): clipped.
        #expect(try converted(TestProfile.adobeRGB, [0, 128, 0]) == [0, 129, 0])
        // Gamma 2.2 is not sRGB's curve: a mid grey comes out one step lighter (lcms: 129.03).
        #expect(try converted(TestProfile.adobeRGB, [128, 128, 128]) == [129, 129, 129])
    }

    @Test func anSRGBProfileNeedsNothing() throws {
        let sRGB = try #require(ICCProfile(TestProfile.sRGB))
        #expect(SRGBConversion(sRGB) == nil)
    }

    @Test func alphaIsKept() throws {
        let p3 = try #require(ICCProfile(TestProfile.displayP3))
        let conversion = try #require(SRGBConversion(p3))
        #expect(conversion.apply(Bitmap(width: 1, height: 1, rgba: [204, 128, 51, 90])).rgba == [217, 123, 21, 90])
    }
}
