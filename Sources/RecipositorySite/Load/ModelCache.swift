import Foundation
import RecipositoryCore
import RecipositoryMarkdown

/// Each recipe's model as the build cache keeps it (`NAME.models` beside the record), so a build
/// that starts afresh (`build --incremental`) reads the models of the recipes whose file did not
/// change instead of parsing and modelling them (`CachedModels`). A model is keyed by what it is
/// made from (`key`): the program, the settings and the recipe's file (its paths and bytes, never
/// its date), and holds what it asked of the rest of the site (`LinkLookups`); a key not in the
/// file, or a model whose questions the site now answers otherwise, is a miss, and the recipe is
/// modelled. Its bytes are the model's fields in one fixed order (`ModelCoded`): no
/// names or types, read back only by the program that wrote them (its identity is in the key).
/// Foundation's JSON was weighed and not used: a model is some 800 bytes and forty references,
/// half a million Markdown nodes at 10,000 recipes, and decoding it by name is slower than
/// modelling. Load reads the file (`read`); the writer writes it (`Next.encoded`).
///
/// The file ends with a hash of everything before it (`FileHash`): a file cut short, or with a
/// byte changed on the disk, holds no models (each recipe is modelled), never a wrong one.
struct ModelCache: Sendable {
    static let formatLine = "recipository models 4"

    private let bytes: [UInt8]
    /// Where each model's entry starts, by key: the recipe's slug (as its front matter gives it),
    /// then the model as listed (`ListedModel`), then the whole model, each its length first (as
    /// `ModelBytesWriter.nested` wrote them), so a build reads the small one and steps over the other.
    private let starts: [String: Int]
    /// How many models the file holds, those of a key found again later included (`Next.appended`).
    private let entries: Int
    /// Where the models end (the empty key, then the hash), and the hash of the bytes before, as
    /// far as it was worked out: a build appends its new models there (`Next.appended`).
    private let end: Int
    private let hashed: FileHash

    /// The models in `bytes`; none when they are not a models file this format wrote whole.
    init(_ bytes: [UInt8]) {
        var reader = ModelBytesReader(bytes)
        var starts: [String: Int] = [:]
        var (entries, end, hashed) = (0, 0, FileHash())
        do {
            guard try reader.next(String.self) == Self.formatLine else { throw ModelBytesError() }
            while true {
                end = reader.offset
                let key = try reader.next(String.self)
                // The last key is empty, and the hash of the bytes before it follows.
                if key.isEmpty {
                    bytes[..<end].withUnsafeBufferPointer { hashed.add($0) }
                    guard try reader.next(Int.self) == Self.value(hashed), reader.isAtEnd else { throw ModelBytesError() }
                    break
                }
                // A key found again is a model appended later (`Next.appended`): the later one is read.
                starts[key] = reader.offset
                entries += 1
                _ = try reader.next(String?.self)
                _ = try reader.nestedBytes()
                _ = try reader.nestedBytes()
            }
        } catch {
            (starts, entries, end, hashed) = ([:], 0, 0, FileHash())
        }
        (self.bytes, self.starts, self.entries, self.end, self.hashed) = (bytes, starts, entries, end, hashed)
    }

    init() {
        (bytes, starts, entries, end, hashed) = ([], [:], 0, 0, FileHash())
    }

    /// How many keys the file holds a model for.
    var count: Int { starts.count }

    /// The model kept under `key`; nil when there is none, or its bytes are not one.
    func model(_ key: String) -> RecipeCollection.Modelled? {
        guard let start = starts[key] else { return nil }
        var reader = ModelBytesReader(bytes, from: start)
        guard (try? reader.next(String?.self)) != nil, (try? reader.nestedBytes()) != nil else { return nil }
        return try? reader.nested(RecipeCollection.Modelled.self)
    }

    /// The model kept under `key` with its recipe as listed (`ListedModel`: what the lists, the
    /// catalog, the search index, validation and the keys read), its whole model not decoded; nil
    /// when there is none, or its bytes are not one.
    func listedModel(_ key: String) -> RecipeCollection.Modelled? {
        guard let start = starts[key] else { return nil }
        var reader = ModelBytesReader(bytes, from: start)
        guard (try? reader.next(String?.self)) != nil else { return nil }
        return (try? reader.nested(ListedModel.self))?.modelled
    }

    /// The slug of the recipe whose model is kept under `key` (`RecipeCollection.Split.slug`: nil
    /// when its front matter could not be read), so links resolve without splitting the file;
    /// nil when there is no model under `key`.
    func slug(_ key: String) -> String?? {
        guard let start = starts[key] else { return nil }
        var reader = ModelBytesReader(bytes, from: start)
        return try? reader.next(String?.self)
    }

    /// The bytes of the entry kept under `key` (the slug and the model), as `Next` copies them.
    fileprivate func entryBytes(_ key: String) -> ArraySlice<UInt8>? {
        guard let start = starts[key] else { return nil }
        var reader = ModelBytesReader(bytes, from: start)
        guard (try? reader.next(String?.self)) != nil, (try? reader.nestedBytes()) != nil, (try? reader.nestedBytes()) != nil else { return nil }
        return bytes[start..<reader.offset]
    }

    /// The key of a recipe's model: the program's identity, the settings' text (whose extra keys
    /// the front matter reads) and the recipe file's key (`BuildFingerprint.recipe`: its paths and
    /// bytes). What the model asked of the site's index is kept with it (`LinkLookups`), and a
    /// model found is taken only when the index answers it the same (`CachedModels`).
    static func key(program: String, settings: String?, recipe: String) -> String {
        var key = Fingerprint("model")
        key.add(program)
        key.add(settings ?? "\u{0}none")
        key.add(recipe)
        return key.value
    }

    /// A model's entry as the file keeps it: the recipe's slug, the model as listed, then the whole model.
    static func entry(of model: RecipeCollection.Modelled, slug: String?) -> [UInt8] {
        var writer = ModelBytesWriter()
        writer.add(slug)
        writer.nested(ListedModel(model))
        writer.nested(model)
        return writer.bytes
    }

    /// A models file of `models`, by key, each under its recipe's slug.
    static func encoded(_ models: [String: RecipeCollection.Modelled]) -> [UInt8] {
        Next(last: ModelCache(), made: models.mapValues { entry(of: $0, slug: $0.recipe?.slug) }).encoded
    }

    private static func value(_ hash: FileHash) -> Int {
        Int(truncatingIfNeeded: hash.value)
    }

    /// The empty key that ends the models, and the hash of every byte before it.
    private static func ending(_ hash: FileHash) -> [UInt8] {
        var end = ModelBytesWriter()
        end.add("")
        end.add(value(hash))
        return end.bytes
    }

    /// A build's models, as the writer keeps them for the next: those taken from the last file
    /// (`kept`, copied from its bytes, not written again) and those made anew, by key.
    struct Next: Sendable {
        var last: ModelCache
        var kept: [String] = []
        var made: [String: [UInt8]] = [:]

        /// Whether the last file holds these models and no others, and need not be written again.
        var isLast: Bool { made.isEmpty && kept.count == last.count }

        /// The models file, in key order.
        var encoded: [UInt8] {
            var writer = ModelBytesWriter()
            writer.add(ModelCache.formatLine)
            let models = kept.compactMap { key in last.entryBytes(key).map { (key, $0) } } + made.map { ($0.key, $0.value[...]) }
            for (key, bytes) in models.sorted(by: { $0.0 < $1.0 }) {
                writer.add(key)
                writer.add(written: bytes)
            }
            var hash = FileHash()
            hash.add(writer.bytes)
            return writer.bytes + ModelCache.ending(hash)
        }

        /// The bytes to write over the last file (of `size` bytes) from `at` (its end) instead of writing it whole:
        /// the models made, then the end with the hash of the whole file (the last file's bytes
        /// before its end are not hashed again). Nil when the file should be written whole: there
        /// is no last file, or the models no longer kept would be more than half as many as those
        /// kept (each edit leaves its old model in the file; writing it whole drops them; a new
        /// program, whose every model is made again, writes it whole at once).
        var appended: (bytes: [UInt8], size: Int, at: Int)? {
            let live = kept.count + made.count
            guard last.entries > 0, 2 * (last.entries + made.count - live) <= live else { return nil }
            var writer = ModelBytesWriter()
            for (key, bytes) in made.sorted(by: { $0.key < $1.key }) {
                writer.add(key)
                writer.add(written: bytes)
            }
            var hash = last.hashed
            hash.add(writer.bytes)
            return (writer.bytes + ModelCache.ending(hash), last.bytes.count, last.end)
        }
    }

    /// The models file beside the record at `location`.
    static func location(beside record: URL) -> URL {
        record.deletingPathExtension().appendingPathExtension("models")
    }

    /// The models file at `url`; none when there is none. Read straight into its bytes
    /// (`SiteLoader.read`): Foundation's `contents(atPath:)` read it into a `Data` that was then
    /// copied, 68 MB and its fresh pages twice at 10,000 recipes.
    static func read(_ url: URL) -> ModelCache {
        ModelCache((try? SiteLoader.read(url.path).get()) ?? [])
    }
}
