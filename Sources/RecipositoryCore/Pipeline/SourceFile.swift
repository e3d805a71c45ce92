/// A recipe file as loaded from disk: its display path and raw bytes. Loading is the pipeline's
/// only input; everything after it is pure.
public struct SourceFile: Hashable, Sendable {
    /// Path shown in diagnostics, relative to where the user ran the command when possible.
    public var path: String
    /// Path relative to the content root, with `/` separators (`recipes/desserts/pie.md`).
    public var contentPath: String
    public var bytes: [UInt8]
    /// The file's size on disk: a file over `SourceText.maximumBytes` is not read (a 1 GB file
    /// took 8 s and 2.2 GB of memory to be refused), so its `bytes` are empty.
    public var byteCount: Int

    public init(path: String, contentPath: String, bytes: [UInt8]) {
        self.init(path: path, contentPath: contentPath, bytes: bytes, byteCount: bytes.count)
    }

    public init(path: String, contentPath: String, bytes: [UInt8], byteCount: Int) {
        self.path = path
        self.contentPath = contentPath
        self.bytes = bytes
        self.byteCount = byteCount
    }
}
