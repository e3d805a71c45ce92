import RecipositoryCore
import RecipositoryMarkdown

/// Renders a recipe's Markdown parts to HTML for a page at one depth, through cmark-gfm: each
/// internal link and picture straight to its address relative to the page (`Routes`), pictures
/// of known size with their `width` and `height` (a JPEG, PNG or WebP with its sized copies in
/// `srcset`, as the recipe's photo), captioned pictures as `<figure>`.
struct PartHTML {
    /// The way from the page back to the site root (`../../`).
    let rootPrefix: String
    let routes: Routes
    let imageSize: (String) -> (width: Int, height: Int)?

    /// The part's HTML; `spans` wrap parts of a one-paragraph part's text (an ingredient's name and amount).
    func html(_ part: MarkdownPart, spans: [InlineSpan] = []) -> String {
        guard !part.isEmpty else { return "" }
        var destinations: [Int: String] = [:]
        var sizes: [Int: Markdown.PictureSize] = [:]
        for (id, target) in part.targets {
            destinations[id] = link(to: target)
            // Only a picture node reads its size; a link to a picture file has none.
            if case .file(let path, _) = target, let size = imageSize(path) {
                let shown = ImageViewModel(sitePath: path, alt: "", rootPrefix: rootPrefix, size: size, role: .text(width: size.width))
                var copies: Markdown.PictureSize.Copies?
                if let webp = shown.webpSrcset, let jpeg = shown.jpegSrcset {
                    copies = Markdown.PictureSize.Copies(webpSrcset: webp, jpegSrcset: jpeg, sizes: shown.sizes)
                }
                sizes[id] = Markdown.PictureSize(width: size.width, height: size.height, copies: copies)
            }
        }
        return part.pieces.map { piece in
            switch piece {
            case .block(let node): Markdown.html(node, destinations: destinations, pictureSizes: sizes)
            case .inline(let node): Markdown.inlineHTML(node, destinations: destinations, pictureSizes: sizes, spans: spans)
            case .figure(let figure): self.figure(figure, destinations: destinations, sizes: sizes)
            }
        }.joined()
    }

    /// The address of a site target from this page.
    func link(to target: SiteTarget) -> String {
        SitePath.link(to: routes.path(of: target), rootPrefix: rootPrefix)
    }
}

private extension PartHTML {
    /// `<figure>`, the picture as cmark renders it, and the caption: the italic line's nodes, or
    /// the picture's title, which then leaves the `<img>` so it is not read twice.
    func figure(_ figure: Figure, destinations: [Int: String], sizes: [Int: Markdown.PictureSize]) -> String {
        var image = figure.image
        let caption: String
        if let nodes = figure.caption {
            caption = nodes.map { Markdown.html($0, destinations: destinations, pictureSizes: sizes) }.joined()
        } else if case .image(let source, let title) = image.kind {
            caption = Markdown.escapedText(title)
            image.kind = .image(source: source, title: "")
        } else {
            caption = ""
        }
        let picture = Markdown.html(image, destinations: destinations, pictureSizes: sizes)
        return "<figure>\n\(picture)\n<figcaption>\(caption)</figcaption>\n</figure>\n"
    }
}
