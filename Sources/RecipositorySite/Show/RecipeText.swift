import Foundation
import RecipositoryCore

/// A readable summary of what was understood of one recipe, for `recipository show`.
public enum RecipeText {
    public static func render(_ r: Recipe) -> String {
        var out = "\(r.title)  (recipes/\(r.slug)/)\n"
        var facts: [String] = []
        if let c = r.category { facts.append("category: \(c)") }
        if let c = r.cuisine { facts.append("cuisine: \(c)") }
        if let s = r.servings { facts.append("serves: \(s.text)") }
        if let m = r.prepMinutes { facts.append("prep: \(m) min") }
        if let m = r.cookMinutes { facts.append("cook: \(m) min") }
        if let m = r.totalMinutes { facts.append("total: \(m) min") }
        if let d = r.difficulty { facts.append("difficulty: \(d.level)/5") }
        if let h = r.rating { facts.append("hearts: \(h)") }
        if !r.tags.isEmpty { facts.append("tags: \(r.tags.joined(separator: ", "))") }
        if !facts.isEmpty { out += facts.joined(separator: " · ") + "\n" }
        for group in r.ingredientGroups {
            out += "\nIngredients" + (group.title.map { " — \($0)" } ?? "") + "\n"
            for i in group.ingredients {
                var parts: [String] = []
                if let q = i.quantity { parts.append(QuantityFormatter.format(q, unit: i.unit)) }
                if let u = i.unit?.symbol ?? i.unitText { parts.append(u) }
                parts.append("[\(i.name)]")
                if let n = i.note { parts.append("(\(n))") }
                if i.isOptional { parts.append("optional") }
                if let a = i.alternative { parts.append("or \(QuantityFormatter.format(a.quantity, unit: a.unit)) \(a.unit?.symbol ?? "")") }
                out += "  - \(parts.joined(separator: " "))    ← \(i.text)\n"
            }
        }
        for section in r.stepSections {
            out += "\nSteps" + (section.title.map { " — \($0)" } ?? "") + "\n"
            for (n, step) in section.steps.enumerated() { out += "  \(n + 1). \(step.text)\n" }
        }
        for section in r.sections { out += "\n\(section.title)\n  \(section.text.replacingOccurrences(of: "\n", with: "\n  "))\n" }
        return out
    }
}
