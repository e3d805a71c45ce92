import Mustache
import RecipositoryCore

/// A section such as Notes or Tips, rendered as the author wrote it.
struct FreeSectionViewModel: MustacheParent {
    var heading: String
    var anchor: String
    var html: String

    init(_ section: FreeSection, anchor: String, rootPrefix: String, routes: Routes, imageSize: (String) -> (width: Int, height: Int)?) {
        heading = section.title
        self.anchor = anchor
        html = RootLinkRewriter.rewrite(section.html, rootPrefix: rootPrefix, routes: routes, imageSize: imageSize)
    }

    /// Anchors are unique within the page: a second `Notes` gets `section-notes-2`.
    static func sections(_ sections: [FreeSection], rootPrefix: String, routes: Routes,
                         imageSize: (String) -> (width: Int, height: Int)?) -> [FreeSectionViewModel] {
        var used: Set<String> = []
        // The next number to try for each name: trying 2, 3, ... afresh for each repeat made
        // 42,000 `## a` quadratic. Every smaller number is taken already, so the anchors are the same.
        var nextSuffix: [String: Int] = [:]
        return sections.map { section in
            let base = "section-" + Slug.make(section.title)
            var anchor = base
            var suffix = nextSuffix[base, default: 2]
            while !used.insert(anchor).inserted {
                anchor = "\(base)-\(suffix)"
                suffix += 1
            }
            nextSuffix[base] = suffix
            return FreeSectionViewModel(section, anchor: anchor, rootPrefix: rootPrefix, routes: routes, imageSize: imageSize)
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
