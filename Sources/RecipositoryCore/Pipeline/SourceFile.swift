/// A recipe file as loaded from disk: its display path and raw bytes. Loading is the pipeline's
/// only input; everything after it is pure.
public struct SourceFile: Hashable, Sendable {
    /// Path shown in diagnostics, relative to where the user ran the command when possible.
    public var path: String
    /// Path relative to the content root, with `/` separators (`recipes/desserts/pie.md`).
    public var contentPath: String
    public var bytes: [UInt8]

    public init(path: String, contentPath: String, bytes: [UInt8]) {
        self.path = path
        self.contentPath = contentPath
        self.bytes = bytes
    }
}
