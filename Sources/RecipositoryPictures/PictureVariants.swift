/// What every picture is published as: a few widths in WebP and JPEG, upright, and with no
/// metadata (no GPS position, names, camera or dates: nothing is copied from the source but
/// pixels). Pure: bytes in, bytes out.
public enum PictureVariants {
    /// One file to make: a width (the upright picture's) in a format.
    public struct Request: Sendable, Hashable {
        public var width: Int
        public var format: PictureFormat
        public init(width: Int, format: PictureFormat) {
            self.width = width
            self.format = format
        }
    }

    /// The widths a picture `width` pixels wide (upright) is published in: the settings' widths
    /// narrower than it, and its own when it is narrower than the widest (never wider than the original).
    public static func widths(for width: Int, settings: PictureSettings = PictureSettings()) -> [Int] {
        let narrower = settings.widths.filter { $0 < width }
        return width <= (settings.widths.max() ?? 0) ? narrower + [width] : narrower
    }

    /// The height of a variant `width` wide, keeping the picture's proportions.
    public static func height(of size: (width: Int, height: Int), at width: Int) -> Int {
        max(1, Int((Double(width) * Double(size.height) / Double(size.width)).rounded()))
    }

    /// The picture's upright size from the start of its file (its headers, EXIF included, fit
    /// in the first 256 KB), or why it cannot be published: not a JPEG, PNG or WebP at all (the
    /// name said `format`; nil for a name no decoder takes, like `.heic`), HEIC, empty or too
    /// large. One of the three under another's name is decoded as what it is.
    public static func inspect(_ head: [UInt8], format: PictureFormat?,
                               settings: PictureSettings = PictureSettings()) throws(PictureProblem) -> (width: Int, height: Int) {
        if PictureFormat.isHEIF(head) { throw .heif }
        guard let format else { throw .heif }
        if head.isEmpty { throw .empty }
        // Decoded as what the bytes are: a JPEG named `.webp` is still a photo.
        guard let format = PictureFormat.sniff(head) else { throw .notAPicture(expected: format) }
        let stored = try PictureCodec.size(head, format: format)
        guard stored.width > 0, stored.height > 0 else { throw .empty }
        guard stored.width * stored.height <= settings.maxPixels else { throw .tooLarge(width: stored.width, height: stored.height) }
        let swaps = ExifOrientation.swapsSides(ExifOrientation.find(in: head, format: format))
        return swaps ? (stored.height, stored.width) : stored
    }

    /// Makes the requested files from the source's bytes, in the order asked: decoded once
    /// (a JPEG at the smallest 1/2, 1/4 or 1/8 scale still as wide as the widest request),
    /// made sRGB when it carries another RGB profile, turned upright, then each width resampled from the next wider one.
    public static func make(_ bytes: [UInt8], format: PictureFormat, requests: [Request],
                            settings: PictureSettings = PictureSettings()) throws(PictureProblem) -> [[UInt8]] {
        let uprightWidth = try inspect(bytes, format: format, settings: settings).width
        let format = PictureFormat.sniff(bytes) ?? format
        let orientation = ExifOrientation.find(in: bytes, format: format)
        let widest = requests.map(\.width).max() ?? uprightWidth
        let denominator = format == .jpeg ? [8, 4, 2, 1].first { uprightWidth / $0 >= widest } ?? 1 : 1
        var decoded = try PictureCodec.decode(bytes, format: format, denominator: denominator, maxPixels: settings.maxPixels)
        // Written without its profile, so its colours are made sRGB (what a browser assumes).
        if let toSRGB = EmbeddedProfile.find(in: bytes, format: format).flatMap(ICCProfile.init).flatMap(SRGBConversion.init) {
            decoded = toSRGB.apply(decoded)
        }
        var current = ExifOrientation.apply(orientation, to: decoded)
        var made: [Request: [UInt8]] = [:]
        for width in Set(requests.map(\.width)).sorted(by: >) {
            let target = min(width, current.width)
            if target != current.width {
                current = Resampler.lanczos3(current, width: target, height: height(of: (current.width, current.height), at: target))
            }
            for request in requests where request.width == width {
                made[request] = try PictureCodec.encode(current, as: request.format,
                                                        quality: request.format == .jpeg ? settings.jpegQuality : settings.webpQuality)
            }
        }
        return requests.map { made[$0]! }
    }
}

/// How pictures are published; part of the cache key, so a change remakes them all.
public struct PictureSettings: Sendable, Hashable {
    /// 180 for a card's 5.5 rem square at two device pixels a CSS pixel (176 px: see
    /// `ImageViewModel.Role.sizes`), 360 for a phone's width at one, 720 at two, 1,200 and 2,000
    /// for wider screens.
    public var widths = [180, 360, 720, 1200, 2000]
    public var jpegQuality = 82
    public var webpQuality = 78
    /// 100 megapixels: decoded at 4 bytes a pixel that is 400 MB, and resampling adds up to
    /// as much again; a 30,000 × 30,000 PNG (875 KB compressed) is refused from its header.
    public var maxPixels = 100_000_000

    public init() {}
}
