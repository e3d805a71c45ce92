import RecipositoryMarkdown

/// One pass over a body's top-level blocks, sorting them into intro, metadata, ingredient
/// groups, step sections and free sections.
struct BodyWalk {
    let document: MarkdownDocument
    let source: BodySource
    let contentPath: String
    let builder: RecipeBuilder
    var diagnostics: [Diagnostic] = []

    private(set) var h1Title: String?
    private var introBlocks: [MarkdownNode] = []
    private var metadata = BodyMetadata()
    private var groups: [IngredientGroup] = []
    private var stepSections: [StepSection] = []
    private var sections: [FreeSection] = []
    private var footnotes: [MarkdownNode] = []
    private var links: [Reference] = []
    /// Where the internal links and pictures lead, by node id.
    private var targets: [Int: SiteTarget] = [:]
    private var images: [Reference] = []
    private var promotedImage: Reference?
    /// Where the promoted picture's paragraph is in `introBlocks`, and its title (a caption).
    private var promotedIndex: Int?
    private var promotedTitle = ""
    /// Pictures standing alone in the ingredients section (based.cooking's photo of them laid out):
    /// shown under the list, never read as an ingredient.
    private var ingredientPictures: [MarkdownNode] = []

    init(document: MarkdownDocument, source: BodySource, contentPath: String, builder: RecipeBuilder) {
        self.document = document
        self.source = source
        self.contentPath = contentPath
        self.builder = builder
    }

    /// Checks every link and image and keeps where the internal ones lead.
    mutating func resolveReferences() {
        for node in document.linksAndImages {
            switch node.kind {
            case .link(let destination, _):
                let resolution = builder.resolveLink(destination, from: contentPath)
                links.append(reference(destination, node, resolution))
                if case .site(let resolved) = resolution { targets[node.id] = resolved }
                if case .broken = resolution {
                    diagnostics.append(Diagnostic(.brokenLink, "The link `\(destination)` points to no recipe or file of this site.",
                                                  at: source.location(of: node)))
                }
            case .image(let src, _):
                let resolved = builder.resolveFile(src, from: contentPath)
                let isExternal = builder.site.isExternal(src)
                images.append(Reference(target: src, location: source.location(of: node), resolved: resolved.map { .file(path: $0, fragment: "") }))
                if resolved == nil && !isExternal {
                    // A warning, not an error: the page still reads well without the picture.
                    diagnostics.append(Diagnostic(.missingBodyImage,
                                                  "The picture `\(src)` was not found next to the recipe, in `static/` or in `content/`; it will not show.",
                                                  at: source.location(of: node)))
                }
                if let resolved { targets[node.id] = .file(path: resolved, fragment: "") }
            default:
                break
            }
        }
    }

    private func reference(_ target: String, _ node: MarkdownNode, _ resolution: SiteIndex.Resolution) -> Reference {
        guard case .site(let resolved) = resolution else { return Reference(target: target, location: source.location(of: node)) }
        return Reference(target: target, location: source.location(of: node), resolved: resolved)
    }

    mutating func readBlocks() {
        var current: SectionKind?
        var currentTitle = ""
        var sectionBlocks: [MarkdownNode] = []
        for block in document.root.children {
            if case .heading(let level) = block.kind, level <= 2 {
                if level == 1, h1Title == nil, current == nil, introBlocks.isEmpty {
                    h1Title = block.inlineText.trimmingSpaces
                    continue
                }
                if let current { finish(current, title: currentTitle, blocks: sectionBlocks) }
                currentTitle = block.inlineText.trimmingSpaces
                current = SectionKind(heading: currentTitle)
                sectionBlocks = []
                continue
            }
            if case .footnoteDefinition = block.kind {
                footnotes.append(block)
                continue
            }
            if current == nil {
                if metadata.read(block, source: source, diagnostics: &diagnostics) == .consumed { continue }
                introBlocks.append(block)
            } else {
                sectionBlocks.append(block)
            }
        }
        if let current { finish(current, title: currentTitle, blocks: sectionBlocks) }
        promoteIntroImage()
    }

    private mutating func finish(_ kind: SectionKind, title: String, blocks: [MarkdownNode]) {
        switch kind {
        case .ingredients:
            var reader = IngredientSectionReader(walk: self)
            groups += reader.read(blocks.filter { !$0.isPictureOnly })
            ingredientPictures += blocks.filter(\.isPictureOnly)
            diagnostics += reader.diagnostics
        case .steps:
            stepSections += StepSectionReader(walk: self).read(blocks)
        case .other:
            sections.append(FreeSection(title: title, markdown: part(blocks), text: Self.text(blocks)))
        }
    }

    /// based.cooking puts the dish's picture as the first thing in the body; with no `image:` in
    /// front matter it becomes the recipe's image (its title the photo's caption), and leaves the
    /// intro so it is not shown twice. A different picture than `image:` stays in the story.
    private mutating func promoteIntroImage() {
        guard let index = introBlocks.firstIndex(where: { $0.isPictureOnly && $0.children.count == 1 }) else { return }
        let image = introBlocks[index].children[0]
        guard case .image(let src, let title) = image.kind, let resolved = builder.resolveFile(src, from: contentPath) else { return }
        promotedImage = Reference(target: src, location: source.location(of: image), resolved: .file(path: resolved, fragment: ""))
        promotedIndex = index
        promotedTitle = title.trimmingSpaces
    }

    func apply(to recipe: inout Recipe, frontMatter: FrontMatter) {
        var introBlocks = introBlocks
        if let promotedImage, let promotedIndex, recipe.image == nil || recipe.image?.resolved == promotedImage.resolved {
            if recipe.image == nil {
                recipe.image = promotedImage
                recipe.imageCaption = promotedTitle.isEmpty ? nil : promotedTitle
            }
            introBlocks.remove(at: promotedIndex)
        }
        recipe.introText = Self.text(introBlocks)
        var story = introBlocks
        if recipe.description == nil, let first = introBlocks.firstIndex(where: { $0.kind == .paragraph }) {
            let words = introBlocks[first].inlineText.trimmingSpaces
            if !words.isEmpty {
                recipe.description = words
                // The page shows the description as its lead: the story goes on from the next block.
                story.remove(at: first)
            }
        }
        recipe.story = part(story)
        recipe.ingredientPictures = part(ingredientPictures)
        recipe.prepMinutes = recipe.prepMinutes ?? metadata.prepMinutes
        recipe.cookMinutes = recipe.cookMinutes ?? metadata.cookMinutes
        recipe.totalMinutes = recipe.totalMinutes ?? metadata.totalMinutes
        recipe.servings = recipe.servings ?? metadata.servings
        recipe.ingredientGroups = groups
        recipe.stepSections = stepSections
        recipe.sections = sections
        if !footnotes.isEmpty {
            recipe.sections.append(FreeSection(title: "Footnotes", markdown: part(footnotes), text: Self.text(footnotes)))
        }
        recipe.links = links
        recipe.bodyImages = images
    }

    // MARK: Parts

    /// Blocks as written, with their captioned pictures found (`Figure`).
    func part(_ blocks: [MarkdownNode]) -> MarkdownPart {
        MarkdownPart(Figure.pieces(blocks), documentTargets: targets)
    }

    /// One paragraph's inline content: a step or an ingredient line.
    func inlinePart(_ node: MarkdownNode) -> MarkdownPart {
        MarkdownPart([.inline(node)], documentTargets: targets)
    }

    /// cmark's plain text of whole blocks, for show, mail, search and structured data (and a step's
    /// words made when first read, `Step.init(wordsOf:location:)`).
    static func text(_ blocks: [MarkdownNode]) -> String {
        blocks.map { plainText($0).trimmingSpaces }.filter { !$0.isEmpty }.joined(separator: "\n\n")
    }

    /// cmark's plain text of one block. A paragraph of nothing but words (nearly every step) is
    /// its words as they stand, a soft break a space, which is what cmark writes for it (to a final
    /// newline, which `text` trims): no cmark tree is made and rendered for it, 8% of `check`'s
    /// instructions. `BodyWalkPlainTextTests` compares the two on every paragraph of the fixtures.
    static func plainText(_ block: MarkdownNode) -> String {
        guard let words = block.wordsOnly else { return Markdown.plainText(block) }
        return words
    }
}

extension MarkdownNode {
    /// A paragraph's text when it holds only text and soft breaks (a soft break read as a space,
    /// as cmark's plain text writes it with `CMARK_OPT_NOBREAKS`); nil for anything else.
    var wordsOnly: String? {
        guard kind == .paragraph else { return nil }
        if children.count == 1, children[0].kind == .text { return children[0].literal }
        var words = ""
        for child in children {
            switch child.kind {
            case .text: words += child.literal
            case .softBreak: words += " "
            default: return nil
            }
        }
        return words
    }

    /// A paragraph of nothing but pictures (and the spaces or line breaks between them).
    var isPictureOnly: Bool {
        guard kind == .paragraph, !children.isEmpty else { return false }
        var sawPicture = false
        for child in children {
            switch child.kind {
            case .image: sawPicture = true
            case .softBreak, .lineBreak: continue
            case .text where child.inlineText.trimmingSpaces.isEmpty: continue
            default: return false
            }
        }
        return sawPicture
    }
}
