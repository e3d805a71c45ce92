import Foundation

/// One file of the finished site: bytes made by a stage, or a file copied as it is.
public struct OutputFile: Sendable {
    public enum Contents: Sendable {
        case bytes([UInt8])
        /// Copied from disk by the writer (images, `static/`), so big files never sit in memory.
        case copy(from: URL)
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
