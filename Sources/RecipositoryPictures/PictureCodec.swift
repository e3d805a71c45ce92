import CJPEG
import CPNG
import CWebP
import Foundation

/// The one place the C picture libraries are called: each buffer they return is copied into a
/// Swift array and freed at once.
enum PictureCodec {
    /// The picture's stored size (before EXIF orientation), from its header; nothing decoded.
    static func size(_ bytes: [UInt8], format: PictureFormat) throws(PictureProblem) -> (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        var message = [CChar](repeating: 0, count: 200)
        let ok: Bool = switch format {
        case .jpeg: bytes.withUnsafeBufferPointer { rcp_jpeg_size($0.baseAddress, UInt($0.count), &width, &height, &message) == 1 }
        case .webp: bytes.withUnsafeBufferPointer { WebPGetInfo($0.baseAddress, $0.count, &width, &height) != 0 }
        case .png:
            // IHDR, which PNG puts first (PNG 1.2 §5.6), read here: libpng would read on to the
            // first pixel data before it says the size.
            bytes.count >= 24 && Array(bytes[12 ..< 16]) == Array("IHDR".utf8) && {
                func be32(_ i: Int) -> Int32 { Int32(clamping: Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])) }
                (width, height) = (be32(16), be32(20))
                return true
            }()
        }
        // libjpeg refuses a frame with no lines as "Empty JPEG image".
        guard ok else { throw Self.text(message).hasPrefix("Empty JPEG image") ? .empty : .notAPicture(expected: format) }
        return (Int(width), Int(height))
    }

    /// Decodes to RGBA; a JPEG at 1/`denominator` of its size (1, 2, 4, 8). The pixel count is
    /// checked on the header, before anything is allocated.
    static func decode(_ bytes: [UInt8], format: PictureFormat, denominator: Int, maxPixels: Int) throws(PictureProblem) -> Bitmap {
        let (width, height) = try size(bytes, format: format)
        guard width > 0, height > 0 else { throw .empty }
        guard width * height <= maxPixels else { throw .tooLarge(width: width, height: height) }
        var message = [CChar](repeating: 0, count: 200)
        var outW: Int32 = 0, outH: Int32 = 0
        switch format {
        case .jpeg:
            let pixels = bytes.withUnsafeBufferPointer {
                rcp_jpeg_decode($0.baseAddress, UInt($0.count), UInt32(denominator), UInt(maxPixels), &outW, &outH, &message)
            }
            guard let pixels else { throw .broken(Self.text(message)) }
            defer { free(pixels) }
            return Bitmap(width: Int(outW), height: Int(outH), rgba: Array(UnsafeBufferPointer(start: pixels, count: Int(outW) * Int(outH) * 4)))
        case .webp:
            let pixels = bytes.withUnsafeBufferPointer { WebPDecodeRGBA($0.baseAddress, $0.count, &outW, &outH) }
            guard let pixels else { throw .broken("libwebp could not decode it (an animated WebP, or damaged)") }
            defer { WebPFree(pixels) }
            return Bitmap(width: Int(outW), height: Int(outH), rgba: Array(UnsafeBufferPointer(start: pixels, count: Int(outW) * Int(outH) * 4)))
        case .png:
            return try bytes.withUnsafeBufferPointer { buffer throws(PictureProblem) -> Bitmap in
                var image = png_image()
                image.version = UInt32(PNG_IMAGE_VERSION)
                defer { png_image_free(&image) }
                guard png_image_begin_read_from_memory(&image, buffer.baseAddress, buffer.count) != 0 else { throw .notAPicture(expected: .png) }
                image.format = rcp_png_format_rgba
                var rgba = [UInt8](repeating: 0, count: Int(image.width) * Int(image.height) * 4)
                let ok = rgba.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) != 0 }
                guard ok else { throw .broken(Self.pngMessage(image)) }
                return Bitmap(width: Int(image.width), height: Int(image.height), rgba: rgba)
            }
        }
    }

    /// JPEG (on white), WebP (lossy, with alpha when the picture has any) or PNG; no metadata.
    static func encode(_ bitmap: Bitmap, as format: PictureFormat, quality: Int) throws(PictureProblem) -> [UInt8] {
        var message = [CChar](repeating: 0, count: 200)
        switch format {
        case .jpeg:
            var size: UInt = 0
            let rgb = bitmap.rgbOnWhite
            let output = rgb.withUnsafeBufferPointer {
                rcp_jpeg_encode($0.baseAddress, Int32(bitmap.width), Int32(bitmap.height), Int32(quality), &size, &message)
            }
            guard let output else { throw .broken(Self.text(message)) }
            defer { free(output) }
            return Array(UnsafeBufferPointer(start: output, count: Int(size)))
        case .webp:
            var output: UnsafeMutablePointer<UInt8>?
            let size = bitmap.isOpaque
                ? bitmap.rgbOnWhite.withUnsafeBufferPointer {
                    WebPEncodeRGB($0.baseAddress, Int32(bitmap.width), Int32(bitmap.height), Int32(bitmap.width * 3), Float(quality), &output)
                }
                : bitmap.rgba.withUnsafeBufferPointer {
                    WebPEncodeRGBA($0.baseAddress, Int32(bitmap.width), Int32(bitmap.height), Int32(bitmap.width * 4), Float(quality), &output)
                }
            guard size > 0, let output else { throw .broken("libwebp could not encode it") }
            defer { WebPFree(output) }
            return Array(UnsafeBufferPointer(start: output, count: size))
        case .png:
            var image = png_image()
            image.version = UInt32(PNG_IMAGE_VERSION)
            image.width = UInt32(bitmap.width)
            image.height = UInt32(bitmap.height)
            image.format = rcp_png_format_rgba
            defer { png_image_free(&image) }
            var size = 0
            guard bitmap.rgba.withUnsafeBufferPointer({ png_image_write_to_memory(&image, nil, &size, 0, $0.baseAddress, 0, nil) }) != 0 else {
                throw .broken(Self.pngMessage(image))
            }
            var output = [UInt8](repeating: 0, count: size)
            let ok = output.withUnsafeMutableBytes { target in
                bitmap.rgba.withUnsafeBufferPointer { png_image_write_to_memory(&image, target.baseAddress, &size, 0, $0.baseAddress, 0, nil) }
            }
            guard ok != 0 else { throw .broken(Self.pngMessage(image)) }
            return Array(output.prefix(size))
        }
    }

    /// A C library's message, from the buffer it wrote into.
    static func text(_ message: [CChar]) -> String {
        String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func pngMessage(_ image: png_image) -> String {
        withUnsafeBytes(of: image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
