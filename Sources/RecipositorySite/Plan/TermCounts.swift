/// Whether a theme can show how many recipes a recipe's category, cuisine or tags have
/// (`TermLinkViewModel.count`, `countNoun`) on the pages its key as shown feeds: its page, its
/// mail files and its cookbook articles (`BuildFingerprint.shownKey`). A recipe made or deleted
/// changes those counts for every recipe under the same terms (up to 2,844 in the generated
/// collection of 10,000); where no template can show them, those recipes' keys leave them out,
/// and their pages are not rendered again.
///
/// Read from the templates' tags, from the rows' templates through every partial and parent they
/// name, as the renderer meets them (`TemplateRenderer`): a term link is on the stack only inside
/// a section whose name holds `category`, `cuisine` or `tags` (the recipe page's names that give
/// one, `RecipePageViewModel`), and a count is shown by a tag naming `count` or `countNoun` there,
/// or after such a name (`category.count`). A term link printed whole (`{{.}}`, `{{tags}}`)
/// prints its name alone (`TermLinkViewModel.description`). A partial named by a value
/// (`{{>*name}}`), a template that does not parse, or partials nested past the renderer's depth
/// count as showing them.
enum TermCounts {
    static let linkNames: Set<String> = ["category", "cuisine", "tags"]
    static let countNames: Set<String> = ["count", "countNoun"]

    /// `sources`: every template of the theme by path (`recipe.mustache`, `partials/pager.mustache`),
    /// the site's over the built-in ones.
    static func shown(in sources: [String: String]) -> Bool {
        let rows = OutputFormat.defaults.filter { format in
            switch format.kind {
            case .recipe, .recipeMail, .mailMessage, .cookbook: true
            default: false
            }
        }
        // With the partials the renderer renders by themselves: a cookbook's article, a recipe's card.
        let roots = Set(rows.flatMap(\.templates) + [CookbookViewModel.CookbookRecipe.articleTemplate, ListEntryCache.cardTemplate])
        var walk = Walk(sources: sources)
        return roots.sorted().contains { walk.template($0, onStack: false, overrides: [:]) }
    }

    /// The templates walked as the renderer would render them, `onStack`: a term link may be
    /// on the stack.
    private struct Walk {
        let sources: [String: String]
        var depth = 0
        /// The templates walked with no overrides, by name and `onStack`: a partial met again is not walked again.
        var walked = Set<String>()

        mutating func template(_ name: String, onStack: Bool, overrides: [String: [TemplateNode]]) -> Bool {
            // A partial the theme does not have renders nothing.
            guard let source = sources[name + Theme.templateExtension] else { return false }
            let seen = "\(onStack) \(name)"
            if overrides.isEmpty, walked.contains(seen) { return false }
            guard depth < 64, case .success(let nodes) = TemplateParser.parse(source.replacingOccurrences(of: "\r\n", with: "\n")) else {
                return true
            }
            if overrides.isEmpty { walked.insert(seen) }
            depth += 1
            defer { depth -= 1 }
            return self.nodes(nodes, onStack: onStack, overrides: overrides)
        }

        mutating func nodes(_ nodes: [TemplateNode], onStack: Bool, overrides: [String: [TemplateNode]]) -> Bool {
            for node in nodes {
                switch node {
                case .text, .escaping, .blockOverride:
                    continue
                case .value(let name, _):
                    if Self.shows(name, onStack: onStack) { return true }
                case .section(let name, let children), .invertedSection(let name, let children):
                    let inLink = onStack || name.parts.contains(where: TermCounts.linkNames.contains)
                    if Self.shows(name, onStack: onStack) || self.nodes(children, onStack: inLink, overrides: overrides) { return true }
                case .partial(let name, _, let more):
                    // The overrides already in force win, as the renderer merges them.
                    let merged = overrides.merging(more ?? [:]) { outer, _ in outer }
                    if template(name, onStack: onStack, overrides: merged) { return true }
                case .dynamicPartial:
                    return true
                case .block(let name, let defaults, _):
                    if self.nodes(overrides[name] ?? defaults, onStack: onStack, overrides: overrides) { return true }
                }
            }
            return false
        }

        /// A tag naming a term link's count: one found down the stack, or through a term link's name.
        static func shows(_ name: TemplateName, onStack: Bool) -> Bool {
            guard let count = name.parts.firstIndex(where: TermCounts.countNames.contains) else { return false }
            return onStack || name.parts[..<count].contains(where: TermCounts.linkNames.contains)
        }
    }
}
