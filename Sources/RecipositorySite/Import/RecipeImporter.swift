import Foundation
import RecipositoryCore

/// `recipository import`: the I/O around the pure readers in `RecipositoryCore/Import`. Reads
/// files and folders, fetches pages, downloads pictures when asked, and writes each recipe as
/// a new file: never over another (a taken name gets a number), and a recipe whose `source:`
/// is already in the collection is skipped unless `update` is set.
public struct RecipeImporter {
    public struct Options: Sendable {
        /// Where the recipe files go.
        public var into: URL
        /// The site's root, for `static/` pictures and for the pages other recipes already have.
        public var site: SiteLayout
        public var update = false
        public var images = false
        public var fetcher = PageFetcher()

        public init(into: URL, site: SiteLayout) {
            self.into = into
            self.site = site
        }
    }

    public struct Written: Sendable {
        public var file: String
        public var title: String
        public var notImported: [String]
        /// `--update` wrote over the earlier import of the same source.
        public var replaced: Bool
        /// `--update` found the earlier file changed since it was imported (or written by hand):
        /// that file, kept as it is, while the new text went to `file`.
        public var kept: String?
    }

    public struct Skipped: Sendable {
        public var title: String
        public var existing: String
    }

    /// A recipe found but not written, as `check` would refuse the file (too large, say).
    public struct Refused: Sendable {
        public var title: String
        public var reason: String
    }

    public struct SourceReport: Sendable {
        public var source: String
        public var written: [Written] = []
        public var skipped: [Skipped] = []
        public var refused: [Refused] = []
        /// Why the source gave no recipe (no recipe data, broken JSON, not HTML): exit status 1.
        public var problem: String?
        /// A file or network failure: exit status 2.
        public var failure: String?
    }

    public var options: Options
    private var existingSources: [String: [URL]] = [:]
    private var ledger: ImportLedger
    private var takenSlugs: Set<String> = []

    public init(options: Options) {
        self.options = options
        ledger = ImportLedger(site: options.site.root)
        scanCollection()
    }

    /// 0 when every source gave a recipe (or one already imported), 1 when one gave none or a
    /// recipe was not written (`check` would refuse it), 2 when one could not be read or fetched.
    public static func exitStatus(_ reports: [SourceReport]) -> Int32 {
        if reports.contains(where: { $0.failure != nil }) { return 2 }
        if reports.contains(where: { $0.problem != nil || !$0.refused.isEmpty }) { return 1 }
        return 0
    }

    public mutating func run(_ sources: [String]) -> [SourceReport] {
        // Everything is read first, so links between the recipes of one import still resolve.
        let read = sources.flatMap(read)
        var known = takenSlugs
        for case (_, .success(let outcome)) in read {
            for recipe in outcome.recipes { known.insert(recipe.fileSlug ?? Slug.make(recipe.title)) }
        }
        var reports: [SourceReport] = []
        for (name, result) in read {
            var report = SourceReport(source: name)
            switch result {
            case .failure(let failure): report.failure = failure.description
            case .success(let outcome):
                report.problem = outcome.problem
                for recipe in outcome.recipes {
                    do {
                        try write(Self.unlinkingMissing(recipe, known: known), origin: outcome.origin, into: &report)
                    } catch {
                        report.failure = "\(error)"
                    }
                }
            }
            reports.append(report)
        }
        if reports.contains(where: { !$0.written.isEmpty }) {
            do {
                try ledger.save()
            } catch {
                reports.append(SourceReport(source: ImportLedger.path, failure: "could not be written, so --update will not rewrite these files"))
            }
        }
        return reports
    }

    /// A link in a kept body to a recipe neither in the site nor in this import becomes its text.
    static func unlinkingMissing(_ recipe: ImportedRecipe, known: Set<String>) -> ImportedRecipe {
        guard let body = recipe.body else { return recipe }
        var recipe = recipe
        let (text, removed) = MarkdownLinks.unlink(body) { target in
            MarkdownLinks.linkedSlug(target).map(known.contains) ?? true
        }
        recipe.body = text
        if !removed.isEmpty { recipe.notImported.append("link\(removed.count == 1 ? "" : "s") to \(removed.map { "`\($0)`" }.joined(separator: ", ")) (not in this collection)") }
        return recipe
    }
}

extension RecipeImporter {
    struct Outcome {
        var recipes: [ImportedRecipe] = []
        var problem: String?
        /// The folder the source file was in, for its pictures (nil for a URL).
        var origin: URL?
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static let fileKinds: Set<String> = ["html", "htm", "xhtml", "json", "jsonld", "md", "markdown", "cook"]

    /// A URL, a file, or every recipe file in a folder (sorted, hidden files left out).
    func read(_ source: String) -> [(String, Result<Outcome, Failure>)] {
        if source.lowercased().hasPrefix("http://") || source.lowercased().hasPrefix("https://") {
            return [(source, fetch(source))]
        }
        let url = URL(fileURLWithPath: source).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            return [(source, .failure(Failure(description: "there is no file or folder here")))]
        }
        guard isDirectory.boolValue else { return [(source, readFile(url))] }
        guard let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey],
                                                          options: [.skipsHiddenFiles]) else {
            return [(source, .failure(Failure(description: "this folder could not be read")))]
        }
        var files: [URL] = []
        for case let file as URL in walker where Self.fileKinds.contains(file.pathExtension.lowercased())
            && !file.lastPathComponent.hasPrefix("_") && !["readme.md", "license.md"].contains(file.lastPathComponent.lowercased()) {
            files.append(file)
        }
        if files.isEmpty { return [(source, .success(Outcome(problem: "no recipe files (.html, .json, .md, .cook) in this folder")))] }
        let base = url.path + "/"
        return files.sorted { $0.path < $1.path }.map { file in
            let shown = source.hasSuffix("/") ? source : source + "/"
            return (shown + String(file.standardizedFileURL.path.dropFirst(base.count)), readFile(file, inFolder: true))
        }
    }

    /// A file of a folder being imported is read only if it is a regular file, not a link: a
    /// collection's `notes.md -> ~/.ssh/id_rsa` would otherwise become a recipe's text, published
    /// by the next build. A file the user named is theirs to name through a link. A pipe or a
    /// device is never opened (a pipe waits for ever), and the size is looked at before reading.
    func readFile(_ file: URL, inFolder: Bool = false) -> Result<Outcome, Failure> {
        var status = stat()
        guard (inFolder ? lstat(file.path, &status) : stat(file.path, &status)) == 0 else {
            return .failure(Failure(description: "this file could not be read"))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFLNK: return .success(Outcome(problem: "a symbolic link, which could lead anywhere on this computer: not read"))
        default: return .success(Outcome(problem: "a named pipe, socket or device, not a file: not read"))
        }
        guard Int(status.st_size) <= options.fetcher.maximumBytes else {
            return .failure(Failure(description: "this file is larger than \(options.fetcher.maximumBytes / 1024 / 1024) MB"))
        }
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            return .failure(Failure(description: "this file could not be read"))
        }
        guard data.count <= options.fetcher.maximumBytes else {
            return .failure(Failure(description: "this file is larger than \(options.fetcher.maximumBytes / 1024 / 1024) MB"))
        }
        guard let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .windowsCP1252) else {
            return .success(Outcome(problem: "this file is not text"))
        }
        let name = file.deletingPathExtension().lastPathComponent
        var outcome = Outcome(origin: file.deletingLastPathComponent())
        switch file.pathExtension.lowercased() {
        case "json", "jsonld":
            let found = WebPageRecipes.fromJSON(text)
            (outcome.recipes, outcome.problem) = (found.recipes, found.problem)
        case "md", "markdown":
            let found = CollectionRecipe.read(text, name: name)
            (outcome.recipes, outcome.problem) = (found.recipe.map { [$0] } ?? [], found.problem)
        case "cook":
            outcome.recipes = [CooklangRecipe.read(text, name: name)]
        default:
            let found = WebPageRecipes.fromHTML(text)
            (outcome.recipes, outcome.problem) = (found.recipes, found.problem)
        }
        return .success(outcome)
    }

    func fetch(_ address: String) -> Result<Outcome, Failure> {
        switch options.fetcher.fetch(address) {
        case .failure(let failure): return .failure(Failure(description: failure.description))
        case .success(let page):
            let type = page.contentType.lowercased()
            // Pages that are not UTF-8 are nearly always Windows Latin-1, whatever they declare.
            let text = String(data: page.body, encoding: .utf8) ?? String(data: page.body, encoding: .windowsCP1252)
                ?? String(decoding: page.body, as: UTF8.self)
            if type.contains("json") {
                let found = WebPageRecipes.fromJSON(text)
                let source = SourceAddress.normalised(page.address)
                let recipes = found.recipes.map { recipe in
                    var recipe = recipe
                    recipe.source = found.recipes.count == 1 ? source : source + "#" + Slug.make(recipe.title)
                    return recipe
                }
                return .success(Outcome(recipes: recipes, problem: found.problem))
            }
            guard type.isEmpty || type.contains("html") || type.contains("xml") else {
                return .success(Outcome(problem: "this is not an HTML page (the site says \(page.contentType))"))
            }
            let found = WebPageRecipes.fromHTML(text, address: SourceAddress.normalised(page.address))
            return .success(Outcome(recipes: found.recipes, problem: found.problem))
        }
    }
}

extension RecipeImporter {
    /// The sources and pages the collection already has, so imports never clash with them.
    /// Only regular files of a recipe's size are read (a named pipe would wait for ever).
    mutating func scanCollection() {
        let folders = [options.site.content, options.into].filter { FileManager.default.fileExists(atPath: $0.path) }
        var seen = Set<String>()
        for folder in folders {
            guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else { continue }
            for case let file as URL in walker where file.pathExtension == "md" && seen.insert(file.standardizedFileURL.path).inserted {
                takenSlugs.insert(Slug.make(file.deletingPathExtension().lastPathComponent))
                guard let data = try? ImportLedger.readSmall(file), data.count <= SourceText.maximumBytes,
                      let text = String(data: data, encoding: .utf8),
                      case (let split?, _) = FrontMatterSplitter.split(text, path: file.path), let yaml = split.yaml else { continue }
                let (frontMatter, _) = FrontMatterDecoder().decode(yaml, firstLine: split.yamlFirstLine, path: file.path)
                if let slug = frontMatter.slug?.value { takenSlugs.insert(Slug.make(slug)) }
                if let source = frontMatter.source, source.contains("://") {
                    existingSources[SourceAddress.key(source), default: []].append(file)
                }
            }
        }
    }

    /// A recipe already in the collection (by its source) is skipped, or with `update` rewritten,
    /// but only while the file is still what import wrote (the ledger's hash): a file changed
    /// since, or written by hand, is kept, and the new text goes beside it under a new name.
    mutating func write(_ found: ImportedRecipe, origin: URL?, into report: inout SourceReport) throws {
        var recipe = found
        let sourceKey = recipe.source.flatMap { $0.contains("://") ? SourceAddress.key($0) : nil }
        var target: URL?
        var kept: URL?
        if let sourceKey, let existing = existingSources[sourceKey], let first = existing.first {
            guard options.update else {
                report.skipped.append(Skipped(title: recipe.title, existing: display(first)))
                return
            }
            target = existing.first(where: ledger.isUnchanged)
            if target == nil { kept = first }
        }
        let slug = target.map { Slug.make($0.deletingPathExtension().lastPathComponent) } ?? freeSlug(recipe.fileSlug ?? Slug.make(recipe.title))
        let file = target ?? options.into.appendingPathComponent(slug + ".md")
        // Checked before anything is written, pictures included: a refused recipe leaves nothing.
        if let error = ImportedFileCheck.firstError(RecipeFileWriter.text(recipe), contentPath: file.lastPathComponent) {
            report.refused.append(Refused(title: recipe.title, reason: "\(error.message) (\(error.code))"))
            return
        }
        try placeImage(&recipe, slug: slug, origin: origin)
        try placeBodyPictures(&recipe, origin: origin)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let bytes = Data(RecipeFileWriter.text(recipe).utf8)
        do {
            // A new file never replaces one that appeared meanwhile; an update is swapped in whole.
            try bytes.write(to: file, options: target == nil ? .withoutOverwriting : .atomic)
        } catch {
            throw Failure(description: "\(display(file)) could not be written")
        }
        ledger.record(file, bytes: bytes)
        takenSlugs.insert(slug)
        if let sourceKey { existingSources[sourceKey, default: []].insert(file, at: 0) }
        report.written.append(Written(file: display(file), title: recipe.title, notImported: recipe.notImported,
                                      replaced: target != nil, kept: kept.map(display)))
    }

    /// `banana-bread`, else `banana-bread-2`, `-3`...: never a page another recipe has. A title of
    /// a hundred words is cut to 80 characters at a word, as file systems limit names.
    func freeSlug(_ full: String) -> String {
        var slug = full
        if slug.count > 80 {
            slug = String(slug.prefix(80))
            if let cut = slug.lastIndex(of: "-") { slug = String(slug[..<cut]) }
        }
        var candidate = slug
        var number = 2
        while takenSlugs.contains(candidate) || Self.entryExists(options.into.appendingPathComponent(candidate + ".md")) {
            candidate = "\(slug)-\(number)"
            number += 1
        }
        return candidate
    }

    /// Anything at this path, a broken symbolic link included (`fileExists` follows links).
    static func entryExists(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) == 0
    }

    /// A web picture stays a URL unless `images` is set, then it is downloaded into `static/images/`.
    /// A collection's own picture file is copied there with `images` (see `CollectionPicture`);
    /// without, it is left out (the new file would point at a picture the site does not have).
    /// Either way only a JPEG, PNG, GIF or WebP by its bytes is saved, named for what it is.
    mutating func placeImage(_ recipe: inout ImportedRecipe, slug: String, origin: URL?) throws {
        guard let image = recipe.image else { return }
        let isWeb = image.hasPrefix("http://") || image.hasPrefix("https://")
        guard options.images else {
            if !isWeb {
                recipe.image = nil
                recipe.notImported.append("picture `\(image)` (use --images to copy it)")
            }
            return
        }
        let data: Data
        let fileExtension: String
        if isWeb {
            switch options.fetcher.fetch(image) {
            case .failure(let failure):
                recipe.notImported.append("picture \(image) (\(failure.description))")
                return
            case .success(let page):
                guard let found = ImageSize.bitmapExtension([UInt8](page.body)) else {
                    let drawing = page.contentType.lowercased().contains("svg") || page.body.prefix(1024).range(of: Data("<svg".utf8)) != nil
                    recipe.notImported.append("picture \(image) (\(drawing ? Self.noDrawings : "not a picture: its bytes are no JPEG, PNG, GIF or WebP"))")
                    return
                }
                (data, fileExtension) = (page.body, found)
            }
        } else {
            let roots = origin.map { [CollectionPicture.Root(base: $0), CollectionPicture.Root(base: $0, below: ["images"])] } ?? []
            switch CollectionPicture.find(image, roots: roots) {
            case .found(let bytes, let found): (data, fileExtension) = (bytes, found)
            case .missing:
                recipe.image = nil
                recipe.notImported.append("picture `\(image)` (not found beside the source)")
                return
            case .refused(let reason):
                recipe.image = nil
                recipe.notImported.append("picture `\(image)` (\(reason))")
                return
            }
        }
        let folder = try siteFolder(["images"])
        var name = "\(slug).\(fileExtension)"
        var number = 2
        // A name already taken, even by a broken link, gets a number: nothing is written through a link.
        while Self.entryExists(folder.appendingPathComponent(name)) {
            name = "\(slug)-\(number).\(fileExtension)"
            number += 1
        }
        do {
            try data.write(to: folder.appendingPathComponent(name), options: .withoutOverwriting)
        } catch {
            throw Failure(description: "\(display(folder.appendingPathComponent(name))) could not be written")
        }
        recipe.image = "/images/\(name)"
    }

    static let noDrawings = "an SVG drawing, which can hold scripts: only JPEG, PNG, GIF and WebP pictures are brought in"

    /// Pictures in a kept body (based.cooking's `/pix/x.webp`): with `images`, copied from beside
    /// the source or from its site's `static/` to the same path under our `static/`, so the text
    /// needs no change; a file already there with other bytes is never replaced.
    func placeBodyPictures(_ recipe: inout ImportedRecipe, origin: URL?) throws {
        guard let body = recipe.body, let origin else { return }
        let pictures = MarkdownLinks.localPictures(body)
        guard !pictures.isEmpty else { return }
        guard options.images else {
            recipe.notImported.append("\(pictures.count) picture\(pictures.count == 1 ? "" : "s") in the text (use --images to copy)")
            return
        }
        var roots = [CollectionPicture.Root(base: origin)]
        var folder = origin
        for _ in 0..<4 {
            folder.deleteLastPathComponent()
            roots.append(CollectionPicture.Root(base: folder, below: ["static"]))
        }
        for picture in pictures {
            let bytes: Data
            switch CollectionPicture.find(picture, roots: roots) {
            case .found(let found, _): bytes = found
            case .missing:
                recipe.notImported.append("picture `\(picture)` (not found beside the source)")
                continue
            case .refused(let reason):
                recipe.notImported.append("picture `\(picture)` (\(reason))")
                continue
            }
            guard case .success(let parts) = CollectionPicture.components(picture) else { continue }
            let targetFolder = try siteFolder(Array(parts.dropLast()))
            let target = targetFolder.appendingPathComponent(parts.last!)
            if Self.entryExists(target) {
                if (try? ImportLedger.readSmall(target)) != bytes {
                    recipe.notImported.append("picture `\(picture)` (another file has its name)")
                }
                continue
            }
            do {
                try bytes.write(to: target, options: .withoutOverwriting)
            } catch {
                throw Failure(description: "\(display(target)) could not be written")
            }
        }
    }

    /// A folder below the site's `static/`, made if missing. Each step must be a real folder:
    /// a picture is never written through a symbolic link (it could lead out of the site).
    func siteFolder(_ parts: [String]) throws -> URL {
        var folder = options.site.staticFolder
        for part in [""] + parts {
            if !part.isEmpty { folder.appendPathComponent(part) }
            var status = stat()
            if lstat(folder.path, &status) != 0 {
                do {
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
                } catch {
                    throw Failure(description: "\(display(folder)) could not be made, so pictures could not be saved")
                }
            } else if status.st_mode & S_IFMT == S_IFLNK {
                throw Failure(description: "\(display(folder)) is a symbolic link; pictures are saved only in a real folder of the site")
            } else if status.st_mode & S_IFMT != S_IFDIR {
                throw Failure(description: "\(display(folder)) is not a folder, so pictures could not be saved")
            }
        }
        return folder
    }

    func display(_ file: URL) -> String {
        let current = FileManager.default.currentDirectoryPath + "/"
        let path = file.standardizedFileURL.path
        return path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
    }
}
