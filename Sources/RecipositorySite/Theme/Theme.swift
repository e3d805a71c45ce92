import RecipositoryCore

/// The templates and assets a site is rendered with: the built-in default theme, overridden file
/// by file by the site's own `Templates/` folder.
///
/// A theme file named `x.mustache` is the template `x` (`partials/search-form.mustache` is the
/// partial `partials/search-form`); files under `assets/` are copied to the site as they are, but for
/// the built-in scripts' comment lines (`PublishedScript`), by a build only (`assets`).
public struct Theme: Sendable {
    /// Names of all templates, sorted.
    public let templateNames: [String]
    /// The output paths of the files under `assets/` (`assets/style.css`), sorted: all that `check`
    /// plans of them.
    public let assetPaths: [String]
    /// The site's own assets, as they are: those that are not the built-in ones.
    let ownAssets: [String: [UInt8]]
    let templates: Templates

    /// Every asset's bytes as published, keyed by output path: the site's own over the built-in
    /// ones. Made when read, by a build's render stage; the built-in scripts' published bytes
    /// (`publishedBuiltInAssets`) were 7% of `check` of 1,000 recipes, which publishes nothing.
    public var assets: [String: [UInt8]] {
        ownAssets.isEmpty ? Self.publishedBuiltInAssets : Self.publishedBuiltInAssets.merging(ownAssets) { $1 }
    }

    /// The compiled templates: a site's own theme's, or the built-in theme's, compiled the first
    /// time a page is rendered (`check` plans pages by the templates' names and renders none:
    /// compiling the default theme was a tenth of checking 300 recipes).
    enum Templates: Sendable {
        case builtIn
        case compiled(TemplateLibrary)
    }

    var library: TemplateLibrary {
        switch templates {
        case .builtIn: Self.builtInTheme.theme.library
        case .compiled(let library): library
        }
    }

    /// The default theme alone, as built into the binary; its templates compiled when first rendered.
    public static var builtIn: Theme { builtInNames }

    /// The default theme overridden by the files of `siteTemplatesDirectory` (nil or missing: none).
    /// A site template with a syntax error is reported and the default one is used instead.
    public static func load(siteTemplatesDirectory: String?) -> (Theme, [Diagnostic]) {
        guard let directory = siteTemplatesDirectory else { return (builtIn, []) }
        let (files, diagnostics) = ThemeDirectoryReader.read(directory)
        let (theme, compileDiagnostics) = make(overriding: files, displayRoot: directory)
        return (theme, (diagnostics + compileDiagnostics).sorted())
    }

    /// Renders the named template; nil when the theme has no such template.
    func render(_ template: String, _ viewModel: Any) -> String? {
        library.render(viewModel, withTemplate: template)
    }

    /// Renders the named template, noting where each `TemplateSlot` of the view model stands.
    func renderWithSlots(_ template: String, _ viewModel: Any) -> TemplateOutput? {
        library.renderWithSlots(viewModel, withTemplate: template)
    }

    func hasTemplate(_ name: String) -> Bool {
        switch templates {
        case .builtIn: Self.builtInTemplateNames.contains(name)
        case .compiled(let library): library.template(named: name) != nil
        }
    }
}

extension Theme {
    static let templateExtension = ".mustache"
    static let assetsFolder = "assets/"

    /// Overlays `files` (paths relative to the theme root, as bytes) on the default theme.
    static func make(overriding files: [String: [UInt8]], displayRoot: String) -> (Theme, [Diagnostic]) {
        var templates = builtInTheme.templates
        var assets: [String: [UInt8]] = [:]
        var diagnostics: [Diagnostic] = []
        for (path, bytes) in files.sorted(by: { $0.key < $1.key }) {
            let display = displayRoot.hasSuffix("/") ? displayRoot + path : displayRoot + "/" + path
            if path.hasSuffix(templateExtension) {
                guard let source = String(validating: bytes, as: UTF8.self) else {
                    diagnostics.append(Diagnostic(.templateNotUTF8, "This template is not UTF-8 text.",
                                                  at: SourceLocation(file: display, line: 1, column: 1)))
                    continue
                }
                let name = String(path.dropLast(templateExtension.count))
                switch TemplateCompiler.compile(source, name: name, file: display) {
                case .success(let template): templates[name] = template
                case .failure(let diagnostic): diagnostics.append(diagnostic)
                }
            } else if path.hasPrefix(assetsFolder) {
                // A site's copy of a built-in file (the repository's own `Templates/`) is the built-in one, published alike.
                if let builtIn = DefaultThemeFiles.files[path], bytes.elementsEqual(builtIn.utf8) { continue }
                assets[path] = bytes
            }
        }
        return (Theme(templates: templates, ownAssets: assets), diagnostics)
    }

    /// `ownAssets`: the site's, over the built-in ones.
    init(templates: [String: CompiledTemplate], ownAssets: [String: [UInt8]]) {
        self.templateNames = templates.keys.sorted()
        self.assetPaths = Set(Self.builtInAssetPaths + ownAssets.keys).sorted()
        self.ownAssets = ownAssets
        self.templates = .compiled(TemplateLibrary(templates))
    }

    /// The built-in theme by its files' names, nothing compiled: the names `builtInTheme` compiles
    /// (`ThemeTests` checks that every one compiles, and that the two themes name the same templates).
    static let builtInNames = Theme(names: builtInTemplateNames.sorted(), assetPaths: builtInAssetPaths, templates: .builtIn)

    static let builtInTemplateNames: Set<String> = Set(DefaultThemeFiles.files.keys.filter { $0.hasSuffix(templateExtension) }
        .map { String($0.dropLast(templateExtension.count)) })

    static let builtInAssetPaths: [String] = DefaultThemeFiles.files.keys
        .filter { !$0.hasSuffix(templateExtension) && $0.hasPrefix(assetsFolder) }.sorted()

    /// The built-in assets as published: the scripts without their comment lines (`PublishedScript`).
    /// Made once, when a build first renders.
    static let publishedBuiltInAssets: [String: [UInt8]] = Dictionary(uniqueKeysWithValues: builtInAssetPaths.map { path in
        let source = DefaultThemeFiles.files[path] ?? ""
        return (path, Array((path.hasSuffix(".js") ? PublishedScript.withoutCommentLines(source) : source).utf8))
    })

    private init(names: [String], assetPaths: [String], templates: Templates) {
        self.templateNames = names
        self.assetPaths = assetPaths
        self.ownAssets = [:]
        self.templates = templates
    }

    /// The built-in theme compiled (the first use compiles it).
    static var builtInCompiled: Theme { builtInTheme.theme }
}

private extension Theme {
    struct Compiled: Sendable {
        var theme: Theme
        var templates: [String: CompiledTemplate]
        var diagnostics: [Diagnostic]
    }

    /// Compiled once per process; a test checks that it has no diagnostics.
    static let builtInTheme: Compiled = {
        var templates: [String: CompiledTemplate] = [:]
        var diagnostics: [Diagnostic] = []
        for (path, source) in DefaultThemeFiles.files where path.hasSuffix(templateExtension) {
            let name = String(path.dropLast(templateExtension.count))
            switch TemplateCompiler.compile(source, name: name, file: "Templates/" + path) {
            case .success(let template): templates[name] = template
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        return Compiled(theme: Theme(templates: templates, ownAssets: [:]), templates: templates,
                        diagnostics: diagnostics.sorted())
    }()
}

extension Theme {
    /// Problems in the built-in theme itself (expected to be none).
    static var builtInDiagnostics: [Diagnostic] { builtInTheme.diagnostics }
}
