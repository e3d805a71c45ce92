import RecipositoryMarkdown

/// The pure stages of the pipeline for recipe files, each a call:
/// split front matter -> parse Markdown -> build the typed model -> validate.
/// `Pipeline` (RecipositorySite) calls them in order between loading and indexing; `check` here
/// runs them alone, for tests and the fuzzer. Files are independent until validation, so the
/// caller runs the first three on every core; cmark-gfm parses themselves are serialized inside
/// `Markdown.parse`.
public enum RecipeCollection {
    public struct Result: Sendable {
        /// Every recipe that could be built, in content-path order (broken ones are left out).
        public var recipes: [Recipe]
        /// Sorted by place.
        public var diagnostics: [Diagnostic]
        /// Files that had errors, so a forgiving build can list what it left out.
        public var failedFiles: Set<String>
    }

    /// A recipe file after its front matter is split off and read.
    public struct Split: Sendable {
        public var file: SourceFile
        var split: SplitSource?
        var frontMatter: FrontMatter?
        var diagnostics: [Diagnostic]
        /// Found here, on every core, rather than in the serial pass that collects the slugs.
        public internal(set) var slug: String?
        /// Whether the text (`split`) was let go, to be split again from the file's bytes (`withText`).
        var textLetGo = false

        init(file: SourceFile, split: SplitSource? = nil, frontMatter: FrontMatter? = nil, diagnostics: [Diagnostic]) {
            self.file = file
            self.split = split
            self.frontMatter = frontMatter
            self.diagnostics = diagnostics
            self.slug = frontMatter.map { RecipeBuilder.slug(for: file, frontMatter: $0) }
        }
    }

    /// A recipe file with its body parsed (nil when its front matter could not be read).
    public struct Parsed: Sendable {
        var split: Split
        var document: MarkdownDocument?
        var diagnostics: [Diagnostic]
    }

    /// A recipe built from one file, or nil, and every problem found in the file so far.
    public struct Modelled: Sendable {
        public var recipe: Recipe?
        public var diagnostics: [Diagnostic]
        /// What the model asked of the site's index, and was told (the recipe's `lookups`, kept here
        /// too for a file that made no recipe, whose diagnostics may depend on them).
        public var lookups = LinkLookups()
    }

    /// The pure stages in order, for tests and the fuzzer.
    public static func check(_ files: [SourceFile], options: CheckOptions) -> Result {
        let decoder = FrontMatterDecoder(extraKeys: options.extraKeys)
        let split = sorted(files).parallelMap { splitFrontMatter($0, decoder: decoder) }
        let site = siteIndex(split, contentFiles: options.contentFiles, staticFiles: options.staticFiles)
        let builder = RecipeBuilder(site: site)
        var modelled = split.parallelMap { model(parse($0), builder: builder) }
        return validate(taking: &modelled)
    }

    /// Content-path order: the order every later stage keeps.
    public static func sorted(_ files: [SourceFile]) -> [SourceFile] {
        files.sorted { $0.contentPath < $1.contentPath }
    }

    /// Decode, split and read front matter: everything before cmark sees the body.
    public static func splitFrontMatter(_ file: SourceFile, decoder: FrontMatterDecoder) -> Split {
        let (text, decodeDiagnostics) = SourceText.decode(file)
        guard let text else { return Split(file: file, diagnostics: decodeDiagnostics) }
        let (split, splitDiagnostics) = FrontMatterSplitter.split(text, path: file.path)
        guard let split else { return Split(file: file, diagnostics: splitDiagnostics) }
        guard let yaml = split.yaml else { return Split(file: file, split: split, frontMatter: FrontMatter(), diagnostics: []) }
        // Unreadable YAML says nothing reliable about the recipe: it is reported alone.
        let (frontMatter, yamlDiagnostics) = decoder.read(yaml, firstLine: split.yamlFirstLine, path: file.path)
        return Split(file: file, split: split, frontMatter: frontMatter, diagnostics: yamlDiagnostics)
    }

    /// Which recipes exist (from every file's front matter) and which files: what links resolve against.
    public static func siteIndex(_ split: [Split], contentFiles: Set<String>, staticFiles: Set<String>) -> SiteIndex {
        var slugs: [String: String] = [:]
        slugs.reserveCapacity(split.count)
        for item in split { if let slug = item.slug { slugs[item.file.contentPath] = slug } }
        return SiteIndex(slugsByContentPath: slugs, contentFiles: contentFiles, staticFiles: staticFiles)
    }

    /// Without its text: the body and the YAML, a copy of the file's bytes. What the site's index of
    /// links reads (the slug) and the front matter decoded are kept. A build that holds every file's
    /// split while the files are modelled one by one holds a copy of every recipe less (at 30,000
    /// recipes 57 MB of heap, whose holes, once let go, the later stages' values did not fill).
    public static func lettingGoOfText(_ item: Split) -> Split {
        guard item.split != nil else { return item }
        var item = item
        (item.split, item.textLetGo) = (nil, true)
        return item
    }

    /// The text let go by `lettingGoOfText`, split again from the file's bytes: the same text, as
    /// the same bytes are decoded and split by the same steps.
    public static func withText(_ item: Split) -> Split {
        guard item.textLetGo, let text = SourceText.decode(item.file).text, let split = FrontMatterSplitter.split(text, path: item.file.path).0
        else { return item }
        var item = item
        (item.split, item.textLetGo) = (split, false)
        return item
    }

    /// The body parsed by cmark-gfm, when the front matter could be read.
    public static func parse(_ item: Split) -> Parsed {
        guard let split = item.split, item.frontMatter != nil else { return Parsed(split: item, document: nil, diagnostics: []) }
        let (document, diagnostics) = RecipeBuilder.parseBody(split, path: item.file.path)
        return Parsed(split: item, document: document, diagnostics: diagnostics)
    }

    /// The typed recipe, with the file's problems from every stage so far.
    public static func model(_ item: Parsed, builder: RecipeBuilder) -> Modelled {
        let earlier = item.split.diagnostics + item.diagnostics
        guard let split = item.split.split, let frontMatter = item.split.frontMatter, let document = item.document else {
            return Modelled(recipe: nil, diagnostics: earlier)
        }
        let built = builder.buildLookingUp(file: item.split.file, split: split, frontMatter: frontMatter, document: document)
        return Modelled(recipe: built.recipe, diagnostics: earlier + built.diagnostics, lookups: built.lookups)
    }

    /// What needs the whole collection (two recipes at one page), every problem sorted by place,
    /// and which files had errors. The recipes are taken out of `modelled`, not copied (a copy of a
    /// `Recipe` retains some forty references, and letting go of `modelled` released them again).
    public static func validate(taking modelled: inout [Modelled]) -> Result {
        var diagnostics = modelled.flatMap(\.diagnostics)
        var recipes: [Recipe] = []
        recipes.reserveCapacity(modelled.count)
        for index in modelled.indices {
            if let recipe = modelled[index].recipe.take() { recipes.append(recipe) }
        }
        diagnostics += CollectionValidator.validate(recipes)
        diagnostics.sort()
        let failed = Set(diagnostics.filter { $0.severity == .error }.map(\.location.file))
        return Result(recipes: recipes, diagnostics: diagnostics, failedFiles: failed)
    }
}
