import Foundation
import RecipositoryCore
import RecipositoryPictures

/// The files of a site that are neither pages, theme assets, the search index, the PNG icons nor
/// the service worker, as the plan stage lists them.
enum SiteFiles {
    /// What of `files` needs no page's path: each recipe's Markdown with the page it goes beside,
    /// and the copies. The plan makes it on the other core while the catalog is grouped.
    struct Unpaged: Sendable {
        var recipeSources: [(page: String, file: OutputFile)]
        var copies: [OutputFile]
    }

    /// `memo`: a long-lived process's, which keeps each copied file's outputs (`BuildMemo.copies`).
    static func unpaged(_ check: SiteCheck, routes: Routes, memo: BuildMemo?) -> Unpaged {
        let (recipes, config, loaded, layout) = (check.published, check.config, check.loaded, check.layout)
        return Unpaged(recipeSources: recipeSources(recipes, loaded: loaded, packed: check.packed, routes: routes),
                       copies: copies(recipes, config: config, loaded: loaded, layout: layout, memo: memo))
    }

    /// The files that are neither pages, theme assets nor the search index: the kitchen tables,
    /// the web manifest and icon, each recipe's Markdown (for the pages made) and the copied files.
    static func files(_ check: SiteCheck, pagePaths: Set<String>, unpaged: Unpaged) -> [OutputFile] {
        var files = [KitchenDataScript.file(check.config)]
        files += OfflineSite.files(config: check.config)
        // A recipe's file goes beside its page, so none for a recipe whose page another took.
        files += unpaged.recipeSources.filter { pagePaths.contains($0.page) }.map(\.file)
        files += unpaged.copies
        return files
    }

    /// Each recipe's Markdown exactly as written, beside its page (`recipes/<slug>/<slug>.md`), for
    /// the page's "Share the recipe file" link, with the path of that page: only pages that were
    /// made get one (a draft or a second recipe with the same slug has none). A file held deflated
    /// (`packed`) is written from those bytes, inflated as it is written.
    private static func recipeSources(_ recipes: [Recipe], loaded: SiteLoader.Loaded, packed: PackedSources?,
                                      routes: Routes) -> [(page: String, file: OutputFile)] {
        let sources = Dictionary(loaded.recipes.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        var written = Set<String>()
        return recipes.indices.sorted { recipes[$0].sourcePath < recipes[$1].sourcePath }.compactMap { position in
            let (slug, path) = (recipes[position].slug, recipes[position].sourcePath)
            let folder = routes.recipeFolder(slug)
            guard let bytes = sources[path], written.insert(slug).inserted else { return nil }
            return (folder + "index.html", OutputFile(path: folder + ShareLinksViewModel.sourceFileName(slug: slug),
                                                      contents: packed?[path] ?? .bytes(bytes), origin: path))
        }
    }

    /// `static/` is copied as it is (Hugo's convention: the site's deliberate public folder); of
    /// `content/`, only the files the built recipes use (pictures, linked files), at the same
    /// paths: notes, drafts' pictures and anything else left there are not published.
    /// A JPEG, PNG or WebP is not copied: it is published in sized copies with no metadata (its
    /// own path holds one at most `PictureSettings.widths.max()` wide, in its own format), and
    /// the original too only when the site asks (`pictures: {originals: true}`).
    private static func copies(_ recipes: [Recipe], config: SiteConfig, loaded: SiteLoader.Loaded, layout: SiteLayout,
                               memo: BuildMemo?) -> [OutputFile] {
        let used = SiteValidation.referencedFiles(recipes)
        let sources = loaded.staticFiles.sorted().map { ($0, layout.staticFolder, "static/\($0)") }
            + loaded.contentFiles.filter { used.contains($0) && !$0.lowercased().hasSuffix(".md") }.sorted().map {
                ($0, layout.content, "content/\($0)")
            }
        return sources.flatMap { path, folder, origin -> [OutputFile] in
            let size = loaded.pictureSizes[path]
            guard let memo else { return copies(of: path, in: folder, origin: origin, size: size, config: config) }
            return memo.copies(of: origin, in: folder, size: size, originals: config.publishesOriginalPictures) {
                copies(of: path, in: folder, origin: origin, size: size, config: config)
            }
        }
    }

    /// The outputs of one file of `static/` or `content/`: a copy, or a picture's sized copies
    /// (none when its size is unknown: it could not be read), and the original when the site asks.
    private static func copies(of path: String, in folder: URL, origin: String, size: (width: Int, height: Int)?,
                               config: SiteConfig) -> [OutputFile] {
        let url = folder.appendingPathComponent(path)
        guard let format = PictureFiles.format(path) else { return [OutputFile(path: path, contents: .copy(from: url), origin: origin)] }
        guard let size else { return [] }
        let copies = PictureCopies(path: path, format: format, width: size.width)
        let made = OutputFile(path: path, contents: .picture(from: url, format: format,
                                                             files: copies.files(includingOwnPath: !config.publishesOriginalPictures)),
                              origin: origin)
        return config.publishesOriginalPictures ? [OutputFile(path: path, contents: .copy(from: url), origin: origin), made] : [made]
    }
}
