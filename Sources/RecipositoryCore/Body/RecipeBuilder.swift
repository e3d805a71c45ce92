import RecipositoryMarkdown

/// Builds the typed `Recipe` from front matter and a parsed body in one walk over the top-level
/// blocks. Pure: problems become diagnostics, and no line of the author's is ever dropped.
public struct RecipeBuilder: Sendable {
    public var site: SiteIndex
    /// Where this recipe's questions to `site` are written down (`build`): its model's `LinkLookups`.
    private var log: LinkLookupLog?

    public init(site: SiteIndex) {
        self.site = site
    }

    /// `site.resolveLink`, written down.
    func resolveLink(_ target: String, from contentPath: String) -> SiteIndex.Resolution {
        let resolution = site.resolveLink(target, from: contentPath)
        log?.lookups.add(.link(target), LinkLookups.text(resolution))
        return resolution
    }

    /// `site.resolveFile`, written down.
    func resolveFile(_ target: String, from contentPath: String) -> String? {
        let file = site.resolveFile(target, from: contentPath)
        log?.lookups.add(.file(target), LinkLookups.text(file: file))
        return file
    }

    /// Whether `slug` is a recipe's, written down.
    func isRecipe(_ slug: String) -> Bool {
        let found = site.slugs.contains(slug)
        log?.lookups.add(.slug(slug), LinkLookups.text(isRecipe: found))
        return found
    }

    /// Parses a body with cmark-gfm, refusing tables and paragraphs that would take it quadratic time.
    public static func parseBody(_ split: SplitSource, path: String) -> (MarkdownDocument, [Diagnostic]) {
        let (body, refused) = InlineGuard.check(split.body)
        var diagnostics = refused.map { paragraph in
            Diagnostic(.paragraphTooComplex,
                       "This paragraph holds \(paragraph.openers) `<` signs and `www.` addresses (more than \(InlineGuard.maximumOpeners)); reading them would take the Markdown reader far too long, so the paragraph is not read. Split it with blank lines.",
                       at: SourceLocation(file: path, line: split.bodyFirstLine + paragraph.line - 1, column: 1))
        }
        let verdict = TableGuard.check(body)
        if !verdict.tablesAllowed {
            diagnostics.append(Diagnostic(
                .tableTooLarge,
                "This table is too large to lay out (\(verdict.columns) columns, \(verdict.rows) rows); it is shown as plain text.",
                at: SourceLocation(file: path, line: split.bodyFirstLine + (verdict.line ?? 1) - 1, column: 1)))
        }
        return (Markdown.parse(body, options: .init(tables: verdict.tablesAllowed)), diagnostics)
    }

    public func build(file: SourceFile, split: SplitSource, frontMatter: FrontMatter, document: MarkdownDocument) -> (Recipe?, [Diagnostic]) {
        let built = buildLookingUp(file: file, split: split, frontMatter: frontMatter, document: document)
        return (built.recipe, built.diagnostics)
    }

    /// `build`, with what it asked of `site` (the recipe holds it too).
    func buildLookingUp(file: SourceFile, split: SplitSource, frontMatter: FrontMatter,
                        document: MarkdownDocument) -> (recipe: Recipe?, diagnostics: [Diagnostic], lookups: LinkLookups) {
        var builder = self
        let log = LinkLookupLog()
        builder.log = log
        var (recipe, diagnostics) = builder.buildRecipe(file: file, split: split, frontMatter: frontMatter, document: document)
        recipe?.lookups = log.lookups
        return (recipe, diagnostics, log.lookups)
    }

    private func buildRecipe(file: SourceFile, split: SplitSource, frontMatter: FrontMatter, document: MarkdownDocument) -> (Recipe?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var walk = BodyWalk(document: document,
                            source: BodySource(body: split.body, path: file.path, firstLine: split.bodyFirstLine),
                            contentPath: file.contentPath, builder: self)
        walk.resolveReferences()
        walk.readBlocks()
        diagnostics += walk.diagnostics
        if let deep = document.tooDeep {
            // What lies deeper was not read, so the recipe must not be built as if it were whole.
            diagnostics.append(Diagnostic(.markdownTooDeep,
                                          "The text is nested too deeply here (lists, quotes or emphasis inside each other, over \(MarkdownDocument.maximumDepth) levels); Recipository reads no deeper, so flatten it.",
                                          at: walk.source.location(deep)))
        }

        let title = frontMatter.title?.value ?? walk.h1Title
        guard let title, !title.isEmpty else {
            diagnostics.append(Diagnostic(.missingTitle,
                                          "This recipe has no title: add `title:` to the front matter or a `# Title` line.",
                                          at: SourceLocation(file: file.path, line: 1, column: 1)))
            return (nil, diagnostics)
        }
        var recipe = Recipe(sourcePath: file.path, slug: Self.slug(for: file, frontMatter: frontMatter), title: title)
        apply(frontMatter, to: &recipe, file: file, diagnostics: &diagnostics)
        walk.apply(to: &recipe, frontMatter: frontMatter)
        JekyllLists.apply(frontMatter, to: &recipe)
        recipe.totalMinutes = frontMatter.totalMinutes ?? recipe.totalMinutes ?? Self.sum(recipe.prepMinutes, recipe.cookMinutes)
        if document.tooDeep == nil { diagnostics += Self.contentWarnings(recipe, file: file) }
        return (recipe, diagnostics)
    }

    /// The front matter `slug`, or the file name without `.md`, made URL-safe.
    public static func slug(for file: SourceFile, frontMatter: FrontMatter) -> String {
        if let slug = frontMatter.slug?.value { return Slug.make(slug) }
        let name = fileName(file.contentPath)
        return Slug.make(name.lowercased().hasSuffix(".md") ? String(name.dropLast(3)) : name)   // `upper.MD` too
    }
}

private extension RecipeBuilder {
    /// The last part of a content path; by bytes when ASCII, where a `/` Character is a `/` byte.
    static func fileName(_ contentPath: String) -> String {
        if contentPath.isASCII, contentPath.utf8.last != UInt8(ascii: "/") {
            guard let slash = contentPath.utf8.lastIndex(of: UInt8(ascii: "/")) else { return contentPath }
            return String(contentPath[contentPath.utf8.index(after: slash)...])
        }
        return contentPath.split(separator: "/").last.map(String.init) ?? contentPath
    }

    static func sum(_ a: Int?, _ b: Int?) -> Int? {
        a == nil && b == nil ? nil : (a ?? 0) + (b ?? 0)
    }

    func apply(_ fm: FrontMatter, to recipe: inout Recipe, file: SourceFile, diagnostics: inout [Diagnostic]) {
        recipe.description = fm.description
        recipe.category = fm.category ?? Self.folderCategory(file.contentPath)
        recipe.cuisine = fm.cuisine
        recipe.tags = fm.tags
        recipe.servings = fm.servings ?? fm.yield
        recipe.yield = fm.yield
        recipe.prepMinutes = fm.prepMinutes
        recipe.cookMinutes = fm.cookMinutes
        recipe.difficulty = fm.difficulty
        recipe.rating = fm.rating
        recipe.author = fm.author
        recipe.source = fm.source
        recipe.date = fm.date
        recipe.cooked = fm.cooked.sorted { $0.date < $1.date }
        recipe.nutrition = fm.nutrition
        recipe.diet = fm.diet
        recipe.isDraft = fm.isDraft
        recipe.estimateNutrition = fm.estimateNutrition
        recipe.extra = fm.extra
        recipe.image = fm.image.map { resolveImage($0, file: file, diagnostics: &diagnostics) }
        recipe.gallery = fm.gallery.map { resolveImage($0, file: file, diagnostics: &diagnostics) }
        recipe.related = fm.related.map { item in
            var slug = item.value
            if slug.hasSuffix(".md") || slug.contains("/"), case .site(.recipe(let linked, _)) = resolveLink(slug, from: file.contentPath) {
                slug = linked
            }
            let found = isRecipe(slug)
            if !found {
                diagnostics.append(Diagnostic(.brokenRelated,
                                              "The related recipe `\(item.value)` does not exist in this collection.",
                                              at: item.location))
            }
            return Reference(target: item.value, location: item.location, resolved: found ? .recipe(slug: slug, fragment: "") : nil)
        }
    }

    func resolveImage(_ image: Located<String>, file: SourceFile, diagnostics: inout [Diagnostic]) -> Reference {
        if site.isExternal(image.value) {
            // The site loads nothing from other sites (private, and its Content-Security-Policy
            // would block it), and `javascript:` or `data:` is no picture file: said, not dropped silently.
            let lower = image.value.lowercased()
            let reason = lower.hasPrefix("https:") || lower.hasPrefix("http:") || lower.hasPrefix("//")
                ? "is on another site, and the site loads nothing from elsewhere; save the picture beside the recipe and name that file here."
                : "is not a picture file; name a picture beside the recipe or in `static/`."
            diagnostics.append(Diagnostic(.imageNotShown, "The image `\(image.value)` \(reason) It is not shown.", at: image.location))
            return Reference(target: image.value, location: image.location)
        }
        let resolved = resolveFile(image.value, from: file.contentPath)
        if resolved == nil {
            diagnostics.append(Diagnostic(.missingImage, "The image `\(image.value)` was not found next to the recipe, in `static/` or in `content/`.",
                                          at: image.location))
        }
        return Reference(target: image.value, location: image.location, resolved: resolved.map { .file(path: $0, fragment: "") })
    }

    /// `recipes/desserts/pie.md` is in the category "Desserts", as in Hugo sections.
    static func folderCategory(_ contentPath: String) -> String? {
        var folders = contentPath.split(separator: "/").dropLast()
        if folders.first == "recipes" { folders = folders.dropFirst() }
        guard let folder = folders.last else { return nil }
        return folder.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    static func contentWarnings(_ recipe: Recipe, file: SourceFile) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        let start = SourceLocation(file: file.path, line: 1, column: 1)
        if recipe.ingredients.isEmpty {
            warnings.append(Diagnostic(.noIngredients, "This recipe lists no ingredients (no `## Ingredients` list was found).", at: start))
        }
        if recipe.steps.isEmpty {
            warnings.append(Diagnostic(.noSteps, "This recipe has no steps (no `## Steps` or `## Directions` section was found).", at: start))
        }
        return warnings
    }
}
