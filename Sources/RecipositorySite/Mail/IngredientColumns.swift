/// Ingredient lines for plain text: the amounts in a padded column, the names beside them, and
/// a name too long for the line wrapped under itself:
///
///     2 1/2 cups (310 g)  all-purpose flour
///     1 tsp               salt
///                         salt, to taste
///
/// One column width for the whole recipe, so every group lines up the same way.
struct IngredientColumns {
    var width: Int = 72
    var indent = "  "
    var gap = "  "
    /// An amount wider than this does not widen the column for every line; it pushes its own name.
    var widestColumn = 22

    func lines(_ groups: [[MailRecipe.IngredientLine]]) -> [[String]] {
        let amounts = groups.flatMap { $0.map { DisplayWidth.of($0.amount) } }
        let column = min(amounts.filter { $0 <= widestColumn }.max() ?? 0, widestColumn)
        let wrapper = TextWrapper(width: width)
        return groups.map { group in
            group.map { line in
                let amountWidth = DisplayWidth.of(line.amount)
                let start: String
                if column == 0 {
                    start = indent
                } else {
                    start = indent + line.amount + String(repeating: " ", count: max(column - amountWidth, 0)) + gap
                }
                let hanging = String(repeating: " ", count: DisplayWidth.of(indent) + (column == 0 ? 0 : column + DisplayWidth.of(gap)))
                return wrapper.wrap(line.item, first: start, rest: hanging).joined(separator: "\n")
            }
        }
    }
}
