/// What a recipe's model asked of the site's index (`SiteIndex`) and was told: where a link leads,
/// where a picture's file is, whether a slug is a recipe's. A model depends on the rest of the
/// site through these answers alone (the rest is its own file and the settings), so a model whose
/// questions get the same answers from another index is the model that index would make
/// (`hold`): a recipe made, renamed or deleted is modelled again only where it changes an answer
/// (a link to it, or a related recipe naming it), not in every recipe.
public struct LinkLookups: Hashable, Sendable {
    public enum Question: Hashable, Sendable {
        case link(String)
        case file(String)
        case slug(String)
    }

    public private(set) var questions: [Question] = []
    /// Each question's answer, in the same order (`answer`).
    public private(set) var answers: [String] = []

    public init() {}

    init(questions: [Question], answers: [String]) {
        (self.questions, self.answers) = (questions, answers)
    }

    mutating func add(_ question: Question, _ answer: String) {
        questions.append(question)
        answers.append(answer)
    }

    /// Whether `site` answers every question as it was answered, asked from the recipe at `contentPath`.
    public func hold(in site: SiteIndex, from contentPath: String) -> Bool {
        zip(questions, answers).allSatisfy { Self.answer($0, in: site, from: contentPath) == $1 }
    }

    /// An answer as text, the same for the same answer.
    static func answer(_ question: Question, in site: SiteIndex, from contentPath: String) -> String {
        switch question {
        case .link(let target): text(site.resolveLink(target, from: contentPath))
        case .file(let target): text(file: site.resolveFile(target, from: contentPath))
        case .slug(let slug): text(isRecipe: site.slugs.contains(slug))
        }
    }

    static func text(file: String?) -> String { file.map { "file\u{0}" + $0 } ?? "none" }

    static func text(isRecipe: Bool) -> String { isRecipe ? "yes" : "no" }

    static func text(_ resolution: SiteIndex.Resolution) -> String {
        switch resolution {
        case .external: "external"
        case .broken: "broken"
        case .site(.recipe(let slug, let fragment)): "recipe\u{0}\(slug)\u{0}\(fragment)"
        case .site(.file(let path, let fragment)): "file\u{0}\(path)\u{0}\(fragment)"
        case .site(.home(let fragment)): "home\u{0}\(fragment)"
        }
    }
}

/// The questions one recipe's model asks, as `RecipeBuilder` asks them: one log a recipe, on
/// the one thread that models it.
final class LinkLookupLog: @unchecked Sendable {
    var lookups = LinkLookups()
}
