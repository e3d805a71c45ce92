import RecipositoryCore

/// A section such as Notes or Tips, rendered as the author wrote it.
struct FreeSectionViewModel: TemplateParent {
    var heading: String
    var anchor: String
    var html: String

    init(_ section: FreeSection, anchor: String, html: String) {
        heading = section.title
        self.anchor = anchor
        self.html = html
    }

    /// Anchors are unique within the page: a second `Notes` gets `section-notes-2`.
    /// - Parameter html: each section rendered for the page (`RecipeHTML.sections`).
    static func sections(_ sections: [FreeSection], html: [String]) -> [FreeSectionViewModel] {
        var used: Set<String> = []
        // The next number to try for each name: trying 2, 3, ... afresh for each repeat made
        // 42,000 `## a` quadratic. Every smaller number is taken already, so the anchors are the same.
        var nextSuffix: [String: Int] = [:]
        return zip(sections, html).map { section, html in
            let base = "section-" + Slug.make(section.title)
            var anchor = base
            var suffix = nextSuffix[base, default: 2]
            while !used.insert(anchor).inserted {
                anchor = "\(base)-\(suffix)"
                suffix += 1
            }
            nextSuffix[base] = suffix
            return FreeSectionViewModel(section, anchor: anchor, html: html)
        }
    }

    func child(named name: String) -> Any? {
        switch name {
        case "heading": heading
        case "anchor": anchor
        case "html": html
        default: nil
        }
    }
}
