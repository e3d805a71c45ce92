import Mustache
import RecipositoryCore

/// Steps under one heading, numbered on from the previous section (`<ol start="4">`).
struct StepSectionViewModel: MustacheParent {
    struct StepViewModel: MustacheParent {
        var number: Int
        var html: String

        func child(named name: String) -> Any? {
            switch name {
            case "number": number
            case "html": html
            default: nil
            }
        }
    }

    var sectionTitle: String?
    var start: Int
    var steps: [StepViewModel]

    func child(named name: String) -> Any? {
        switch name {
        case "sectionTitle": sectionTitle
        case "start": start
        case "continuesNumbering": start > 1
        case "steps": steps
        case "items": ListItems.lines(steps) { "<li id=\"step-\($0.number)\">\($0.html)</li>" }
        case "plainItems": ListItems.lines(steps) { "<li>\($0.html)</li>" }
        default: nil
        }
    }

    static func sections(_ sections: [StepSection], rootPrefix: String, routes: Routes,
                         imageSize: (String) -> (width: Int, height: Int)?) -> [StepSectionViewModel] {
        var number = 1
        return sections.filter { !$0.steps.isEmpty }.map { section in
            let start = number
            let steps = section.steps.map { step in
                defer { number += 1 }
                let html = step.html.isEmpty ? HTMLEscaper.escape(step.text) : step.html
                return StepViewModel(number: number, html: RootLinkRewriter.rewrite(html, rootPrefix: rootPrefix, routes: routes, imageSize: imageSize))
            }
            return StepSectionViewModel(sectionTitle: section.title, start: start, steps: steps)
        }
    }
}
