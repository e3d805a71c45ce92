/// What the pure stages need to know about the world outside the recipe files.
public struct CheckOptions: Sendable {
    /// Render HTML and plain text of ingredients, steps, intro and sections with cmark-gfm (the
    /// site build and `show` do; `check` does not need them, and they are the costliest part).
    public var renderHTML: Bool
    /// Every file that exists under the site's `content/` (paths relative to content, `/`-separated).
    public var contentFiles: Set<String>
    /// Every file that exists under the site's `static/` (paths relative to static).
    public var staticFiles: Set<String>
    /// Front matter keys the site declares as its own, never warned about.
    public var extraKeys: Set<String>

    public init(renderHTML: Bool = false, contentFiles: Set<String> = [], staticFiles: Set<String> = [], extraKeys: Set<String> = []) {
        self.renderHTML = renderHTML
        self.contentFiles = contentFiles
        self.staticFiles = staticFiles
        self.extraKeys = extraKeys
    }
}
