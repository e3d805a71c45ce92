import Foundation
import Testing
@testable import RecipositoryCore

/// Opt-in measurement on a generated corpus, independent of the real recipe parser:
/// `python3 shared/tools/gen_corpus.py 10000 /tmp/c10k`, then
/// `SEARCH_BENCH_CORPUS=/tmp/c10k swift test --filter CorpusBenchmark`.
/// Writes the index to `$SEARCH_BENCH_CORPUS/search-index.json` and prints size and build time.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["SEARCH_BENCH_CORPUS"] != nil))
struct CorpusBenchmark {
    @Test func buildIndexOfCorpus() throws {
        let root = ProcessInfo.processInfo.environment["SEARCH_BENCH_CORPUS"]!
        let recipes = try CrudeRecipeReader.recipes(inSite: root)
        let normalizer = IngredientNormalizer()
        let clock = ContinuousClock()
        var bytes: [UInt8] = []
        let elapsed = clock.measure {
            let index = SearchIndexBuilder.build(recipes, normalizer: normalizer) { "/recipes/\($0.slug)/" }
            bytes = index.jsonBytes()
        }
        try Data(bytes).write(to: URL(fileURLWithPath: root + "/search-index.json"))
        print("search index: \(recipes.count) recipes, \(bytes.count) bytes, built and encoded in \(elapsed)")
        #expect(!bytes.isEmpty)
    }
}

/// A throwaway line reader for the generated corpus: title, category, cuisine, tags, times,
/// difficulty, and the `- ` lines under `## Ingredients` (leading numbers and units stripped).
enum CrudeRecipeReader {
    static func recipes(inSite root: String) throws -> [Recipe] {
        let folder = root + "/content/recipes"
        return try FileManager.default.contentsOfDirectory(atPath: folder).sorted().filter { $0.hasSuffix(".md") }
            .map { file in
                let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
                return recipe(slug: String(file.dropLast(3)), text: text)
            }
    }

    static func recipe(slug: String, text: String) -> Recipe {
        var recipe = Recipe(sourcePath: slug + ".md", slug: slug, title: slug)
        var inFrontMatter = false
        var listKey: String?
        var inIngredients = false
        var ingredients: [Ingredient] = []
        var minutes = 0
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine)
            if line == "---" {
                inFrontMatter = number == 0
                continue
            }
            if inFrontMatter {
                if line.hasPrefix("  - "), listKey == "tags" {
                    recipe.tags.append(String(line.dropFirst(4)))
                    continue
                }
                guard let colon = line.firstIndex(of: ":") else { continue }
                let key = String(line[..<colon])
                var value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
                    value = String(value.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
                }
                listKey = value.isEmpty ? key : nil
                switch key {
                case "title": recipe.title = value
                case "category": recipe.category = value
                case "cuisine": recipe.cuisine = value
                case "tags" where value.hasPrefix("["):
                    recipe.tags = value.dropFirst().dropLast().split(separator: ",")
                        .map { $0.trimmingCharacters(in: .whitespaces) }
                case "prep_time", "cook_time": minutes += isoMinutes(value)
                case "difficulty": recipe.difficulty = Int(value).map(Difficulty.init(level:))
                default: break
                }
                continue
            }
            if line.hasPrefix("## ") {
                inIngredients = line.lowercased().hasPrefix("## ingredients")
            } else if inIngredients, line.hasPrefix("- ") {
                let item = String(line.dropFirst(2))
                ingredients.append(Ingredient(text: item, name: name(of: item)))
            }
        }
        recipe.totalMinutes = minutes > 0 ? minutes : nil
        recipe.ingredientGroups = [IngredientGroup(title: nil, ingredients: ingredients)]
        return recipe
    }

    static let units: Set<String> = ["cup", "cups", "tsp", "tbsp", "g", "kg", "ml", "l", "oz", "lb", "lbs",
                                     "pinch", "clove", "cloves", "can", "cans", "a", "handful", "of"]

    /// The item without its leading amount and unit.
    static func name(of item: String) -> String {
        var words = item.split(separator: " ")[...]
        while let first = words.first,
              first.first.map({ $0.isNumber }) == true || units.contains(first.lowercased()) || first == "to" {
            words = words.dropFirst()
        }
        return words.joined(separator: " ")
    }

    static func isoMinutes(_ value: String) -> Int {
        var minutes = 0
        var number = 0
        for character in value {
            if let digit = character.wholeNumberValue { number = number * 10 + digit }
            if character == "H" { minutes += number * 60; number = 0 }
            if character == "M" { minutes += number; number = 0 }
        }
        return minutes
    }
}
