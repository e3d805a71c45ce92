import Foundation
import RecipositoryCore

/// Each recipe's whole model for its own pages and cookbook articles, where the catalog holds
/// the recipes as listed (`Recipe.listed`: a plain build). It is made again from the recipe's
/// file by the pipeline's own stages (`Pipeline.remodel`) and held from its first rendering to its
/// last (`RecipeUses`, as its HTML is), so about a page of recipes' models is held at a time, not
/// every recipe's from model to the last page. Without a way to make them (`serve`, an incremental
/// build, the tests' renderings) the catalog's recipes are whole and are given as they are.
final class RecipeModels: @unchecked Sendable {
    private let remake: (@Sendable (String) -> Recipe?)?
    private let lock = NSLock()
    /// By the recipe's file (`Recipe.sourcePath`: two recipes may claim one slug).
    private var made: [String: Made] = [:]

    /// One recipe's model, made once: the two cores often ask for the same recipes at once (the whole
    /// cookbook's page and a category's hold the same articles in the same order), and the second
    /// waits for the first's rather than making it again (1,282 models made for 1,000 recipes).
    private final class Made: @unchecked Sendable {
        let lock = NSLock()
        var model: Recipe?
    }

    /// - Parameter remake: the whole model of the recipe from the file at this path.
    init(remake: (@Sendable (String) -> Recipe?)? = nil) { self.remake = remake }

    /// The whole model of `recipe`, a recipe of the catalog.
    func model(of recipe: Recipe) -> Recipe {
        guard let remake else { return recipe }
        let entry = lock.withLock {
            if let entry = made[recipe.sourcePath] { return entry }
            let entry = Made()
            made[recipe.sourcePath] = entry
            return entry
        }
        return entry.lock.withLock {
            if let model = entry.model { return model }
            let model = remake(recipe.sourcePath) ?? recipe
            entry.model = model
            return model
        }
    }

    /// The recipes whose whole models are held, by file (for the tests of when they are let go).
    var keptFiles: Set<String> { lock.withLock { Set(made.keys) } }

    /// Lets go of the recipe's model (`RecipeUses`: no page will ask for it again).
    func forget(_ recipe: Recipe) {
        guard remake != nil else { return }
        lock.withLock { made[recipe.sourcePath] = nil }
    }
}
