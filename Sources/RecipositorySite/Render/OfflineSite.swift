import RecipositoryCore

/// What makes the site installable and readable offline: the web manifest, icons made from
/// the site's title (SVG, and the PNGs phones install from: 192 and 512 px, maskable, and iOS's
/// `apple-touch-icon`), and `sw.js`, the service worker's list of the build's files under a name
/// hashed from their contents (its code is the theme's `assets/offline.js`).
///
/// Every page, the theme's assets, the search index and each picture's smallest copy (what cards
/// and search results show, `smallPictures`) are fetched when the worker installs; everything
/// else (the wider copies, mail and recipe files, `static/`'s other files) is kept once opened
/// (`later`), so a first visit does not download every photo at every width.
public enum OfflineSite {
    static let manifestPath = "manifest.webmanifest"
    static let iconPath = "assets/app-icon.svg"
    /// The PNG icons phones install from (`AppIconPainter`): path, size, purpose; and iOS's own.
    static let pngIcons: [(path: String, size: Int, purpose: String)] = [
        ("assets/app-icon-192.png", 192, "any"), ("assets/app-icon-512.png", 512, "any"),
        ("assets/app-icon-maskable.png", 512, "maskable"),
    ]
    static let appleTouchIcon = (path: "assets/apple-touch-icon.png", size: 180)
    static let workerPath = "sw.js"
    static let workerOrigin = "the service worker"

    /// A file as written: its path, size and a hash of its bytes.
    public struct Written: Sendable {
        public var path: String
        public var size: Int
        public var hash: UInt64
        /// False when an incremental write found these bytes already there (`PreviousTree`).
        public var rewritten = true
    }

    static let origin = "the web manifest"

    /// The manifest and the SVG icon, from `recipository.yml`.
    static func files(config: SiteConfig) -> [OutputFile] {
        [OutputFile(path: manifestPath, contents: .bytes(Array(manifest(config).utf8)), origin: origin),
         OutputFile(path: iconPath, contents: .bytes(Array(icon(title: config.title).utf8)), origin: origin)]
    }

    /// Where the PNG icons go: planned with the other files, painted only by a build (`pngIcons(config:)`).
    static var pngIconPaths: [String] { pngIcons.map(\.path) + [appleTouchIcon.path] }

    /// The PNG icons painted with the title's initials: the render stage's, never `check`'s.
    static func pngIcons(config: SiteConfig) -> [OutputFile] {
        let letters = initials(config.title)
        return (pngIcons + [(appleTouchIcon.path, appleTouchIcon.size, "apple")]).parallelMap(itemsPerTask: 1) { icon in
            let painter = AppIconPainter(size: icon.size, fullBleed: icon.purpose != "any")
            return OutputFile(path: icon.path, contents: .bytes(painter.png(initials: letters)), origin: origin)
        }
    }

    static func manifest(_ config: SiteConfig) -> String {
        var fields = JSONObjectBuilder()
        fields.set("name", config.title)
        fields.set("short_name", shortName(config.title))
        fields.set("description", config.description)
        fields.set("lang", config.language)
        fields["start_url"] = .string("index.html")
        fields["scope"] = .string("./")
        fields["display"] = .string("standalone")
        fields["background_color"] = .string("#fffdf8")
        fields["theme_color"] = .string("#9a3412")
        fields["icons"] = .array(pngIcons.map { icon in
            .object(["src": .string(icon.path), "sizes": .string("\(icon.size)x\(icon.size)"), "type": .string("image/png"),
                     "purpose": .string(icon.purpose)])
        } + [.object(["src": .string(iconPath), "sizes": .string("any"), "type": .string("image/svg+xml"), "purpose": .string("any")])])
        return fields.value.scriptSafeText + "\n"
    }

    /// Up to twelve characters, whole words: what fits under an icon on a phone.
    static func shortName(_ title: String) -> String {
        var name = ""
        for word in words(title) where name.count + word.count + (name.isEmpty ? 0 : 1) <= 12 {
            name += (name.isEmpty ? "" : " ") + word
        }
        return name.isEmpty ? String(title.prefix(12)) : name
    }

    /// The first letters of the title's first two words that are not "the", "a", "an" or "of".
    static func initials(_ title: String) -> String {
        let small: Set<String> = ["the", "a", "an", "of", "my", "our"]
        let significant = words(title).filter { !small.contains($0.lowercased()) }
        let letters = (significant.isEmpty ? words(title) : significant).prefix(2).compactMap(\.first).map { String($0).uppercased() }
        return letters.isEmpty ? "R" : letters.joined()
    }

    /// A rounded square in the theme's colour with the title's initials.
    static func icon(title: String) -> String {
        let letters = HTMLEscaper.escape(initials(title))
        return """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="96" fill="#9a3412"/>\
            <text x="256" y="256" dy="0.35em" text-anchor="middle" font-family="Georgia, 'Noto Serif', serif" font-size="\(letters.count > 1 ? 230 : 300)" \
            font-weight="700" fill="#fffdf8">\(letters)</text></svg>

            """
    }

    /// `sw.js`: the build's name and files for `assets/offline.js`.
    ///
    /// - Parameter shell: for a collection longer than a page of its lists (`page_size`), the
    ///   only pages fetched when the worker installs (the home page, search, the shopping list, the
    ///   404 page): every page would be hundreds of MB at 10,000 recipes (the recipe pages 181 MB,
    ///   the lists 238 MB, the cookbooks 63 MB), and its list of every later file 3.5 MB of `sw.js`,
    ///   which the browser fetches again to look for a new build. So such a site's worker keeps any
    ///   of the site's files once opened, with no list of them; no picture is fetched ahead.
    static func worker(_ written: [Written], smallPictures: Set<String> = [], shell: Set<String>? = nil) -> OutputFile {
        // Sorted by position, not as a sorted copy of the list: it is every file of the site (715,000
        // at 100,000 recipes, 34 MB a copy), at the end of the build, when the most is held.
        let order = written.indices.filter { written[$0].path != workerPath && !written[$0].path.hasPrefix(".") }
            .sorted { written[$0].path < written[$1].path }
        var hash = ContentHash()
        for index in order { hash.add("\(written[index].path)\u{0}\(written[index].hash)\n") }
        let precached: (String) -> Bool = if let shell {
            { isAlwaysKept($0) && (!$0.hasSuffix(".html") || shell.contains($0)) }
        } else {
            { isAlwaysKept($0) || smallPictures.contains($0) }
        }
        let kept = order.lazy.map { written[$0].path }.filter(precached)
        var fields: [String: JSONValue] = [
            "version": .string(String(hash.value, radix: 16)),
            "files": .array(kept.sorted().map { .string(SitePath.encodePath($0)) }),
        ]
        if shell == nil {
            fields["later"] = .array(Array(order.lazy.map { written[$0].path }.filter { !precached($0) }.map { .string(SitePath.encodePath($0)) }))
        }
        let data = JSONValue.object(fields).scriptSafeText
        let script = "// Made by recipository build: this build's files, kept offline by assets/offline.js.\n"
            + "self.RECIPOSITORY_OFFLINE = \(data);\nimportScripts(\"assets/offline.js\");\n"
        return OutputFile(path: workerPath, contents: .bytes(Array(script.utf8)), origin: workerOrigin)
    }

    private static func isAlwaysKept(_ path: String) -> Bool {
        path.hasSuffix(".html") && !path.hasSuffix("/email.html") || path.hasPrefix("assets/")
            || path == SearchIndexScript.path || path == SearchIndexFiles.jsonPath || path == manifestPath
    }

    private static func words(_ title: String) -> [Substring] {
        title.split { $0.isWhitespace || $0 == "-" }
    }
}
