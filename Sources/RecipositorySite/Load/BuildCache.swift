import Foundation
import RecipositoryCore

/// What an incremental build (`build --incremental`, `serve`) remembers of the last one, in the
/// site's `.recipository/cache/build/` (git ignores `.recipository/`; safe to delete at any
/// time, which only makes the next build a full one): the key of every input together (`site`),
/// each render unit's key by its first page (`units`), and each file written, with its size, the
/// hash the service worker lists, and its identity on disk (device, inode, size, modification
/// time) when the build ended. Keys are SHA-256s of content (`BuildFingerprint`), never file
/// dates; the identities only tell whether the built site is still, file for file, the one this
/// record describes (a hand edit in `public/` gives the file a new time, so it is made again).
/// Read in load, written in write, one file per output folder.
public struct BuildCache: Sendable {
    static let folder = ".recipository/cache/build"
    static let formatLine = "recipository build cache 1"

    /// A file as it is on disk.
    public struct Identity: Hashable, Sendable {
        var device: UInt64
        var inode: UInt64
        var size: Int
        var seconds: Int
        var nanoseconds: Int
    }

    struct File: Hashable, Sendable {
        var size: Int
        var hash: UInt64
        var identity: Identity
    }

    /// The key of every input of the build together: equal, and the site unchanged, nothing is done.
    var site: String
    /// Each render unit's key, by the path of its first page.
    var units: [String: String] = [:]
    var files: [String: File] = [:]
    /// The parts of pages kept beside the record (`partsLocation`: the cookbooks' articles, the
    /// lists' cards), by key: where each is in that file, and the file's size.
    var parts: [String: Range<Int>] = [:]
    var partsSize = 0
    /// The build's summary, given again when nothing changed.
    var recipes = 0
    var fileCount = 0
    var diagnostics: [Diagnostic] = []
    var leftOut: [String] = []
    /// The paths at which this site differs from the one before it (files written anew, made or
    /// removed), when that one was kept beside the record (`spareLocation`) for the next build to
    /// start from; nil: none is kept, or none to trust.
    var spare: [String]?
    /// Each recipe's energy per serving as the search index showed it (nil: none), by its key
    /// (`BuildFingerprint.energyKey`): an incremental build works out the nutrition estimate only of
    /// the recipes whose key is not here (or whose page it renders).
    var energies: [String: Int?] = [:]
    /// The plan's keys of each recipe (as listed, as shown, its cards) and of each term, with what
    /// decides them besides the recipe's model (`KeyMemo`): a build that starts afresh takes them
    /// where those are this build's, not hashed again; nil: none kept (a record changed in place).
    var keyed: KeyMemo?

    /// The plan's keys a build that starts afresh takes from the record where what they are made
    /// of is this build's (`BuildFingerprint.keys(_:recorded:energies:)`): each recipe's by its
    /// path, with its energy key (`BuildFingerprint.energyKey`: the program, options and settings,
    /// its file's key and what its model was told of the site's index, so the same model) and the
    /// terms it is under, in order, by their places among every term; each term's by its name
    /// (`BuildFingerprint.termName`), with its entry (name, slug, count), every term in order
    /// (`termOrder`), so a recipe's terms are a few numbers, not their entries again (the record
    /// 14.5 -> 28 MB at 10,000 recipes with the entries). Everything else of the keys is the base
    /// (the global and files keys), the list pages' depths and whether a template shows the terms'
    /// counts: the same for every recipe, and compared whole.
    struct KeyMemo: Sendable, Equatable {
        struct Recipe: Sendable, Equatable {
            var energy: String
            /// The terms it is under, in order, by their places in `termOrder`.
            var terms: [Int]
            var listed: String
            var shown: String
            /// Its card's key at each of `depths`, in that order.
            var cards: [String]
        }

        struct Term: Sendable, Equatable {
            var entry: String
            var key: String
        }

        var base: String
        var countsShown: Bool
        var depths: [String]
        /// By path, each line in the catalog's order (`order`): written without a sort.
        var recipes: [String: Recipe] = [:]
        var order: [String] = []
        /// By name; every term's name in order (`termOrder`), which the recipes' `terms` count in.
        var terms: [String: Term] = [:]
        var termOrder: [String] = []
    }

    /// Where the record of the site built at `output` is kept.
    static func location(site: URL, output: URL) -> URL {
        var name = Fingerprint("output folder")
        name.add(output.standardizedFileURL.path)
        return site.appendingPathComponent(folder, isDirectory: true).appendingPathComponent(String(name.value.prefix(24)) + ".cache")
    }

    /// Where the parts of pages of the record at `location` are kept: one file of every part's
    /// bytes, one after another, which the record indexes.
    static func partsLocation(_ location: URL) -> URL {
        location.deletingPathExtension().appendingPathExtension("parts")
    }

    /// Where the site before the one the record at `location` describes is kept (`spare`): beside
    /// the record, on the file system of the site's cache; a build into another one keeps none.
    static func spareLocation(_ location: URL) -> URL {
        location.deletingPathExtension().appendingPathExtension("spare")
    }

    /// The files of a site as they are on disk now, by path (the marker file left out).
    static func identities(of output: URL) -> [String: Identity] {
        var found: [String: Identity] = [:]
        DirectoryListing.regularFiles(output.path) { relative, status in
            guard relative != SiteWriter.markerName else { return }
            found[relative] = Identity(status)
        }
        return found
    }

    /// A regular file's identity; nil for anything else.
    static func identity(_ path: String) -> Identity? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return Identity(status)
    }
}

extension BuildCache.Identity {
    init(_ status: stat) {
        self.init(device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int(status.st_size),
                  seconds: Int(status.st_mtim.tv_sec), nanoseconds: Int(status.st_mtim.tv_nsec))
    }
}

extension BuildCache {
    /// The record at `url`, or nil when there is none or it cannot be read whole. Read straight
    /// into its bytes (`SiteLoader.read`), not into a `Data` and a copy (15 MB at 10,000 recipes).
    static func read(_ url: URL) -> BuildCache? {
        guard case .success(let bytes) = SiteLoader.read(url.path) else { return nil }
        return decoded(bytes)
    }

    /// The record from its bytes, split into lines and fields as bytes: split as text (by
    /// characters, as Swift's strings split), the 57,778 file lines of 10,000 recipes were 42% of
    /// an unchanged build's CPU (0.79 s); as bytes, 0.1 s. Only paths, keys and diagnostics are made
    /// strings; the record's lines hold no raw carriage return, tab or line break in a field
    /// (`escape`, and JSON escapes them), so bytes split where characters did.
    static func decoded(_ bytes: [UInt8]) -> BuildCache? {
        var lines: [ArraySlice<UInt8>] = []
        split(bytes[...], at: 10, into: &lines)
        guard let first = lines.first, first.elementsEqual(formatLine.utf8), let last = lines.last, last.elementsEqual("end".utf8) else { return nil }
        var cache = BuildCache(site: "")
        // Each table made its full size at once: grown line by line, every path and key was hashed
        // again at each doubling (8% of the record's reading at 10,000 recipes, by callgrind).
        let counts = lineCounts(lines)
        cache.files.reserveCapacity(counts.files)
        cache.units.reserveCapacity(counts.units)
        cache.parts.reserveCapacity(counts.parts)
        cache.energies.reserveCapacity(counts.energies)
        let decoder = JSONDecoder()
        func text(_ field: ArraySlice<UInt8>) -> String { String(decoding: field, as: UTF8.self) }
        // One list of fields for every line, emptied and filled again: split anew, each line's was an allocation.
        var fields: [ArraySlice<UInt8>] = []
        fields.reserveCapacity(8)
        for line in lines.dropFirst().dropLast() {
            fields.removeAll(keepingCapacity: true)
            split(line, at: 9, into: &fields)
            switch (text(fields[0]), fields.count) {
            // A change (`Change`) opened and ended; one not ended is the last line, and no record.
            case ("end", 1): continue
            // A site changed in place (`Change`) no longer differs from its spare where the record says.
            case ("change", 1): (cache.spare, cache.keyed) = (nil, nil)
            case ("spare", 1): cache.spare = []
            case ("differs", 2):
                guard cache.spare != nil else { return nil }
                cache.spare?.append(unescaped(fields[1]))
            case ("diagnostics", 1): cache.diagnostics = []
            case ("site", 2): cache.site = text(fields[1])
            case ("summary", 3):
                guard let recipes = integer(fields[1]), let files = integer(fields[2]) else { return nil }
                (cache.recipes, cache.fileCount) = (recipes, files)
            case ("left", 2): cache.leftOut.append(unescaped(fields[1]))
            // A file a change removed (`Change.gone`), and its unit's key if it was a unit's first.
            case ("gone", 2):
                let path = unescaped(fields[1])
                (cache.files[path], cache.units[path]) = (nil, nil)
            case ("diagnostic", 2):
                guard let diagnostic = try? decoder.decode(Diagnostic.self, from: Data(fields[1])) else { return nil }
                cache.diagnostics.append(diagnostic)
            case ("unit", 3): cache.units[unescaped(fields[2])] = text(fields[1])
            case ("energy", 3):
                if fields[2].elementsEqual("-".utf8) {
                    cache.energies[text(fields[1])] = .some(nil)
                } else {
                    guard let kcal = integer(fields[2]) else { return nil }
                    cache.energies[text(fields[1])] = kcal
                }
            case ("parts", 2):
                guard let size = integer(fields[1]) else { return nil }
                cache.partsSize = size
            case ("part", 4):
                guard let start = integer(fields[2]), let count = integer(fields[3]), start >= 0, count >= 0 else { return nil }
                cache.parts[text(fields[1])] = start..<start + count
            // The plan's keys (`KeyMemo`): only after its own line, and never after a change.
            case ("keys", 3):
                cache.keyed = KeyMemo(base: text(fields[1]), countsShown: fields[2].elementsEqual("1".utf8), depths: [])
                cache.keyed?.recipes.reserveCapacity(counts.recipes)
                cache.keyed?.order.reserveCapacity(counts.recipes)
                cache.keyed?.terms.reserveCapacity(counts.terms)
                cache.keyed?.termOrder.reserveCapacity(counts.terms)
            case ("depth", 2):
                guard cache.keyed != nil else { return nil }
                cache.keyed?.depths.append(unescaped(fields[1]))
            case ("recipe", 7):
                guard cache.keyed != nil else { return nil }
                let path = unescaped(fields[6])
                let cards = fields[4].isEmpty ? [] : fields[4].split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false).map(text)
                var terms: [Int] = []
                for place in fields[5].split(separator: UInt8(ascii: " ")) {
                    guard let place = integer(place), place >= 0 else { return nil }
                    terms.append(place)
                }
                if cache.keyed?.recipes[path] == nil { cache.keyed?.order.append(path) }
                cache.keyed?.recipes[path] = KeyMemo.Recipe(energy: text(fields[1]), terms: terms, listed: text(fields[2]),
                                                            shown: text(fields[3]), cards: cards)
            case ("term", 4):
                guard cache.keyed != nil else { return nil }
                let name = unescaped(fields[2])
                cache.keyed?.termOrder.append(name)
                if cache.keyed?.terms[name] == nil { cache.keyed?.terms[name] = KeyMemo.Term(entry: unescaped(fields[3]), key: text(fields[1])) }
            case ("file", 8):
                guard let size = integer(fields[1]), let hash = unsigned(fields[2], radix: 16), let device = unsigned(fields[3]),
                      let inode = unsigned(fields[4]), let seconds = integer(fields[5]), let nanoseconds = integer(fields[6]) else { return nil }
                cache.files[unescaped(fields[7])] = File(size: size, hash: hash, identity: Identity(
                    device: device, inode: inode, size: size, seconds: seconds, nanoseconds: nanoseconds))
            default: return nil
            }
        }
        return cache.site.isEmpty ? nil : cache
    }

    /// `bytes` split at each `separator` into `parts`, an empty part too, as
    /// `split(separator:omittingEmptySubsequences: false)` splits them, found by `memchr`, which
    /// looks at many bytes at once: split byte by byte, the record of 10,000 recipes (21 MB) and
    /// its 150,000 lines were looked at one byte at a time, twice.
    static func split(_ bytes: ArraySlice<UInt8>, at separator: UInt8, into parts: inout [ArraySlice<UInt8>]) {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, !buffer.isEmpty else { return parts.append(bytes) }
            var start = 0
            while let found = start < buffer.count ? memchr(base + start, Int32(separator), buffer.count - start) : nil {
                let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                parts.append(bytes[bytes.startIndex + start ..< bytes.startIndex + end])
                start = end + 1
            }
            parts.append(bytes[(bytes.startIndex + start)...])
        }
    }

    /// A path as the record writes it (`escape`): only one with a `%` is unescaped.
    private static func unescaped(_ field: ArraySlice<UInt8>) -> String {
        let text = String(decoding: field, as: UTF8.self)
        let escaped = field.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { memchr($0, Int32(UInt8(ascii: "%")), buffer.count) != nil } ?? false
        }
        return escaped ? unescape(text) : text
    }

    /// How many lines of each kind that fills a table the record has: room for as many entries
    /// (a line may repeat a path a change replaced, so this is at most a few more than it holds).
    private static func lineCounts(_ lines: [ArraySlice<UInt8>])
        -> (units: Int, files: Int, parts: Int, energies: Int, recipes: Int, terms: Int) {
        var counts = (units: 0, files: 0, parts: 0, energies: 0, recipes: 0, terms: 0)
        for line in lines {
            switch line.first {
            case UInt8(ascii: "f") where line.starts(with: "file\t".utf8): counts.files += 1
            case UInt8(ascii: "u") where line.starts(with: "unit\t".utf8): counts.units += 1
            case UInt8(ascii: "p") where line.starts(with: "part\t".utf8): counts.parts += 1
            case UInt8(ascii: "e") where line.starts(with: "energy\t".utf8): counts.energies += 1
            case UInt8(ascii: "r") where line.starts(with: "recipe\t".utf8): counts.recipes += 1
            case UInt8(ascii: "t") where line.starts(with: "term\t".utf8): counts.terms += 1
            default: continue
            }
        }
        return counts
    }

    /// Digits in `radix` (10 or 16, lower case, as `number` writes them), none other, and no more
    /// than fit; nil otherwise.
    private static func unsigned(_ field: ArraySlice<UInt8>, radix: UInt64 = 10) -> UInt64? {
        guard !field.isEmpty else { return nil }
        var value: UInt64 = 0
        for byte in field {
            let digit: UInt64
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt64(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: digit = UInt64(byte - UInt8(ascii: "a") + 10)
            default: return nil
            }
            let (shifted, over) = value.multipliedReportingOverflow(by: radix)
            let (sum, carry) = shifted.addingReportingOverflow(digit)
            guard !over, !carry else { return nil }
            value = sum
        }
        return value
    }

    /// A decimal number, with a `-` before it when it is negative; nil when it does not fit an `Int`.
    private static func integer(_ field: ArraySlice<UInt8>) -> Int? {
        let negative = field.first == UInt8(ascii: "-")
        guard let magnitude = unsigned(negative ? field.dropFirst() : field) else { return nil }
        if negative { return magnitude <= UInt64(Int.max) + 1 ? Int(truncatingIfNeeded: 0 &- magnitude) : nil }
        return magnitude <= UInt64(Int.max) ? Int(magnitude) : nil
    }

    /// The record as text: one line a fact (a later line of the same path or key replaces an
    /// earlier one: `Change`), paths with `%`, tab and line breaks escaped. Made as
    /// bytes, not by interpolation: a site of 10,000 recipes has 57,495 file lines.
    func encoded() -> [UInt8] {
        var text = Self.formatLine + "\nsite\t\(site)\nsummary\t\(recipes)\t\(fileCount)\n"
        for path in leftOut { text += "left\t\(Self.escape(path))\n" }
        if let spare {
            text += "spare\n"
            for path in spare { text += "differs\t\(Self.escape(path))\n" }
        }
        var bytes = Array(text.utf8)
        Self.diagnosticLines(diagnostics, into: &bytes)
        bytes.reserveCapacity(bytes.count + units.count * 110 + parts.count * 90 + files.count * 130)
        for (path, key) in units.sorted(by: { $0.key < $1.key }) { Self.unitLine(path, key, into: &bytes) }
        for (key, kcal) in energies.sorted(by: { $0.key < $1.key }) {
            Self.field("energy", into: &bytes)
            Self.field(key, into: &bytes)
            if let kcal { Self.number(kcal, 10, into: &bytes) } else { Self.field("-", 10, into: &bytes) }
        }
        if !parts.isEmpty {
            Self.field("parts", into: &bytes)
            Self.number(partsSize, 10, into: &bytes)
        }
        for (key, range) in parts.sorted(by: { $0.value.lowerBound < $1.value.lowerBound }) { Self.partLine(key, range, into: &bytes) }
        for (path, file) in files.sorted(by: { $0.key < $1.key }) { Self.fileLine(path, file, into: &bytes) }
        if let keyed { Self.keyLines(keyed, into: &bytes) }
        bytes.append(contentsOf: "end".utf8)
        return bytes
    }

    /// The plan's keys (`KeyMemo`), the recipes in the catalog's order and the terms in theirs: the
    /// same plan, the same lines, without a sort.
    private static func keyLines(_ keyed: KeyMemo, into bytes: inout [UInt8]) {
        field("keys", into: &bytes)
        field(keyed.base, into: &bytes)
        field(keyed.countsShown ? "1" : "0", 10, into: &bytes)
        for depth in keyed.depths {
            field("depth", into: &bytes)
            field(escape(depth), 10, into: &bytes)
        }
        for path in keyed.order {
            guard let recipe = keyed.recipes[path] else { continue }
            field("recipe", into: &bytes)
            field(recipe.energy, into: &bytes)
            field(recipe.listed, into: &bytes)
            field(recipe.shown, into: &bytes)
            field(recipe.cards.joined(separator: ","), into: &bytes)
            for (index, place) in recipe.terms.enumerated() { number(place, index == recipe.terms.count - 1 ? 9 : 32, into: &bytes) }
            if recipe.terms.isEmpty { bytes.append(9) }
            field(escape(path), 10, into: &bytes)
        }
        // Every name of the order, so the recipes' places count the same when read back.
        for name in keyed.termOrder {
            let term = keyed.terms[name] ?? KeyMemo.Term(entry: "", key: "")
            field("term", into: &bytes)
            field(term.key, into: &bytes)
            field(escape(name), into: &bytes)
            field(escape(term.entry), 10, into: &bytes)
        }
    }

    private static func diagnosticLines(_ diagnostics: [Diagnostic], into bytes: inout [UInt8]) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for diagnostic in diagnostics {
            guard let json = try? encoder.encode(diagnostic) else { continue }
            field("diagnostic", into: &bytes)
            bytes.append(contentsOf: json)
            bytes.append(10)
        }
    }

    static func field(_ string: String, _ end: UInt8 = 9, into bytes: inout [UInt8]) {
        bytes.append(contentsOf: string.utf8)
        bytes.append(end)
    }

    /// Digits appended as they are worked out: a String each was a fifth of the encoding.
    static func number(_ value: some BinaryInteger, radix: Int = 10, _ end: UInt8 = 9, into bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var rest = UInt64(value.magnitude)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { digits in
            var first = digits.count
            repeat {
                let digit = UInt8(rest % UInt64(radix))
                first -= 1
                digits[first] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
                rest /= UInt64(radix)
            } while rest > 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[first...]))
        }
        bytes.append(end)
    }

    private static func unitLine(_ path: String, _ key: String, into bytes: inout [UInt8]) {
        field("unit", into: &bytes)
        field(key, into: &bytes)
        field(escape(path), 10, into: &bytes)
    }

    private static func partLine(_ key: String, _ range: Range<Int>, into bytes: inout [UInt8]) {
        field("part", into: &bytes)
        field(key, into: &bytes)
        number(range.lowerBound, into: &bytes)
        number(range.count, 10, into: &bytes)
    }

    private static func fileLine(_ path: String, _ file: File, into bytes: inout [UInt8]) {
        let id = file.identity
        field("file", into: &bytes)
        number(file.size, into: &bytes)
        number(file.hash, radix: 16, into: &bytes)
        number(id.device, into: &bytes)
        number(id.inode, into: &bytes)
        number(id.seconds, into: &bytes)
        number(id.nanoseconds, into: &bytes)
        field(escape(path), 10, into: &bytes)
    }

    static func escape(_ path: String) -> String {
        // The four are ASCII: looked for byte by byte, not as Unicode scalars in a string of them.
        guard path.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == 9 || $0 == 10 || $0 == 13 }) else { return path }
        return path.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\t", with: "%09")
            .replacingOccurrences(of: "\n", with: "%0A").replacingOccurrences(of: "\r", with: "%0D")
    }

    static func unescape(_ field: String) -> String {
        guard field.utf8.contains(UInt8(ascii: "%")) else { return field }
        return field.replacingOccurrences(of: "%09", with: "\t").replacingOccurrences(of: "%0A", with: "\n")
            .replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%25", with: "%")
    }
}

extension BuildCache {
    /// This build's record, made whole by the writer once the site is in place: the files as written.
    public struct Pending: Sendable {
        var cache: BuildCache
        var location: URL
        /// This build's parts' keys, and the last build's parts, to keep beside it.
        var parts = KeptParts()
        /// This build's models, to keep beside it (`ModelCache`); nil: the file there stays.
        var models: ModelCache.Next?
        /// The sources' stat index for the next build (`SourceIndex`); nil: the file there stays.
        var sources: SourceIndex?
    }
}

extension BuildCache {
    /// A save's change to a record already on disk, appended to it rather than the record written
    /// again (`serve`'s saves of recipes' text, `RecipeSave`: 57,778 file lines sorted and written,
    /// and 100 MB of parts, at 10,000 recipes, for the few lines a save changes). Before the first
    /// file is replaced, `open` appends a line `change`: the record no longer ends in `end`, so a
    /// process that dies before the change is ended leaves a record no build trusts. After, `end`
    /// appends the new site key, the diagnostics when they changed, the units and files changed,
    /// and the parts added (their bytes after the parts file's, their places in the record), then
    /// `end`. Read back, a later line replaces an earlier one of the same path or key, and a line
    /// `gone` removes a path's file and unit (a term's page that a save emptied).
    struct Change: Sendable {
        var site: String
        var diagnostics: [Diagnostic]?
        /// How many recipes and files the site has now, when a save made or removed files.
        var summary: (recipes: Int, files: Int)?
        var gone: [String] = []
        var units: [(path: String, key: String)] = []
        var files: [(path: String, file: File)] = []
        /// The parts added, in the order they go after the parts file's `partsFrom` bytes.
        var parts: [(key: String, bytes: [UInt8])] = []
        var partsFrom = 0

        /// Marks the record at `location` as being changed; false when there is no record there
        /// (it is then not made).
        static func open(_ location: URL) -> Bool {
            SiteWriter.append(Array("\nchange".utf8), to: location.path)
        }

        /// Appends the parts and the change's lines, and ends it; false when it could not be
        /// done whole (the record then stays open, and no build trusts it).
        func end(_ location: URL) -> Bool {
            var lines = Array("\nsite\t\(site)\n".utf8)
            if let diagnostics {
                lines.append(contentsOf: "diagnostics\n".utf8)
                BuildCache.diagnosticLines(diagnostics, into: &lines)
            }
            if let summary { lines.append(contentsOf: "summary\t\(summary.recipes)\t\(summary.files)\n".utf8) }
            for path in gone { lines.append(contentsOf: "gone\t\(BuildCache.escape(path))\n".utf8) }
            for (path, key) in units { BuildCache.unitLine(path, key, into: &lines) }
            for (path, file) in files { BuildCache.fileLine(path, file, into: &lines) }
            if !parts.isEmpty {
                var bytes: [UInt8] = []
                var start = partsFrom
                for (key, part) in parts {
                    bytes.append(contentsOf: part)
                    BuildCache.partLine(key, start..<start + part.count, into: &lines)
                    start += part.count
                }
                BuildCache.field("parts", into: &lines)
                BuildCache.number(start, 10, into: &lines)
                // After the bytes the record already names, and nowhere else.
                guard SiteWriter.append(bytes, to: BuildCache.partsLocation(location).path, size: partsFrom) else { return false }
            }
            lines.append(contentsOf: "end".utf8)
            return SiteWriter.append(lines, to: location.path)
        }
    }
}
