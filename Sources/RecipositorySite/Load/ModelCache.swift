import Foundation
import RecipositoryCore
import RecipositoryMarkdown

/// Each recipe's model as the build cache keeps it (`NAME.models` beside the record), so a build
/// that starts afresh (`build --incremental`) reads the models of the recipes whose file did not
/// change instead of parsing and modelling them (3.6 of the 8 CPU-seconds of one edit at 10,000
/// recipes). A model is keyed by everything it is made from (`key`): the program, the settings,
/// what links resolve against and the recipe's file (its paths and bytes, never its date); a key
/// not in the file is a miss, and the recipe is modelled. Its bytes are the model's fields in one
/// fixed order (`ModelCoded`): no names or types, read back only by the program that wrote them
/// (its identity is in the key). Foundation's JSON was weighed and not used: a model is some 800
/// bytes and forty references, half a million Markdown nodes at 10,000 recipes, and decoding it by
/// name is slower than modelling. Load reads the file (`read`); the writer writes it (`encoded`).
struct ModelCache: Sendable {
    static let formatLine = "recipository models 1"

    private let bytes: [UInt8]
    /// Where each model's bytes start, by key.
    private let starts: [String: Int]

    /// The models in `bytes`; none when they are not a models file this format wrote (or end early).
    init(_ bytes: [UInt8]) {
        var reader = ModelBytesReader(bytes)
        var starts: [String: Int] = [:]
        do {
            guard try reader.next(String.self) == Self.formatLine else { throw ModelBytesError() }
            while !reader.isAtEnd {
                let key = try reader.next(String.self)
                starts[key] = reader.offset
                try reader.skip()
            }
        } catch {
            starts = [:]
        }
        (self.bytes, self.starts) = (bytes, starts)
    }

    var count: Int { starts.count }

    /// The model kept under `key`; nil when there is none, or its bytes are not one.
    func model(_ key: String) -> RecipeCollection.Modelled? {
        guard let start = starts[key] else { return nil }
        var reader = ModelBytesReader(bytes, from: start)
        return try? reader.nested(RecipeCollection.Modelled.self)
    }

    /// The key of a recipe's model: the program's identity, the settings' text (whose extra keys
    /// the front matter reads), what links resolve against (`BuildFingerprint.linksKey`) and the
    /// recipe file's key (`BuildFingerprint.recipe`: its paths and bytes).
    static func key(program: String, settings: String?, links: String, recipe: String) -> String {
        var key = Fingerprint("model")
        key.add(program)
        key.add(settings ?? "\u{0}none")
        key.add(links)
        key.add(recipe)
        return key.value
    }

    /// A models file of `models`, by key, in key order.
    static func encoded(_ models: [String: RecipeCollection.Modelled]) -> [UInt8] {
        var writer = ModelBytesWriter()
        writer.add(formatLine)
        for (key, model) in models.sorted(by: { $0.key < $1.key }) {
            writer.add(key)
            writer.nested(model)
        }
        return writer.bytes
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
