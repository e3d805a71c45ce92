import RecipositoryCore

/// Recipes of the catalog, picked by position. A `Recipe` is large (hundreds of bytes, dozens of
/// references), so lists hold positions in the catalog's one array instead of copies: at 10,000
/// recipes, a copy in every term's list and every page to make came to over 200 MB.
struct RecipeList: RandomAccessCollection, Sendable {
    /// The catalog's recipes, all of them.
    let all: [Recipe]
    private let positions: [Int]

    init(_ all: [Recipe], positions: [Int]) {
        self.all = all
        self.positions = positions
    }

    var startIndex: Int { 0 }
    var endIndex: Int { positions.count }
    subscript(index: Int) -> Recipe { all[positions[index]] }

    /// The catalog position of the recipe at `index`, for a value that refers to it without a copy.
    func position(at index: Int) -> Int { positions[index] }

    /// The slug at `index`, read in place: iterating copies each whole `Recipe`.
    func slug(at index: Int) -> String { all[positions[index]].slug }

    /// The source path at `index`, read in place.
    func sourcePath(at index: Int) -> String { all[positions[index]].sourcePath }

    /// Whether the list holds the catalog's recipe at `position`. A term's list (and the recipes
    /// left uncategorized) is in catalog order, so it is found by halving.
    func holds(position: Int) -> Bool {
        var (low, high) = (0, positions.count)
        while low < high {
            let middle = (low + high) / 2
            if positions[middle] < position { low = middle + 1 } else { high = middle }
        }
        return low < positions.count && positions[low] == position
    }

    /// The same recipes in `all`, whose order a save changed: each position as `renumbered`
    /// gives it (by old position), in the new order.
    func renumbered(_ renumbered: [Int], over all: [Recipe]) -> RecipeList {
        RecipeList(all, positions: positions.map { renumbered[$0] }.sorted())
    }

    /// The same positions in `all`, a catalog's recipes with new values at the same places.
    func over(_ all: [Recipe]) -> RecipeList { RecipeList(all, positions: positions) }

    /// The recipes at `range` of this list: one page of it.
    func slice(_ range: Range<Int>) -> RecipeList { RecipeList(all, positions: Array(positions[range])) }
}
