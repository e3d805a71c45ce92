/// What the pure stages need to know about the world outside the recipe files.
public struct CheckOptions: Sendable {
    /// Every file that exists under the site's `content/` (paths relative to content, `/`-separated).
    public var contentFiles: Set<String>
    /// Every file that exists under the site's `static/` (paths relative to static).
    public var staticFiles: Set<String>
    /// Front matter keys the site declares as its own, never warned about.
    public var extraKeys: Set<String>

    public init(contentFiles: Set<String> = [], staticFiles: Set<String> = [], extraKeys: Set<String> = []) {
        self.contentFiles = contentFiles
        self.staticFiles = staticFiles
        self.extraKeys = extraKeys
    }
}
