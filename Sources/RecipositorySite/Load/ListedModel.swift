import RecipositoryCore
import RecipositoryMarkdown

/// A recipe's model as the build cache keeps it beside the whole one (`ModelCache`): its recipe as
/// listed (`Recipe.listed`: its lines' foods, no lines, steps, sections or story), with what its
/// model was told of the site's index (`lookups`, which the pages' keys read), its diagnostics and
/// its questions. A build that starts afresh reads this for each recipe whose model it keeps
/// (`CachedModels`) instead of decoding the whole model, about nine tenths of the bytes, which
/// only the recipe's own pages and cookbook articles read (decoded then, `SiteCheck.wholeModels`).
struct ListedModel: ModelCoded {
    var modelled: RecipeCollection.Modelled

    init(_ whole: RecipeCollection.Modelled) {
        modelled = whole
        modelled.recipe = whole.recipe.map { recipe in
            var listed = recipe.listed
            listed.lookups = recipe.lookups
            return listed
        }
    }

    init(from reader: inout ModelBytesReader) throws {
        modelled = try reader.next()
        // `Recipe`'s own bytes leave out its lines' foods, which only a recipe as listed holds.
        let foods: [String]? = try reader.next()
        modelled.recipe?.listedFoods = foods
    }

    func write(to writer: inout ModelBytesWriter) {
        writer.add(modelled)
        writer.add(modelled.recipe?.listedFoods)
    }
}
