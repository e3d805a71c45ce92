import Testing
@testable import RecipositoryPictures

/// A profile found where each container keeps it, and the published copy made sRGB from it.
@Suite struct EmbeddedProfileTests {
    static let flat = Bitmap(width: 16, height: 16, rgba: Array([[UInt8]](repeating: [204, 128, 51, 255], count: 256).joined()))

    /// A JPEG with the profile in APP2 `ICC_PROFILE` segments (ICC.1 B.4), split in two and the
    /// second written first: they are joined by their numbers.
    static func jpeg(_ profile: [UInt8]?) throws -> [UInt8] {
        let plain = try PictureCodec.encode(flat, as: .jpeg, quality: 100)
        guard let profile else { return plain }
        let half = profile.count / 2
        func segment(_ number: UInt8, _ part: ArraySlice<UInt8>) -> [UInt8] {
            let body = Array("ICC_PROFILE".utf8) + [0, number, 2] + part
            return [0xFF, 0xE2, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
        }
        return [0xFF, 0xD8] + segment(2, profile[half...]) + segment(1, profile[..<half]) + plain.dropFirst(2)
    }

    /// A PNG with an `iCCP` chunk after IHDR (PNG 1.2 §4.2.2.4), the profile in a zlib stream of
    /// one stored block (RFC 1950, RFC 1951 §3.2.4).
    static func png(_ profile: [UInt8]) throws -> [UInt8] {
        let plain = try PictureCodec.encode(flat, as: .png, quality: 0)
        var (a, b): (UInt32, UInt32) = (1, 0)
        for byte in profile { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        let n = profile.count
        let zlib = [0x78, 0x01, 0x01, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)] + profile + TestProfile.be32(Int(b << 16 | a))
        let body = Array("iCCP".utf8) + Array("Display P3".utf8) + [0, 0] + zlib
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0 ..< 8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return Array(plain[..<33]) + TestProfile.be32(body.count - 4) + body + TestProfile.be32(Int(crc ^ 0xFFFF_FFFF)) + plain[33...]
    }

    static func published(_ bytes: [UInt8], _ format: PictureFormat) throws -> [UInt8] {
        let made = try PictureVariants.make(bytes, format: format, requests: [.init(width: 16, format: .png)])
        return try PictureCodec.decode(made[0], format: .png, denominator: 1, maxPixels: 1000).pixel(8, 8)
    }

    @Test func aJPEGsProfileIsJoinedAndApplied() throws {
        #expect(EmbeddedProfile.find(in: try Self.jpeg(TestProfile.displayP3), format: .jpeg) == TestProfile.displayP3)
        // lcms: Display P3 (204, 128, 51) is sRGB (216.6, 123.4, 21.1), and (204, 128, 52), a
        // JPEG's rounding away, (216.6, 123.4, 23.6): sRGB's dark blues are that steep.
        let converted = try Self.published(try Self.jpeg(TestProfile.displayP3), .jpeg)
        #expect(zip(converted, [217, 123, 22, 255]).allSatisfy { abs(Int($0) - Int($1)) <= 2 }, "\(converted)")
        let untouched = try Self.published(try Self.jpeg(nil), .jpeg)
        #expect(zip(untouched, [204, 128, 51, 255]).allSatisfy { abs(Int($0) - Int($1)) <= 2 }, "\(untouched)")
    }

    @Test func aPNGsProfileIsInflatedAndApplied() throws {
        let png = try Self.png(TestProfile.displayP3)
        #expect(EmbeddedProfile.find(in: png, format: .png) == TestProfile.displayP3)
        #expect(try Self.published(png, .png) == [217, 123, 21, 255])
        #expect(try Self.published(try Self.png(TestProfile.sRGB), .png) == [204, 128, 51, 255])
    }

    @Test func aWebPsProfileIsFound() {
        // RIFF, then VP8X (ICC flag set) and ICCP chunks (WebP container spec, extended format).
        let profile = TestProfile.adobeRGB
        let chunks = Array("VP8X".utf8) + [10, 0, 0, 0, 0x20, 0, 0, 0, 15, 0, 0, 15, 0, 0]
            + Array("ICCP".utf8) + [UInt8(profile.count & 0xFF), UInt8(profile.count >> 8), 0, 0] + profile
        let webp = Array("RIFF".utf8) + [UInt8((chunks.count + 4) & 0xFF), UInt8((chunks.count + 4) >> 8), 0, 0] + Array("WEBP".utf8) + chunks
        #expect(EmbeddedProfile.find(in: webp, format: .webp) == profile)
        #expect(EmbeddedProfile.find(in: Array(webp.prefix(30)), format: .webp) == nil)
    }
}
