import Foundation
import Testing
@testable import RecipositoryPictures

@Suite struct PictureVariantsTests {
    /// 64 × 32: red on the left half, blue on the right.
    static let redBlue: Bitmap = {
        var rgba: [UInt8] = []
        for _ in 0 ..< 32 { for x in 0 ..< 64 { rgba += x < 32 ? [220, 20, 20, 255] : [20, 20, 220, 255] } }
        return Bitmap(width: 64, height: 32, rgba: rgba)
    }()

    /// A phone's photo: EXIF with orientation 6 (held upright), the photographer and a GPS
    /// position, put in an APP1 segment right after the JPEG's start.
    static func phoneJPEG() throws -> [UInt8] {
        let plain = try PictureCodec.encode(redBlue, as: .jpeg, quality: 95)
        let artist = Array("Grandma Rose".utf8) + [0]
        // IFD0 at 8: Orientation (SHORT 6), Artist (ASCII, 13 bytes at 50), GPS IFD (LONG, at 64).
        var tiff: [UInt8] = [0x4D, 0x4D, 0, 42, 0, 0, 0, 8, 0, 3]
        tiff += [0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0]
        tiff += [0x01, 0x3B, 0, 2, 0, 0, 0, UInt8(artist.count), 0, 0, 0, 50]
        tiff += [0x88, 0x25, 0, 4, 0, 0, 0, 1, 0, 0, 0, 64]
        tiff += [0, 0, 0, 0]
        tiff += artist + [0]
        // The GPS IFD: GPSLatitudeRef "N".
        tiff += [0, 1, 0x00, 0x01, 0, 2, 0, 0, 0, 2, UInt8(ascii: "N"), 0, 0, 0, 0, 0, 0, 0]
        let app1 = Array("Exif".utf8) + [0, 0] + tiff
        let segment: [UInt8] = [0xFF, 0xE1, UInt8((app1.count + 2) >> 8), UInt8((app1.count + 2) & 0xFF)] + app1
        return [0xFF, 0xD8] + segment + plain.dropFirst(2)
    }

    @Test func variantsAreUprightSizedAndCarryNoMetadata() throws {
        let source = try Self.phoneJPEG()
        #expect(ExifOrientation.find(in: source, format: .jpeg) == 6)
        #expect(source.containsBytes(Array("Grandma Rose".utf8)))
        let requests = [PictureVariants.Request(width: 16, format: .webp), PictureVariants.Request(width: 16, format: .jpeg),
                        PictureVariants.Request(width: 32, format: .jpeg)]
        let made = try PictureVariants.make(source, format: .jpeg, requests: requests)
        for (request, bytes) in zip(requests, made) {
            #expect(PictureFormat.sniff(bytes) == request.format)
            #expect(!bytes.containsBytes(Array("Exif".utf8)) && !bytes.containsBytes(Array("Grandma".utf8)))
            // Upright it is 32 wide and 64 tall: red on top (the stored left), blue below.
            let decoded = try PictureCodec.decode(bytes, format: request.format, denominator: 1, maxPixels: 1_000_000)
            #expect(decoded.width == request.width && decoded.height == request.width * 2)
            let top = decoded.pixel(request.width / 2, decoded.height / 8), bottom = decoded.pixel(request.width / 2, decoded.height * 7 / 8)
            #expect(top[0] > 180 && top[2] < 60, "top: \(top)")
            #expect(bottom[2] > 180 && bottom[0] < 60, "bottom: \(bottom)")
            #expect(ExifOrientation.find(in: bytes, format: request.format) == 1)
        }
    }

    @Test func widthsAreNeverWiderThanTheOriginal() {
        #expect(PictureVariants.widths(for: 8000) == [180, 360, 720, 1200, 2000])
        #expect(PictureVariants.widths(for: 2000) == [180, 360, 720, 1200, 2000])
        #expect(PictureVariants.widths(for: 1000) == [180, 360, 720, 1000])
        #expect(PictureVariants.widths(for: 300) == [180, 300])
        #expect(PictureVariants.widths(for: 150) == [150])
        #expect(PictureVariants.height(of: (4160, 3120), at: 360) == 270)
    }

    @Test func aFileThatIsNotWhatItsNameSaysIsRefused() throws {
        let html = Array("<!doctype html><script>alert(1)</script>".utf8)
        #expect(throws: PictureProblem.notAPicture(expected: .jpeg)) { try PictureVariants.make(html, format: .jpeg, requests: []) }
        // A PNG named `.jpg` is still a picture: decoded as a PNG, written as asked.
        let png = try PictureCodec.encode(Self.redBlue, as: .png, quality: 0)
        let made = try PictureVariants.make(png, format: .jpeg, requests: [.init(width: 64, format: .jpeg)])
        #expect(PictureFormat.sniff(made[0]) == .jpeg)
        let riffWave = Array("RIFF".utf8) + [36, 0, 0, 0] + Array("WAVEfmt ".utf8)
        #expect(throws: PictureProblem.notAPicture(expected: .webp)) { try PictureVariants.make(riffWave, format: .webp, requests: []) }
        #expect(throws: PictureProblem.empty) { try PictureVariants.make([], format: .webp, requests: []) }
    }

    @Test func heicIsRefusedByName() {
        let heic: [UInt8] = [0, 0, 0, 24] + Array("ftypheic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8)
        #expect(throws: PictureProblem.heif) { try PictureVariants.make(heic, format: .jpeg, requests: []) }
    }

    /// A PNG header that claims 30,000 × 30,000 (the 875 KB bomb; the pixel data is not
    /// even needed): refused from the header, so nothing near 3.6 GB is ever allocated.
    @Test func aDecompressionBombIsRefusedFromItsHeader() {
        #expect(throws: PictureProblem.tooLarge(width: 30_000, height: 30_000)) {
            try PictureVariants.make(Self.pngHeader(width: 30_000, height: 30_000), format: .png,
                                     requests: [.init(width: 360, format: .webp)])
        }
    }

    /// PNG's signature and IHDR (8-bit RGB), with the chunk's CRC-32 (ISO 3309, as PNG 1.2 §15).
    static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        let body = Array("IHDR".utf8) + be(width) + be(height) + [8, 2, 0, 0, 0]
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0 ..< 8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be(13) + body + be(crc ^ 0xFFFF_FFFF)
    }

    @Test func pngAndWebPRoundTripWithTheirTransparency() throws {
        var rgba = Self.redBlue.rgba
        for i in stride(from: 3, to: rgba.count, by: 8) { rgba[i] = 0 }
        let cutOut = Bitmap(width: 64, height: 32, rgba: rgba)
        let png = try PictureCodec.encode(cutOut, as: .png, quality: 0)
        #expect(try PictureCodec.decode(png, format: .png, denominator: 1, maxPixels: 10_000) == cutOut)
        let made = try PictureVariants.make(png, format: .png, requests: [.init(width: 32, format: .webp), .init(width: 32, format: .png)])
        let webp = try PictureCodec.decode(made[0], format: .webp, denominator: 1, maxPixels: 10_000)
        #expect(webp.width == 32 && webp.height == 16)
        #expect((100...155).contains(Int(webp.pixel(8, 8)[3])), "half the pixels were transparent")
    }
}

extension Array where Element == UInt8 {
    func containsBytes(_ needle: [UInt8]) -> Bool {
        guard needle.count <= count else { return false }
        return (0 ... count - needle.count).contains { self[$0 ..< $0 + needle.count].elementsEqual(needle) }
    }
}
