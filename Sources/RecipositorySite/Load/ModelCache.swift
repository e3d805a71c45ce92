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
    static let formatLine = "recipository models 2"

    private let bytes: [UInt8]
    /// Where each model's bytes start (their length first, as `ModelBytesWriter.nested` wrote them), by key.
    private let starts: [String: Int]

    /// The models in `bytes`; none when they are not a models file this format wrote whole.
    init(_ bytes: [UInt8]) {
        var reader = ModelBytesReader(bytes)
        var starts: [String: Int] = [:]
        do {
            guard try reader.next(String.self) == Self.formatLine else { throw ModelBytesError() }
            while true {
                let end = reader.offset
                let key = try reader.next(String.self)
                // The last key is empty, and the hash of the bytes before it follows.
                if key.isEmpty {
                    guard try reader.next(Int.self) == Self.hash(bytes[..<end]), reader.isAtEnd else { throw ModelBytesError() }
                    break
                }
                starts[key] = reader.offset
                _ = try reader.nestedBytes()
            }
        } catch {
            starts = [:]
        }
        (self.bytes, self.starts) = (bytes, starts)
    }

    init() {
        (bytes, starts) = ([], [:])
    }

    var count: Int { starts.count }

    /// The model kept under `key`; nil when there is none, or its bytes are not one.
    func model(_ key: String) -> RecipeCollection.Modelled? {
        guard let start = starts[key] else { return nil }
        var reader = ModelBytesReader(bytes, from: start)
        return try? reader.nested(RecipeCollection.Modelled.self)
    }

    /// The bytes of the model kept under `key`, as `Next` copies them.
    fileprivate func modelBytes(_ key: String) -> ArraySlice<UInt8>? {
        guard let start = starts[key] else { return nil }
        var reader = ModelBytesReader(bytes, from: start)
        return try? reader.nestedBytes()
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

    /// A model's bytes as the file keeps them.
    static func bytes(of model: RecipeCollection.Modelled) -> [UInt8] {
        var writer = ModelBytesWriter()
        writer.add(model)
        return writer.bytes
    }

    /// A models file of `models`, by key.
    static func encoded(_ models: [String: RecipeCollection.Modelled]) -> [UInt8] {
        Next(last: ModelCache(), made: models.mapValues(bytes(of:))).encoded
    }

    private static func hash(_ bytes: ArraySlice<UInt8>) -> Int {
        var hash = FileHash()
        bytes.withUnsafeBufferPointer { hash.add($0) }
        return Int(truncatingIfNeeded: hash.value)
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
            let models = kept.compactMap { key in last.modelBytes(key).map { (key, $0) } } + made.map { ($0.key, $0.value[...]) }
            for (key, bytes) in models.sorted(by: { $0.0 < $1.0 }) {
                writer.add(key)
                writer.nested(bytes: bytes)
            }
            var bytes = writer.bytes
            var end = ModelBytesWriter()
            end.add("")
            end.add(ModelCache.hash(bytes[...]))
            bytes.append(contentsOf: end.bytes)
            return bytes
        }
    }

    /// The models file beside the record at `location`.
    static func location(beside record: URL) -> URL {
        record.deletingPathExtension().appendingPathExtension("models")
    }

    /// The models file at `url`; none when there is none.
    static func read(_ url: URL) -> ModelCache {
        ModelCache(FileManager.default.contents(atPath: url.path).map { [UInt8]($0) } ?? [])
    }
}
