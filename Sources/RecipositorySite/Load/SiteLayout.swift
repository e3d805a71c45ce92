import Foundation

/// Where a site's parts are on disk. `check` and `build` accept a site (a folder with `content/`),
/// any folder of recipe files, or one recipe file; this works out which it is.
public struct SiteLayout: Sendable {
    public var root: URL
    public var content: URL
    public var staticFolder: URL
    public var templates: URL
    public var config: URL
    /// Set when the user named one recipe file: only it is checked, in its site's context.
    public var singleFile: URL?

    public static func locate(_ path: String) throws -> SiteLayout {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw SiteError(path: path, reason: "There is no file or folder at this path.")
        }
        if !isDirectory.boolValue {
            var layout = locateFolder(url.deletingLastPathComponent(), lookUp: true)
            layout.singleFile = url
            return layout
        }
        return locateFolder(url, lookUp: false)
    }

    private static func locateFolder(_ folder: URL, lookUp: Bool) -> SiteLayout {
        let manager = FileManager.default
        if manager.fileExists(atPath: folder.appendingPathComponent("content").path) {
            return SiteLayout(root: folder)
        }
        // Inside a site: `site/content` itself, or (for one file) any folder below it.
        var candidate = folder
        while candidate.pathComponents.count > 1 {
            if candidate.lastPathComponent == "content" {
                return SiteLayout(root: candidate.deletingLastPathComponent())
            }
            if !lookUp { break }
            if manager.fileExists(atPath: candidate.appendingPathComponent("recipository.yml").path) {
                return SiteLayout(root: candidate)
            }
            candidate = candidate.deletingLastPathComponent()
        }
        // A plain folder of recipes: it is its own content.
        var layout = SiteLayout(root: folder)
        layout.content = folder
        return layout
    }

    public init(root: URL) {
        self.root = root
        self.content = root.appendingPathComponent("content")
        self.staticFolder = root.appendingPathComponent("static")
        self.templates = root.appendingPathComponent("Templates")
        self.config = root.appendingPathComponent("recipository.yml")
    }

    /// Where `build` writes unless told: `public/` in the site.
    public var defaultOutput: URL { root.appendingPathComponent("public") }

    /// The built site's folder when it lies inside the content: a plain folder of recipes is its
    /// own content, so its `public/` is there. Loading leaves it out, or each build would read
    /// the last one's files back in (its recipe copies as recipes with taken pages).
    public var outputInsideContent: String? { content == root ? "public" : nil }

    /// Recipes live in `content/recipes/` when it exists (other content is pages), else anywhere in `content/`.
    public var recipesFolder: URL {
        let recipes = content.appendingPathComponent("recipes")
        return FileManager.default.fileExists(atPath: recipes.path) ? recipes : content
    }
}

/// A problem with the site's files themselves (not their content): exit status 2.
public struct SiteError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
