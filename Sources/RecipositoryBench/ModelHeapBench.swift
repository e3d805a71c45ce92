import Foundation
import RecipositoryCore
import RecipositorySite

/// `recipository-bench model-heap SITE`: what each part of the model holds on the heap. Every
/// recipe of SITE is modelled; then one field after another is emptied in every recipe, and the
/// heap in use (`mallinfo2`) after each is compared with before: the bytes that field held, a
/// recipe on average. Prints each field's bytes a recipe, and the model's whole.
struct ModelHeapBench {
    let site: String

    func run() throws {
        let (files, loaded, decoder) = try ModelBytesBench.recipeFiles(of: site)
        let links = RecipeCollection.siteIndex(files.map { RecipeCollection.splitFrontMatter($0, decoder: decoder) },
                                               contentFiles: loaded.files.contentFiles, staticFiles: loaded.files.staticFiles)
        let builder = RecipeBuilder(site: links)
        let before = Self.heap()
        var recipes = files.compactMap { file in
            RecipeCollection.model(RecipeCollection.parse(RecipeCollection.splitFrontMatter(file, decoder: decoder)), builder: builder).recipe
        }
        let count = Double(recipes.count)
        var last = Self.heap()
        print(String(format: "%d recipes: the model %.0f bytes a recipe on the heap", recipes.count, Double(last - before) / count))
        let fields: [(String, (inout Recipe) -> Void)] = [
            ("links", { $0.links = [] }),
            ("bodyImages", { $0.bodyImages = [] }),
            ("related and gallery", { $0.related = []; $0.gallery = [] }),
            ("introText", { $0.introText = "" }),
            ("story and ingredientPictures", { $0.story = MarkdownPart(); $0.ingredientPictures = MarkdownPart() }),
            ("sections", { $0.sections = [] }),
            ("steps' text where not the words", { recipe in
                recipe.stepSections = recipe.stepSections.map { section in
                    StepSection(title: section.title, steps: section.steps.map { Step(text: "", markdown: $0.markdown, location: $0.location) })
                }
            }),
            ("steps' locations", { recipe in
                recipe.stepSections = recipe.stepSections.map { section in
                    StepSection(title: section.title, steps: section.steps.map { Step(text: $0.text, markdown: $0.markdown) })
                }
            }),
            ("steps' markdown, parts without links", { recipe in
                recipe.stepSections = recipe.stepSections.map { section in
                    StepSection(title: section.title, steps: section.steps.map { $0.markdown.targets.isEmpty ? Step(text: $0.text) : $0 })
                }
            }),
            ("steps' targets", { recipe in
                recipe.stepSections = recipe.stepSections.map { section in
                    StepSection(title: section.title, steps: section.steps.map { var step = $0; step.markdown.targets = [:]; return step })
                }
            }),
            ("steps' markdown", { recipe in
                recipe.stepSections = recipe.stepSections.map { section in
                    StepSection(title: section.title, steps: section.steps.map { Step(text: $0.text) })
                }
            }),
            ("steps", { $0.stepSections = [] }),
            ("ingredient lines' name, note, food, size, preparation", { recipe in
                for group in recipe.ingredientGroups.indices {
                    for line in recipe.ingredientGroups[group].ingredients.indices {
                        recipe.ingredientGroups[group].ingredients[line].line.name = ""
                        recipe.ingredientGroups[group].ingredients[line].line.note = nil
                        recipe.ingredientGroups[group].ingredients[line].line.food = nil
                        recipe.ingredientGroups[group].ingredients[line].line.size = nil
                        recipe.ingredientGroups[group].ingredients[line].line.preparation = nil
                    }
                }
            }),
            ("ingredient lines' rare fields", { recipe in
                for group in recipe.ingredientGroups.indices {
                    for line in recipe.ingredientGroups[group].ingredients.indices {
                        let old = recipe.ingredientGroups[group].ingredients[line].line
                        recipe.ingredientGroups[group].ingredients[line].line = IngredientLine(quantity: old.quantity, unit: old.unit, name: "")
                    }
                }
            }),
            ("ingredients", { $0.ingredientGroups = [] }),
            ("the rest: title, terms, front matter values", { $0 = Recipe(sourcePath: $0.sourcePath, slug: $0.slug, title: "") }),
        ]
        for (name, empty) in fields {
            for index in recipes.indices { empty(&recipes[index]) }
            let now = Self.heap()
            Self.show(name, bytes: Double(last - now) / count)
            last = now
        }
        recipes = []
        Self.show("the recipes' values themselves", bytes: Double(last - Self.heap()) / count)
    }

    static func show(_ name: String, bytes: Double) {
        print("  " + name.padding(toLength: 56, withPad: " ", startingAt: 0) + String(format: "%6.0f bytes a recipe", bytes))
    }

    /// Bytes the program has allocated and not freed: glibc's `mallinfo2().uordblks`. Swift's Glibc
    /// module does not import `malloc.h`; by the x86-64 C convention a function returning a struct
    /// of ten `size_t`s takes the address to write it at as its first argument.
    static func heap() -> Int {
        typealias MallInfo2 = @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallinfo2") else { return 0 }
        let fields = UnsafeMutablePointer<Int>.allocate(capacity: 10)
        defer { fields.deallocate() }
        _ = unsafeBitCast(symbol, to: MallInfo2.self)(UnsafeMutableRawPointer(fields))
        return fields[7]
    }
}
