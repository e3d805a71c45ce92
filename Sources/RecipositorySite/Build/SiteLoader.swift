import Foundation
import RecipositoryCore

/// The pipeline's first stage: reads recipe files and lists the site's other files.
/// Only this type and the writer touch the disk.
public struct SiteLoader: Sendable {
    public var layout: SiteLayout
    /// Paths in diagnostics are shown relative to this folder when they are inside it.
    public var displayBase: URL

    public init(layout: SiteLayout, displayBase: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) {
        self.layout = layout
        self.displayBase = displayBase.standardizedFileURL
    }

    public struct Loaded: Sendable {
        public var recipes: [SourceFile]
        public var contentFiles: Set<String>
        public var staticFiles: Set<String>
        public var configText: String?
    }

    public func load() throws -> Loaded {
        let contentFiles = try Self.files(under: layout.content, leavingOut: layout.outputInsideContent)
        let staticFiles = (try? Self.files(under: layout.staticFolder)) ?? []
        // One named file is still read with all the others, so links and related recipes
        // resolve; SiteCheck reports on that file alone.
        let recipesPrefix = Self.relative(layout.recipesFolder, to: layout.content).map { $0.isEmpty ? "" : $0 + "/" } ?? ""
        var recipePaths = contentFiles.filter { $0.hasPrefix(recipesPrefix) && $0.lowercased().hasSuffix(".md") }.sorted()
        var outsideContent: URL?
        if let single = layout.singleFile {
            if let path = Self.relative(single, to: layout.content) {
                if !recipePaths.contains(path) { recipePaths.append(path) }
            } else {
                outsideContent = single
                recipePaths = [single.lastPathComponent]
            }
        }
        let single = outsideContent
        // Plain string paths: building a URL per file cost more than reading it.
        let contentRoot = layout.content.path + "/"
        let displayRoot = display(layout.content)
        let displayPrefix = displayRoot.isEmpty ? "" : displayRoot + "/"
        let reads = recipePaths.parallelMap { path -> Result<SourceFile, SiteError> in
            let filePath = single?.path ?? contentRoot + path
            let shown = single.map(display) ?? displayPrefix + path
            guard let data = FileManager.default.contents(atPath: filePath) else {
                return .failure(SiteError(path: shown, reason: "This file could not be read."))
            }
            return .success(SourceFile(path: shown, contentPath: path, bytes: [UInt8](data)))
        }
        let recipes = try reads.map { try $0.get() }
        let configText = FileManager.default.contents(atPath: layout.config.path).map { String(decoding: $0, as: UTF8.self) }
        return Loaded(recipes: recipes, contentFiles: contentFiles, staticFiles: staticFiles, configText: configText)
    }

    public func display(_ url: URL) -> String {
        Self.relative(url.standardizedFileURL, to: displayBase) ?? url.path
    }

    /// Every regular file below `folder`, relative and `/`-separated, skipping names that start
    /// with `_` or `.` (`_index.md` is a section page, `.DS_Store` is noise), as Hugo does, and
    /// the top-level folder `leavingOut` names.
    static func files(under folder: URL, leavingOut: String? = nil) throws -> Set<String> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw SiteError(path: folder.path, reason: "This folder does not exist.")
        }
        let root = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
        var result = Set<String>()
        var pending = [""]
        while let relative = pending.popLast() {
            let directory = relative.isEmpty ? folder.path : root + relative
            for (name, kind) in try DirectoryListing.entries(of: directory) where !name.hasPrefix(".") && !name.hasPrefix("_")
                && !(relative.isEmpty && name == leavingOut) {
                let path = relative.isEmpty ? name : relative + "/" + name
                switch kind {
                case .directory: pending.append(path)
                case .file: result.insert(path)
                case .missing: continue
                }
            }
        }
        return result
    }

    static func relative(_ url: URL, to base: URL) -> String? {
        let path = url.standardizedFileURL.path
        let basePath = base.standardizedFileURL.path
        if path == basePath { return "" }
        let prefix = basePath.hasSuffix("/") ? basePath : basePath + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }
}
