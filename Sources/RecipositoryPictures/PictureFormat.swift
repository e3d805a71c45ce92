/// The raster formats pictures are decoded from and written in.
public enum PictureFormat: String, Sendable, Hashable, CaseIterable {
    case jpeg, png, webp

    /// What the bytes are, from their first bytes (never from the file's name).
    public static func sniff(_ bytes: [UInt8]) -> PictureFormat? {
        if bytes.count >= 3, bytes[0] == 0xFF, bytes[1] == 0xD8, bytes[2] == 0xFF { return .jpeg }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) { return .webp }
        return nil
    }

    /// The format a file ending promises (`jpg`, `JPEG`, `png`, `webp`); nil for any other.
    public init?(fileExtension: String) {
        switch fileExtension.lowercased() {
        case "jpg", "jpeg", "jfif": self = .jpeg
        case "png": self = .png
        case "webp": self = .webp
        default: return nil
        }
    }

    /// The file ending the variants in this format get.
    public var fileExtension: String {
        switch self {
        case .jpeg: "jpg"
        case .png: "png"
        case .webp: "webp"
        }
    }

    /// HEIC/HEIF (an iPhone's default): an ISO media file whose brand is one of HEIF's.
    public static func isHEIF(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 12, Array(bytes[4..<8]) == Array("ftyp".utf8) else { return false }
        let brand = String(decoding: bytes[8..<12], as: UTF8.self)
        return ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1", "avif"].contains(brand)
    }
}
