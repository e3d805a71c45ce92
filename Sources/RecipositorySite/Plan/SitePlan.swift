import RecipositoryCore

/// The plan stage's answer: every output of the build, decided before anything is rendered, each
/// with what it is made from. `check` stops here (two outputs at one path are found as `build`
/// finds them, and nothing is rendered or painted); `build` renders and writes what it lists.
///
/// `outputs` is a plain value, so that a rebuild can tell which outputs a changed file touches;
/// it is made from the pages and files when asked for (`SitePlanner.outputs`), not kept.
public struct SitePlan: Sendable {
    /// One file the build writes.
    public struct Output: Sendable, Hashable {
        /// Relative to the output folder, `/`-separated.
        public var path: String
        /// Who makes it, as diagnostics name it (`the theme`, `static/pie.jpg`).
        public var origin: String
        public var inputs: [Input]
    }

    /// Where an output goes and who makes it: an output without its inputs.
    public struct Claim: Sendable, Equatable {
        public var path: String
        public var origin: String
    }

    /// What an output depends on.
    public enum Input: Sendable, Hashable {
        /// One recipe file, by its path as diagnostics show it.
        case recipe(String)
        /// The whole collection (a list of every recipe, the search index).
        case everyRecipe
        /// A template, by name (`recipe`, `email.txt`); a page depends on the layout and partials too.
        case template(String)
        case templates
        /// A theme asset, by its path in `Templates/`.
        case themeFile(String)
        /// `recipository.yml`.
        case settings
        /// A file of `static/` or `content/`, by its path as diagnostics show it.
        case file(String)
        /// Every other output (the service worker lists them all).
        case everyOutput
    }

    public var outputs: [Output] { SitePlanner.outputs(self) }
    /// Two outputs at one path, a missing template, a recipe whose page another recipe has.
    public internal(set) var diagnostics: [Diagnostic]
    /// The one renderer of the build, and the pages it renders.
    let renderer: SiteRenderer
    let pages: PlannedPages
    /// The theme's assets, by output path: the render stage makes their bytes (`RenderPlan.assets`).
    let assetPaths: [String]
    /// Every file but the pages, the theme's assets, the search index, the PNG icons and the
    /// service worker, which the render stage makes.
    let files: [OutputFile]

    /// Who makes the theme's assets, as diagnostics name it.
    static let assetOrigin = "the theme"
}
