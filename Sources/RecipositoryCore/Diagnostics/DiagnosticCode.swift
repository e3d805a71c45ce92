/// Every problem Recipository reports, with its severity and what it means: the closed list the
/// table of codes in docs/diagnostics.md is generated from (`DiagnosticCodeTests` checks that it is). Grouped
/// by the stage that finds them; each group names where its rules live.
public enum DiagnosticCode: String, CaseIterable, Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    // Reading a file (`SourceText`).
    case fileTooLarge = "file-too-large"
    case binaryFile = "binary-file"
    case nulByte = "nul-byte"
    case invalidUTF8 = "invalid-utf8"
    // Front matter (`FrontMatterSplitter`, `YAMLReader`, `FrontMatterDecoder`).
    case unterminatedFrontMatter = "unterminated-front-matter"
    case yamlSyntax = "yaml-syntax"
    case yamlAlias = "yaml-alias"
    case yamlTooDeep = "yaml-too-deep"
    case frontMatterTooLarge = "front-matter-too-large"
    case yamlTabIndent = "yaml-tab-indent"
    case duplicateKey = "duplicate-key"
    case unknownKey = "unknown-key"
    // Front matter values (`FrontMatterDecoder`, with the parsers in `Values/`).
    case wrongType = "wrong-type"
    case badDuration = "bad-duration"
    case badDate = "bad-date"
    case ratingOutOfRange = "rating-out-of-range"
    case difficultyOutOfRange = "difficulty-out-of-range"
    case badNutrition = "bad-nutrition"
    // The body (`RecipeBuilder`, `BodyWalk`, `BodyMetadata`, `IngredientSectionReader`).
    case missingTitle = "missing-title"
    case markdownTooDeep = "markdown-too-deep"
    case noIngredients = "no-ingredients"
    case noSteps = "no-steps"
    case unknownUnit = "unknown-unit"
    case quantityNotUnderstood = "quantity-not-understood"
    case badMetadata = "bad-metadata"
    case nutritionUnknownFood = "nutrition-unknown-food"
    case tableTooLarge = "table-too-large"
    case paragraphTooComplex = "paragraph-too-complex"
    case missingImage = "missing-image"
    case imageNotShown = "image-not-shown"
    case missingBodyImage = "missing-body-image"
    case brokenLink = "broken-link"
    case brokenRelated = "broken-related"
    // Loading the site's folders (`SiteLoader`, `SiteValidation`).
    case linkOutsideSite = "link-outside-site"
    case linkLoop = "link-loop"
    case unpublishedFile = "unpublished-file"
    case sameFileName = "same-file-name"
    case fileNameNotUTF8 = "file-name-not-utf8"
    case specialFile = "special-file"
    // The site's pictures (`SiteLoader.pictureSizes`, `PictureVariants`).
    case notAPicture = "not-a-picture"
    case heicPicture = "heic-picture"
    case pictureTooLarge = "picture-too-large"
    case emptyPicture = "empty-picture"
    case pictureOtherKind = "picture-other-kind"
    case unsafeDrawing = "unsafe-drawing"
    case drawingTooLarge = "drawing-too-large"
    // The whole collection (`CollectionValidator`, `SiteCatalog`, `UnbuiltLinks`).
    case duplicateSlug = "duplicate-slug"
    case duplicatePage = "duplicate-page"
    case linkToUnbuilt = "link-to-unbuilt"
    // `recipository.yml` (`SiteConfigDecoder`).
    case configSyntax = "config-syntax"
    case configValue = "config-value"
    case unknownConfigKey = "unknown-config-key"
    // The theme (`Theme`, `ThemeDirectoryReader`, `TemplateCompiler`, `SiteRenderer`).
    case templateUnreadable = "template-unreadable"
    case templateNotUTF8 = "template-not-utf8"
    case templateSyntax = "template-syntax"
    case missingTemplate = "missing-template"
    // The outputs (`SiteValidation`): found by `check` and `build` alike.
    case outputCollision = "output-collision"

    public var description: String { rawValue }

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

    /// Errors make `check` and `build` fail; warnings do only with `--strict`.
    public var severity: Diagnostic.Severity {
        switch self {
        case .yamlTabIndent, .duplicateKey, .unknownKey, .badNutrition, .noIngredients, .noSteps, .unknownUnit,
             .quantityNotUnderstood, .badMetadata, .nutritionUnknownFood, .tableTooLarge, .missingBodyImage, .duplicatePage, .linkToUnbuilt,
             .unknownConfigKey, .linkOutsideSite, .linkLoop, .unpublishedFile, .imageNotShown, .specialFile, .pictureOtherKind:
            .warning
        default:
            .error
        }
    }

    /// What the code means, in a few words for the table in docs/diagnostics.md.
    public var meaning: String {
        switch self {
        case .fileTooLarge: "a recipe file over 256 KB"
        case .binaryFile: "a picture or other binary file named `.md`"
        case .nulByte: "a NUL byte in the text"
        case .invalidUTF8: "bytes that are not UTF-8 (a UTF-16 or UTF-32 file is named as such)"
        case .unterminatedFrontMatter: "`---` at the top is never closed"
        case .yamlSyntax: "front matter that is not valid YAML (at the YAML's own line and column)"
        case .yamlAlias: "a YAML anchor or alias"
        case .yamlTooDeep: "nesting deeper than 16 levels"
        case .frontMatterTooLarge: "front matter (or a `recipository.yml`) over 64 KB"
        case .yamlTabIndent: "front matter indented with tabs"
        case .duplicateKey: "a key given twice (directly, or through an alias)"
        case .unknownKey: "a front matter key one or two typos from a known key (\"did you mean\")"
        case .wrongType: "a value of the wrong kind (`servings: lots`, `tags: {a: b}`, `draft: perhaps`)"
        case .badDuration: "a time that cannot be read (`prep: a while`)"
        case .badDate: "a date that cannot be read or does not exist (`2023-02-30`)"
        case .ratingOutOfRange: "hearts outside 0–5"
        case .difficultyOutOfRange: "difficulty outside 1–5"
        case .badNutrition: "a nutrition value that cannot be read"
        case .missingTitle: "no `title:` and no `# Title` line"
        case .markdownTooDeep: "lists, quotes or emphasis nested over 100 levels (thousands once crashed the reader); what lies deeper is not read"
        case .noIngredients: "the recipe has no ingredient list"
        case .noSteps: "the recipe has no steps"
        case .unknownUnit: "a misspelt unit (with a suggestion)"
        case .quantityNotUnderstood: "an amount that cannot be read (`1//2`); the line is shown as written"
        case .badMetadata: "a based.cooking-style metadata bullet that cannot be read"
        case .nutritionUnknownFood: "(`check --nutrition` only) an ingredient line with an amount that the nutrition estimate cannot weigh: a food the food table does not know, or a unit it has no weight for"
        case .tableTooLarge: "a GFM table too large to lay out (over 64 columns or 20,000 cells), shown as plain text"
        case .paragraphTooComplex: "a paragraph with over 1,000 `<` and `www.` in it, which Debian's cmark-gfm reads in quadratic time (250 KB took up to 51 s): not read"
        case .missingImage: "an `image:` or `gallery:` file that is not there"
        case .imageNotShown: "an `image:` or `gallery:` value that is not a file of the site: a remote picture (`https:`; the site loads nothing from other sites, so save it beside the recipe), or `javascript:`, `data:` and the like"
        case .missingBodyImage: "a picture in the text that is not there"
        case .brokenLink: "a link into the site that reaches nothing"
        case .brokenRelated: "a `related:` recipe that does not exist"
        case .linkOutsideSite: "a symbolic link leading out of `content/` or `static/`: not followed, read or published"
        case .linkLoop: "a symbolic link to a folder already read (a loop): not followed again"
        case .unpublishedFile: "a file in `content/` that no recipe uses, so it is not published (`static/` is)"
        case .sameFileName: "two files whose names differ only in how their accents are encoded (Unicode normalisation): one would be lost"
        case .fileNameNotUTF8: "a file or folder whose name is not UTF-8 (Latin-1 from an old archive, say): it cannot be read or published until it is renamed"
        case .notAPicture: "a file named as a JPEG, PNG or WebP picture whose bytes are something else (a web page, a drawing, another kind of picture)"
        case .heicPicture: "an iPhone HEIC photo: nothing here can convert it; export it as a JPEG"
        case .pictureTooLarge: "a picture over 100 megapixels (a decompression bomb, or a scan at full size): refused from its header, never decoded"
        case .emptyPicture: "a picture with no pixels (width or height 0)"
        case .pictureOtherKind: "a JPEG, PNG or WebP picture named as another of the three (a JPEG named `.webp`): published in the kind its name says, made from what it is"
        case .unsafeDrawing: "an SVG drawing with anything but shapes, text, groups and gradients in it (a script, an event handler, `foreignObject`, an animation, a link or reference to another file, a DOCTYPE): it could run on the site's origin, so it is refused; export a PNG or JPEG"
        case .drawingTooLarge: "an SVG drawing over 4 MiB: refused by its size, never read (a drawing is read whole to be checked); export a PNG or JPEG"
        case .specialFile: "a named pipe, socket or device in `content/` or `static/`: not read (reading a pipe waits for ever) or published"
        case .duplicateSlug: "two recipes would live at the same address"
        case .duplicatePage: "a recipe whose page another recipe already has; it is not written"
        case .linkToUnbuilt: "(`build`) a link or `related:` recipe that is a draft, or was left out for its errors, so it is not on the site"
        case .configSyntax: "a `recipository.yml` that is not valid YAML"
        case .configValue: "a `recipository.yml` value of the wrong kind; `base_url` must start with `https://` or `http://` (it lands in mail links, where no Content-Security-Policy stops a `javascript:` one)"
        case .unknownConfigKey: "a `recipository.yml` key nobody uses"
        case .templateUnreadable: "a theme template that cannot be read"
        case .templateNotUTF8: "a theme template that is not UTF-8 text"
        case .templateSyntax: "a theme template Mustache cannot read (at its line and column)"
        case .missingTemplate: "an output whose template the theme lacks"
        case .outputCollision: "two outputs would be written to one path (say, `static/index.html` and the home page, or two rows of the output table); found by `check` too"
        }
    }
}
