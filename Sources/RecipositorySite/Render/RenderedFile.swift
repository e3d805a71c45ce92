/// One file of the built site.
public struct RenderedFile: Hashable, Sendable {
    /// Relative to the output root, `/`-separated (`recipes/pie/index.html`).
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}
