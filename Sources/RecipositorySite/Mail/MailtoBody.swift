/// The body of a recipe's `mailto:` link: the recipe in as few characters as still read well,
/// because a URL has room for little (every space costs three characters) and mail programs show
/// it in a proportional font anyway. So: no intro, no columns, no wrapping; title, times,
/// ingredients, steps, and the recipe's address when the site has one.
enum MailtoBody {
    static func text(_ mail: MailRecipe) -> String {
        var lines = [mail.title]
        if !mail.facts.isEmpty { lines.append(mail.facts.map { "\($0.label): \($0.value)" }.joined(separator: " · ")) }
        if !mail.ingredientGroups.isEmpty {
            lines += ["", "INGREDIENTS"]
            for group in mail.ingredientGroups {
                if let title = group.title { lines.append(title + ":") }
                lines += group.lines.map { "- " + ($0.amount.isEmpty ? $0.item : $0.amount + " " + $0.item) }
            }
        }
        if !mail.stepSections.isEmpty {
            lines += ["", "STEPS"]
            var number = 0
            for section in mail.stepSections {
                if let title = section.title { lines.append(title + ":") }
                for step in section.steps {
                    number += 1
                    lines.append("\(number). \(step)")
                }
            }
        }
        if let url = mail.pageURL { lines += ["", url] }
        return lines.joined(separator: "\n")
    }
}
