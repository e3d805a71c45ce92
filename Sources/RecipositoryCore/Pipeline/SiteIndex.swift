import Foundation

/// What the pure stages know about the whole site before any body is parsed: which recipes exist
/// (from the front matter pass) and which files exist. It resolves links and image paths.
public struct SiteIndex: Sendable {
    /// Recipe slug by content path (`recipes/desserts/pie.md` -> `pie`).
    public var slugsByContentPath: [String: String]
    public var slugs: Set<String>
    public var contentFiles: Set<String>
    public var staticFiles: Set<String>

    public init(slugsByContentPath: [String: String] = [:], contentFiles: Set<String> = [], staticFiles: Set<String> = []) {
        self.slugsByContentPath = slugsByContentPath
        self.slugs = Set(slugsByContentPath.values)
        self.contentFiles = contentFiles
        self.staticFiles = staticFiles
    }

    public enum Resolution: Hashable, Sendable {
        /// Leave as written: a web address, `mailto:`, an anchor on the same page.
        case external
        /// A page or file of the site.
        case site(SiteTarget)
        /// Points into the site but nothing is there.
        case broken
    }

    /// Resolves a link written in the recipe at `contentPath`: another recipe's file
    /// (`other.md`, `../sides/rice.md`), its page (`/recipes/slug/`, based.cooking's `/slug`,
    /// `slug.html`), or a file under `content/` or `static/`.
    public func resolveLink(_ target: String, from contentPath: String) -> Resolution {
        guard !isExternal(target) else { return .external }
        let (path, fragment) = splitFragment(target)
        if path.isEmpty { return .external }
        if path == "/" || path == "/index.html" { return .site(.home(fragment: fragment)) }
        let candidates = candidatePaths(path, from: contentPath)
        for candidate in candidates {
            if let slug = slugsByContentPath[candidate] { return .site(.recipe(slug: slug, fragment: fragment)) }
        }
        for candidate in candidates {
            let trimmed = candidate.hasSuffix("/") ? String(candidate.dropLast()) : candidate
            var name = trimmed
            for suffix in [".html", ".md", "/index.html"] where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
            let last = Word.pieces(of: name, at: ["/"]).last.map(String.init) ?? name
            let isRecipeURL = name == last || name == "recipes/\(last)"
            if isRecipeURL, slugs.contains(last) { return .site(.recipe(slug: last, fragment: fragment)) }
        }
        if let file = resolveFile(path, from: contentPath) { return .site(.file(path: file, fragment: fragment)) }
        return .broken
    }

    /// Resolves an image or other file: relative to the recipe file, or from `/` against `static/`
    /// then `content/`. A relative path that only exists from the site root is accepted too, as
    /// based.cooking writes `pix/x.webp` meaning `/pix/x.webp`.
    public func resolveFile(_ target: String, from contentPath: String) -> String? {
        guard !isExternal(target) else { return nil }
        let path = splitFragment(target).path
        for candidate in candidatePaths(path, from: contentPath) {
            if staticFiles.contains(candidate) || contentFiles.contains(candidate) { return candidate }
        }
        return nil
    }

    public func isExternal(_ target: String) -> Bool {
        if target.hasPrefix("#") || target.hasPrefix("//") { return true }
        if let external = Self.hasASCIIScheme(target) { return external }
        guard let colon = target.firstIndex(of: ":") else { return false }
        let scheme = target[..<colon]
        return !scheme.isEmpty && scheme.allSatisfy { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }
    }
}

extension SiteIndex {
    /// `isExternal`'s scheme test on the bytes of a plain ASCII target (each Character a byte, a
    /// letter or number an ASCII one); nil for any other. By Character each link cost 12,000
    /// instructions.
    static func hasASCIIScheme(_ target: String) -> Bool? {
        var target = target
        return target.withUTF8 { bytes -> Bool? in
            guard Word.isPlainASCII(bytes) else { return nil }
            guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return false }
            return colon > 0 && bytes[..<colon].allSatisfy {
                (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0)
                    || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
            }
        }
    }
}

extension SiteIndex {
    /// `splitFragment` on the bytes of a plain ASCII target (each Character a byte); nil for any
    /// other. By Character, looking for `#` and `?` and `%` in each link and picture cost some
    /// 30,000 instructions (1.6% of `check`); `SiteIndexPathBytesTests` holds it to the plain reading.
    static func splitFragmentASCII(_ target: String) -> (path: String, fragment: String)? {
        var target = target
        return target.withUTF8 { bytes -> (path: String, fragment: String)? in
            guard Word.isPlainASCII(bytes) else { return nil }
            let hash = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.count
            let end = bytes[..<hash].firstIndex(of: UInt8(ascii: "?")) ?? hash
            let path = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<end]), as: UTF8.self)
            let fragment = String(decoding: UnsafeBufferPointer(rebasing: bytes[hash...]), as: UTF8.self)
            return (bytes[..<end].contains(UInt8(ascii: "%")) ? path.removingPercentEncoding ?? path : path, fragment)
        }
    }
}

private extension SiteIndex {
    func splitFragment(_ target: String) -> (path: String, fragment: String) {
        if let split = Self.splitFragmentASCII(target) { return split }
        var path = target
        var fragment = ""
        if let hash = path.firstIndex(of: "#") {
            fragment = String(path[hash...])
            path = String(path[..<hash])
        }
        if let query = path.firstIndex(of: "?") { path = String(path[..<query]) }
        return (path.removingPercentEscapesForPaths, fragment)
    }

    /// Site-root-relative paths the target may mean, most likely first.
    func candidatePaths(_ path: String, from contentPath: String) -> [String] {
        if path.hasPrefix("/") { return [normalize(String(path.dropFirst()))].compactMap { $0 } }
        let directory = Word.pieces(of: contentPath, at: ["/"]).dropLast().joined(separator: "/")
        let relative = normalize(directory.isEmpty ? path : directory + "/" + path)
        return [relative, normalize(path)].compactMap { $0 }.uniqued()
    }

    /// Folds `.` and `..`; nil when the path climbs above the root.
    func normalize(_ path: String) -> String? {
        var parts: [Substring] = []
        // Cut on bytes where the path is plain ASCII (`Word.pieces`): by Character it cost 17,000 instructions a link.
        for part in Word.pieces(of: path, at: ["/"]) {
            if part == "." { continue }
            if part == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return path.hasSuffix("/") && !joined.isEmpty ? joined + "/" : joined
    }
}

private extension Array where Element == String {
    func uniqued() -> [String] {
        if count == 2 { return self[0] == self[1] ? [self[0]] : self }   // the usual case, without a set
        var seen = Set<String>()
        return filter { seen.insert($0).inserted }
    }
}

private extension String {
    /// `%20` in a link means a space in the file name.
    var removingPercentEscapesForPaths: String {
        guard contains("%") else { return self }
        return removingPercentEncoding ?? self
    }
}
