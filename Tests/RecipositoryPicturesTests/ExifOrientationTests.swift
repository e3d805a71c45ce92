import Testing
@testable import RecipositoryPictures

/// The stored picture is  A B C / D E F; EXIF 2.32 (tag 0x0112) says where its row 0 and column
/// 0 are seen, and the expected upright pictures below are worked out from that table by hand.
@Suite struct ExifOrientationTests {
    static let stored = "ABCDEF"

    func upright(_ orientation: Int) -> (width: Int, letters: String) {
        let rgba: [UInt8] = Self.stored.utf8.flatMap { [$0, 0, 0, 255] }
        let turned = ExifOrientation.apply(orientation, to: Bitmap(width: 3, height: 2, rgba: rgba))
        return (turned.width, String(stride(from: 0, to: turned.rgba.count, by: 4).map { Character(UnicodeScalar(turned.rgba[$0])) }))
    }

    @Test(arguments: [
        (1, 3, "ABCDEF"),  // row 0 top, column 0 left
        (2, 3, "CBAFED"),  // row 0 top, column 0 right
        (3, 3, "FEDCBA"),  // row 0 bottom, column 0 right
        (4, 3, "DEFABC"),  // row 0 bottom, column 0 left
        (5, 2, "ADBECF"),  // row 0 left, column 0 top
        (6, 2, "DAEBFC"),  // row 0 right, column 0 top (the phone held upright)
        (7, 2, "FCEBDA"),  // row 0 right, column 0 bottom
        (8, 2, "CFBEAD"),  // row 0 left, column 0 bottom
    ])
    func eachOrientationTurnsUpright(orientation: Int, width: Int, letters: String) {
        let result = upright(orientation)
        #expect(result.width == width)
        #expect(result.letters == letters)
    }

    /// Hand-made EXIF (TIFF 6.0 layout): byte order, 42, IFD0 at 8 with one SHORT entry.
    static func exif(orientation: Int, bigEndian: Bool) -> [UInt8] {
        let entry: [UInt8] = bigEndian
            ? [0x01, 0x12, 0x00, 0x03, 0, 0, 0, 1, 0, UInt8(orientation), 0, 0]
            : [0x12, 0x01, 0x03, 0x00, 1, 0, 0, 0, UInt8(orientation), 0, 0, 0]
        let header: [UInt8] = bigEndian ? [0x4D, 0x4D, 0, 42, 0, 0, 0, 8, 0, 1] : [0x49, 0x49, 42, 0, 8, 0, 0, 0, 1, 0]
        return Array("Exif".utf8) + [0, 0] + header + entry + [0, 0, 0, 0]
    }

    @Test func findsTheOrientationInAJPEGsApp1() {
        for bigEndian in [true, false] {
            let app1 = Self.exif(orientation: 6, bigEndian: bigEndian)
            let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE1, UInt8((app1.count + 2) >> 8), UInt8((app1.count + 2) & 0xFF)] + app1 + [0xFF, 0xDA, 0, 2]
            #expect(ExifOrientation.find(in: jpeg, format: .jpeg) == 6)
        }
        #expect(ExifOrientation.find(in: [0xFF, 0xD8, 0xFF, 0xDA, 0, 2], format: .jpeg) == 1)
    }

    @Test func findsTheOrientationInAWebPsExifChunk() {
        let exif = Self.exif(orientation: 8, bigEndian: false)
        let chunk = Array("EXIF".utf8) + [UInt8(exif.count), 0, 0, 0] + exif + (exif.count % 2 == 1 ? [0] : [])
        let webp = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBP".utf8) + Array("VP8X".utf8) + [10, 0, 0, 0] + [UInt8](repeating: 0, count: 10) + chunk
        #expect(ExifOrientation.find(in: webp, format: .webp) == 8)
    }
}
