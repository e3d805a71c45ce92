import Foundation
import RecipositoryPictures

/// One file of the finished site: bytes made by a stage, or a file copied as it is.
public struct OutputFile: Sendable {
    public enum Contents: Sendable {
        case bytes([UInt8])
        /// Made bytes held deflated (`Deflate`: a large collection's recipe files, `PackedSources`),
        /// inflated to their `count` as they are written.
        case deflated([UInt8], count: Int)
        /// Copied from disk by the writer (images, `static/`), so big files never sit in memory.
        case copy(from: URL)
        /// A picture decoded once by the writer and written as each of `files` (its own path
        /// among them): sized, upright, with no metadata.
        case picture(from: URL, format: PictureFormat, files: [PictureFile])

        /// `bytes` deflated where that makes them smaller, else as they are: bytes held long before
        /// they are written (`PackedSources`).
        static func deflating(_ bytes: [UInt8]) -> Contents {
            if let packed = Deflate.compress(bytes), packed.count < bytes.count { return .deflated(packed, count: bytes.count) }
            return .bytes(bytes)
        }

        /// The bytes of a made file (`bytes`, `deflated`); nil for a copy or a picture, and for
        /// deflated bytes that do not inflate (what `Deflate` made always does).
        var madeBytes: [UInt8]? {
            switch self {
            case .bytes(let bytes): bytes
            case .deflated(let deflated, let count): Deflate.inflate(deflated, count: count)
            case .copy, .picture: nil
            }
        }
    }

    /// One file made from a picture: where, and what width and format.
    public struct PictureFile: Sendable, Hashable {
        public var path: String
        public var request: PictureVariants.Request
    }

    /// Every path this output writes (a picture writes several).
    var paths: [String] {
        if case .picture(_, _, let files) = contents { return files.map(\.path) }
        return [path]
    }

    /// Relative to the output folder, `/`-separated.
    public var path: String
    public var contents: Contents
    /// Who made it, for the diagnostic when two outputs claim one path.
    public var origin: String

    public init(path: String, contents: Contents, origin: String) {
        self.path = path
        self.contents = contents
        self.origin = origin
    }
}
