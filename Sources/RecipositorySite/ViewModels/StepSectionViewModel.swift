import RecipositoryCore

/// Steps under one heading, numbered on from the previous section (`<ol start="4">`).
struct StepSectionViewModel: TemplateParent {
    struct StepViewModel: TemplateParent {
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

    /// - Parameter html: each step rendered for the page (`RecipeHTML.steps`); a step whose
    ///   rendering is empty shows its text.
    static func sections(_ sections: [StepSection], html: [[String]]) -> [StepSectionViewModel] {
        var number = 1
        return zip(sections, html).filter { !$0.0.steps.isEmpty }.map { section, html in
            let start = number
            let steps = zip(section.steps, html).map { step, html in
                defer { number += 1 }
                return StepViewModel(number: number, html: html.isEmpty ? HTMLEscaper.escape(step.text) : html)
            }
            return StepSectionViewModel(sectionTitle: section.title, start: start, steps: steps)
        }
    }
}
