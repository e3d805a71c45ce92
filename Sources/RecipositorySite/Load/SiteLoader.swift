import Foundation
import RecipositoryCore
import RecipositoryPictures

/// The pipeline's first stage, and the only one that reads: the recipe files, `recipository.yml`,
/// the site's own templates, the list of the site's other files and the pixel sizes of its pictures.
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
        /// Links that were not followed (loops, or leading out of the site).
        public var diagnostics: [Diagnostic] = []
        /// The site's `Templates/` folder, when it has one, and its files by path inside it.
        public var templatesFolder: String? = nil
        var templateFiles: [String: [UInt8]] = [:]
        var templateDiagnostics: [Diagnostic] = []
        /// Pixel sizes of the site's pictures by site path (`pix/pie.webp`), read from their headers.
        public var pictureSizes: [String: (width: Int, height: Int)] = [:]
        /// Pictures that cannot be published, by site path, and why (read from their headers too).
        public var pictureProblems: [String: PictureProblem] = [:]
        /// The folder paths in diagnostics are shown relative to (the loader's `displayBase`).
        var displayBase: URL
        /// Whether the walk followed a linked file or folder (`SourceReuse` then reads every file).
        var followedLinks = false
        /// How many recipe files were read (the others were reused): what the tests check.
        var readCount = 0
        /// Whether the pictures' sizes were read.
        var picturesRead = false
        /// This read, told apart from every other of the process (`derived`).
        var id = Loaded.nextID()
        /// When this read is the one `from` names with only these recipes read again (by index in
        /// `recipes`), and nothing else changed (`SourceReuse.savedRecipes`): what a save of
        /// recipes' text compares instead of every file (`LastBuild.changedRecipes`).
        var derived: (from: Int, recipes: [Int])?
        /// When this read began, by the clock, and each recipe file's status as it was read, by the
        /// path shown (those read, not taken from `reuse`): what the stat index records (`SourceIndex`).
        var started = SourceIndex.Time.now()
        var recipeStatuses: [String: SourceIndex.Status] = [:]
        /// Each picture's status, taken before its header was read, by `content/PATH` or
        /// `static/PATH`, for one whose size has no problem or note: what the stat index records of
        /// pictures; and how many sizes it gave (`SourceIndex.pictures`) and how many were read.
        var pictureStatuses: [String: SourceIndex.Status] = [:]
        var picturesIndexed = (taken: 0, read: 0)

        private final class Counter: @unchecked Sendable {
            let lock = NSLock()
            var value = 0
        }
        private static let counter = Counter()
        fileprivate static func nextID() -> Int { counter.lock.withLock { counter.value += 1; return counter.value } }

        /// A path as diagnostics show it, as the loader showed the files it read.
        func display(_ url: URL) -> String {
            SiteLoader.relative(url.standardizedFileURL, to: displayBase) ?? url.path
        }
    }

    /// Reads the site. `pictureSizes`: read every picture's header too (`build` and `check` need
    /// them, `show` does not): the first 256 KB of each, an SVG whole up to its limit.
    public func load(pictureSizes readSizes: Bool = false) throws -> Loaded {
        try load(pictureSizes: readSizes, reuse: nil)
    }

    /// `reuse`: what a long-lived process read last, taken for each file not changed since.
    /// `index`: for `build --incremental`, the stat index of the build before (if any) and the
    /// running program's identity: a picture whose status it records, long enough ago, has its
    /// size, and each picture's status is kept for the next (`Loaded.pictureStatuses`).
    func load(pictureSizes readSizes: Bool = false, reuse: SourceReuse?, index: (SourceIndex?, program: String)? = nil) throws -> Loaded {
        if let reuse, layout.singleFile == nil, readSizes, let saved = reuse.savedRecipes(layout) {
            // Only recipe files saved: they are read again, everything else is the last read's.
            var loaded = reuse.loaded
            (loaded.id, loaded.derived, loaded.readCount) = (Loaded.nextID(), (reuse.loaded.id, saved), saved.count)
            let contentRoot = layout.content.path + "/"
            for index in saved {
                let file = loaded.recipes[index]
                loaded.recipes[index] = try Self.recipe(contentRoot + file.contentPath, shown: file.path, contentPath: file.contentPath).0.get()
            }
            return loaded
        }
        var walk = Walk(loader: self)
        var isFolder: ObjCBool = false
        let contentFiles: Set<String>, staticFiles: Set<String>
        if let reuse, let listed = reuse.listing(layout) {
            // Only files the last walk listed were saved: its lists stand, and its warnings.
            (contentFiles, staticFiles) = listed
            walk.diagnostics = reuse.loaded.diagnostics
        } else {
            contentFiles = try walk.files(under: layout.content, leavingOut: layout.outputInsideContent)
            let hasStatic = FileManager.default.fileExists(atPath: layout.staticFolder.path, isDirectory: &isFolder) && isFolder.boolValue
            staticFiles = hasStatic ? try walk.files(under: layout.staticFolder) : []
        }
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
        let reuse = walk.followedLinks || reuse?.loaded.followedLinks == true || single != nil ? nil : reuse
        let previous = Dictionary((reuse?.loaded.recipes ?? []).map { ($0.contentPath, $0) }, uniquingKeysWith: { first, _ in first })
        let started = SourceIndex.Time.now()
        let reads = recipePaths.parallelMap { path -> (Result<SourceFile, SiteError>, read: Bool, status: SourceIndex.Status?) in
            let filePath = single?.path ?? contentRoot + path
            let shown = single.map(display) ?? displayPrefix + path
            if let reuse, let file = previous[path], file.path == shown, reuse.isUnchanged(filePath) { return (.success(file), false, nil) }
            let (file, status) = Self.recipe(filePath, shown: shown, contentPath: path)
            return (file, true, status)
        }
        let recipes = try reads.map { try $0.0.get() }
        // No recipository.yml is a site with the defaults; one that cannot be read is not.
        var configText: String?
        if FileManager.default.fileExists(atPath: layout.config.path) {
            configText = String(decoding: try Self.read(layout.config.path).mapError {
                SiteError(path: display(layout.config), reason: "this file could not be read (\($0.reason)); fix its permissions, or remove it to use the defaults.")
            }.get(), as: UTF8.self)
        }
        var loaded = Loaded(recipes: recipes, contentFiles: contentFiles, staticFiles: staticFiles, configText: configText,
                            diagnostics: walk.diagnostics, displayBase: displayBase, followedLinks: walk.followedLinks)
        loaded.readCount = reads.count(where: \.read)
        loaded.started = started
        loaded.recipeStatuses = Dictionary(zip(recipes, reads).compactMap { file, read in read.status.map { (file.path, $0) } },
                                           uniquingKeysWith: { first, _ in first })
        if FileManager.default.fileExists(atPath: layout.templates.path, isDirectory: &isFolder), isFolder.boolValue {
            loaded.templatesFolder = layout.templates.path
            (loaded.templateFiles, loaded.templateDiagnostics) = ThemeDirectoryReader.read(layout.templates.path)
        }
        loaded.picturesRead = readSizes
        if readSizes {
            // A walk that followed a link reads every picture: a link's target can change under it.
            let index = reuse == nil && !walk.followedLinks ? index : nil
            let read = Self.pictureSizes(contentFiles: contentFiles, staticFiles: staticFiles, layout: layout, reuse: reuse, index: index)
            (loaded.pictureSizes, loaded.pictureProblems) = (read.sizes, read.problems)
            (loaded.pictureStatuses, loaded.picturesIndexed) = (read.statuses, read.indexed)
        }
        return loaded
    }

    /// Sizes of every picture in `static/` and `content/` (a path in both is the `static/` one, as
    /// links resolve), upright (EXIF's orientation applied), read on every core: a collection can
    /// have thousands of pictures. A JPEG, PNG, WebP or HEIC file that cannot be published (its
    /// bytes another kind, too many pixels), or an SVG that is not a plain drawing (read whole:
    /// `SVGDrawing`), has a problem instead.
    /// `reuse`: a picture whose file did not change since, from the same folder, keeps its size or problem.
    /// `index`: a picture whose status the stat index recorded with its size, long enough ago, has
    /// that size and is not read (`SourceIndex.pictureSize`); the others' statuses are taken before
    /// their headers are read (a picture written meanwhile has another: never a new status with
    /// the old size), for the next index.
    static func pictureSizes(contentFiles: Set<String>, staticFiles: Set<String>, layout: SiteLayout, reuse: SourceReuse? = nil,
                             index: (SourceIndex?, program: String)? = nil)
        -> (sizes: [String: (width: Int, height: Int)], problems: [String: PictureProblem],
            statuses: [String: SourceIndex.Status], indexed: (taken: Int, read: Int)) {
        let pictures = staticFiles.union(contentFiles).filter(PictureFiles.hasPictureEnding).sorted()
        // Plain string paths for the files taken from `reuse`: a URL made per picture was a tenth of a save's CPU.
        let (contentRoot, staticRoot) = (layout.content.path + "/", layout.staticFolder.path + "/")
        let read = pictures.parallelMap { path -> (Result<(size: (width: Int, height: Int), note: PictureProblem?), PictureProblem>?,
                                                  SourceIndex.Status?, taken: Bool) in
            let isStatic = staticFiles.contains(path)
            if let reuse, reuse.loaded.staticFiles.contains(path) == isStatic, reuse.isUnchanged((isStatic ? staticRoot : contentRoot) + path) {
                if let size = reuse.loaded.pictureSizes[path] { return (.success((size, reuse.loaded.pictureProblems[path])), nil, false) }
                if let problem = reuse.loaded.pictureProblems[path] { return (.failure(problem), nil, false) }
            }
            guard let index else { return (Self.pictureSize(path, isStatic: isStatic, layout: layout), nil, false) }
            let status = SourceIndex.Status.of((isStatic ? staticRoot : contentRoot) + path)
            let name = (isStatic ? "static/" : "content/") + path
            if let size = index.0?.pictureSize(name, status: status, program: index.program) { return (.success((size, nil)), status, true) }
            return (Self.pictureSize(path, isStatic: isStatic, layout: layout), status, false)
        }
        var sizes: [String: (width: Int, height: Int)] = [:]
        var problems: [String: PictureProblem] = [:]
        var statuses: [String: SourceIndex.Status] = [:]
        var indexed = (taken: 0, read: 0)
        for (path, (result, status, taken)) in zip(pictures, read) {
            switch result {
            case .success(let read)?:
                sizes[path] = read.size
                problems[path] = read.note
                if let status, read.note == nil {
                    statuses[(staticFiles.contains(path) ? "static/" : "content/") + path] = status
                    if taken { indexed.taken += 1 } else { indexed.read += 1 }
                }
            case .failure(let problem)?: problems[path] = problem
            case nil: break
            }
        }
        return (sizes, problems, statuses, indexed)
    }

    /// A picture's upright size read from its header, or why it cannot be published; nil for a
    /// file whose size is not known from its kind.
    private static func pictureSize(_ path: String, isStatic: Bool, layout: SiteLayout)
        -> Result<(size: (width: Int, height: Int), note: PictureProblem?), PictureProblem>? {
        let url = (isStatic ? layout.staticFolder : layout.content).appendingPathComponent(path)
        if PictureFiles.isDrawing(path) {
            // Read whole to be checked, so read only up to the limit, and one byte more to know.
            let bytes = Self.head(of: url, bytes: SVGDrawing.maximumBytes + 1)
            if bytes.count > SVGDrawing.maximumBytes { return .failure(.drawingTooLarge(bytes: Self.size(of: url) ?? bytes.count)) }
            if let what = SVGDrawing.problem(bytes) { return .failure(.unsafeDrawing(what)) }
            return ImageSize.parse(Array(bytes.prefix(4096)), svg: true).map { .success(($0, nil)) }
        }
        guard PictureFiles.isRaster(path) || PictureFiles.isHEIF(path) else { return ImageSize.read(url).map { .success(($0, nil)) } }
        let head = Self.head(of: url)
        return Result { () throws(PictureProblem) in try PictureVariants.inspect(head, format: PictureFiles.format(path)) }
            .map { size in (size, PictureFiles.format(path).flatMap { named in
                PictureFormat.sniff(head).flatMap { $0 == named ? nil : PictureProblem.otherKind(actual: $0, named: named) } }) }
    }

    /// The first `bytes` of a file; by default 256 KB, where a picture keeps its size and EXIF.
    static func head(of url: URL, bytes: Int = 256 * 1024) -> [UInt8] {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return [] }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: bytes)).map { [UInt8]($0) } ?? []
    }

    /// A file's size on disk, for a diagnostic.
    static func size(of url: URL) -> Int? {
        var status = stat()
        return stat(url.path, &status) == 0 ? Int(status.st_size) : nil
    }

    /// A recipe file as the pipeline takes it, or why it cannot be read; and its status as it was read.
    static func recipe(_ path: String, shown: String, contentPath: String) -> (Result<SourceFile, SiteError>, SourceIndex.Status?) {
        let read = readRecipe(path)
        let file = read.map { SourceFile(path: shown, contentPath: contentPath, bytes: $0.bytes, byteCount: $0.size) }.mapError {
            SiteError(path: shown, reason: "this file could not be read (\($0.reason)). "
                + "Every recipe of the site is needed to check or build it: fix the file's permissions, or move it out of the site.")
        }
        return (file, (try? read.get())?.status)
    }

    /// A recipe file's bytes and size; one over the size a recipe may have is not read (its
    /// bytes are empty and `check` says how large it is), so a 1 GB file costs nothing. Its
    /// status is the one the bytes were read under (`fstat` of the open file).
    static func readRecipe(_ path: String) -> Result<(bytes: [UInt8], size: Int, status: SourceIndex.Status?), SiteError> {
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) > SourceText.maximumBytes {
            return .success(([], Int(status.st_size), SourceIndex.Status(status)))
        }
        return readWithStatus(path).map { ($0.bytes, $0.bytes.count, $0.status) }
    }

    /// A file's bytes, or a `SiteError` whose reason is the system's own words (`Permission
    /// denied`). Foundation keeps them to itself (its error says "You don't have permission"), so
    /// after a failure `open` and `read` are asked why.
    static func read(_ path: String) -> Result<[UInt8], SiteError> {
        readWithStatus(path).map(\.bytes)
    }

    /// `read`, with the file's status when it was opened (nil when it is not a regular file).
    static func readWithStatus(_ path: String) -> Result<(bytes: [UInt8], status: SourceIndex.Status?), SiteError> {
        // Opening a named pipe waits until something writes to it: never try.
        if DirectoryListing.kind(of: path) == .special {
            return .failure(SiteError(path: path, reason: "it is a named pipe, socket or device, not a file"))
        }
        if let read = contents(path) { return .success(read) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        var failure = errno
        if descriptor >= 0 {
            var byte: UInt8 = 0
            failure = Foundation.read(descriptor, &byte, 1) < 0 ? errno : EIO
            close(descriptor)
        }
        return .failure(SiteError(path: path, reason: String(cString: strerror(failure))))
    }

    /// The file's bytes read straight into the array, nil when it cannot be read. Foundation's
    /// `contents(atPath:)` reads into a `Data`, which was then copied: for the build cache's
    /// parts and models (170 MB at 10,000 recipes) a twentieth of an incremental build's CPU.
    private static func contents(_ path: String) -> (bytes: [UInt8], status: SourceIndex.Status?)? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        // Its status as it is about to be read: written to meanwhile, it has another (`SourceIndex`).
        let opened = status.st_mode & S_IFMT == S_IFREG ? SourceIndex.Status(status) : nil
        var failed = false
        func readSome(_ into: UnsafeMutableRawPointer, _ count: Int) -> Int {
            while true {
                let done = Foundation.read(descriptor, into, count)
                if done < 0, errno == EINTR { continue }
                if done < 0 { failed = true }
                return max(done, 0)
            }
        }
        let size = max(Int(status.st_size), 0)
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = 0
            while count < size, let base = buffer.baseAddress {
                let done = readSome(base + count, size - count)
                guard done > 0 else { break }
                count += done
            }
        }
        // What the file holds past the size it had when opened (written to meanwhile), or all of a
        // file whose size says nothing: looked for a byte at a time until there is one.
        var next: UInt8 = 0
        while !failed, readSome(&next, 1) == 1 {
            bytes.append(next)
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while !failed {
                let done = chunk.withUnsafeMutableBytes { readSome($0.baseAddress!, $0.count) }
                guard done > 0 else { break }
                bytes.append(contentsOf: chunk[..<done])
            }
        }
        return failed ? nil : (bytes, opened)
    }

    public func display(_ url: URL) -> String {
        Self.relative(url.standardizedFileURL, to: displayBase) ?? url.path
    }

    /// Walks `content/` and `static/`. A linked folder is followed at most once per real folder
    /// (two links to `.` made the walk endless), and a link that leads out of the site is never
    /// followed, so nothing outside it is read or published; each skipped link is one warning.
    struct Walk {
        let loader: SiteLoader
        /// Where links may lead: `content/` and `static/`, as the system resolves them (not the site
        /// folder, which holds the output and the configuration).
        let inside: [String]
        private var seen = Set<[UInt64]>()
        var diagnostics: [Diagnostic] = []
        /// Whether a linked file or folder was met.
        var followedLinks = false

        init(loader: SiteLoader) {
            self.loader = loader
            let layout = loader.layout
            inside = [layout.content, layout.staticFolder].map { Walk.realPath($0.path) ?? $0.standardizedFileURL.path }
        }

        /// Every regular file below `folder`, relative and `/`-separated, skipping names that start
        /// with `_` or `.` (`_index.md` is a section page, `.DS_Store` is noise), as Hugo does, and
        /// the top-level folder `leavingOut` names.
        ///
        /// The same whatever order the system lists a folder in: names in byte order, and every
        /// real folder before any linked one, so a folder reached both ways is read by its own
        /// path and the link is the one warned about (in the system's order, either could win,
        /// and the recipes' pages moved with it).
        mutating func files(under folder: URL, leavingOut: String? = nil) throws -> Set<String> {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw SiteError(path: folder.path, reason: "This folder does not exist.")
            }
            let root = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
            var result = Set<String>()
            _ = firstVisit(folder.path)
            var pending = [""]
            var linked: [String] = [], linksTaken = 0
            while let relative = pending.popLast() ?? nextLinked(linked, taken: &linksTaken, root: root) {
                let directory = relative.isEmpty ? folder.path : root + relative
                let entries: [(name: String, kind: DirectoryListing.Kind, isLink: Bool)]
                do {
                    entries = try DirectoryListing.entries(of: directory)
                } catch let error as SiteError {
                    throw SiteError(path: loader.display(URL(fileURLWithPath: error.path)), reason: error.reason
                        + " Every file of the site is needed to build it: fix the folder's permissions, or move it out of the site.")
                }
                let sorted = entries.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
                for (name, kind, isLink) in sorted where !name.hasPrefix(".") && !name.hasPrefix("_")
                    && !(relative.isEmpty && name == leavingOut) {
                    let path = relative.isEmpty ? name : relative + "/" + name
                    let full = root + path
                    if isLink { followedLinks = true }
                    if isLink, kind != .missing, !leadsInside(full) {
                        warn(.linkOutsideSite, full, "This link leads outside the site (to `\(Walk.realPath(full) ?? "?")`); it is not followed, so nothing there is read or published.")
                        continue
                    }
                    switch kind {
                    case .directory:
                        if isLink {
                            linked.append(path)
                        } else if firstVisit(full) {
                            pending.append(path)
                        }
                    case .file:
                        // Swift compares names as Unicode does: `é` typed two ways is one name, and
                        // the second file would have vanished.
                        if !result.insert(path).inserted {
                            diagnostics.append(Diagnostic(.sameFileName,
                                                           "Another file here has the same name written with different Unicode characters (accents typed another way); rename one of them, or one is lost.",
                                                           at: SourceLocation(file: loader.display(URL(fileURLWithPath: full)), line: 1, column: 1)))
                        }
                    case .special:
                        warn(.specialFile, full, "This is a named pipe, socket or device, not a file; it is not read or published.")
                    case .badName:
                        diagnostics.append(Diagnostic(.fileNameNotUTF8,
                                                       "This name is in an old text encoding, not UTF-8, so it cannot be read or published; rename it.",
                                                       at: SourceLocation(file: loader.display(URL(fileURLWithPath: full)), line: 1, column: 1)))
                    case .missing: continue
                    }
                }
            }
            return result
        }

        /// The next linked folder to walk once every real one is walked, in the order they were
        /// found; each already read is one `link-loop` warning instead.
        private mutating func nextLinked(_ linked: [String], taken: inout Int, root: String) -> String? {
            while taken < linked.count {
                let path = linked[taken], full = root + path
                taken += 1
                if firstVisit(full) { return path }
                warn(.linkLoop, full, "This link leads to a folder that is already read (`\(loader.display(URL(fileURLWithPath: Walk.realPath(full) ?? full)))`); it is not followed again.")
            }
            return nil
        }

        /// False when the folder (by device and inode) was already walked.
        private mutating func firstVisit(_ path: String) -> Bool {
            var status = stat()
            guard stat(path, &status) == 0 else { return false }
            return seen.insert([UInt64(status.st_dev), UInt64(status.st_ino)]).inserted
        }

        private func leadsInside(_ path: String) -> Bool {
            guard let real = Walk.realPath(path) else { return false }
            return inside.contains { real == $0 || real.hasPrefix($0 + "/") }
        }

        private mutating func warn(_ code: DiagnosticCode, _ path: String, _ message: String) {
            diagnostics.append(Diagnostic(code, message, at: SourceLocation(file: loader.display(URL(fileURLWithPath: path)), line: 1, column: 1)))
        }

        static func realPath(_ path: String) -> String? {
            guard let resolved = realpath(path, nil) else { return nil }
            defer { free(resolved) }
            return String(cString: resolved)
        }
    }

    static func relative(_ url: URL, to base: URL) -> String? {
        let path = url.standardizedFileURL.path
        let basePath = base.standardizedFileURL.path
        if path == basePath { return "" }
        let prefix = basePath.hasSuffix("/") ? basePath : basePath + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }
}
