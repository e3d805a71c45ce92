/// Ingredient lines for plain text: the amounts in a padded column, the names beside them, and
/// a name too long for the line wrapped under itself:
///
///     2 1/2 cups (310 g)  all-purpose flour
///     1 tsp               salt
///                         salt, to taste
///
/// One column width for the whole recipe, so every group lines up the same way.
struct IngredientColumns: Sendable {
    var width: Int = 72
    var indent = "  "
    var gap = "  "
    /// An amount wider than this does not widen the column for every line; it pushes its own name.
    var widestColumn = 22

    /// Every group's lines, set in one column width.
    func lines(_ groups: [[MailRecipe.IngredientLine]]) -> [[String]] {
        let column = self.column(for: groups)
        return groups.map { lines($0, column: column) }
    }

    /// The amount column's width for these groups: their widest amount, within `widestColumn`.
    func column(for groups: [[MailRecipe.IngredientLine]]) -> Int {
        groups.joined().map { DisplayWidth.of($0.amount) }.filter { $0 <= widestColumn }.max() ?? 0
    }

    /// One group's lines; a line wrapped in two holds a newline.
    func lines(_ group: [MailRecipe.IngredientLine], column: Int) -> [String] {
        let wrapper = TextWrapper(width: width)
        let hanging = String(repeating: " ", count: DisplayWidth.of(indent) + (column == 0 ? 0 : column + DisplayWidth.of(gap)))
        return group.map { line in
            let padding = String(repeating: " ", count: max(column - DisplayWidth.of(line.amount), 0))
            let start = column == 0 ? indent : indent + line.amount + padding + gap
            return wrapper.wrap(line.item, first: start, rest: hanging).joined(separator: "\n")
        }
    }
}
