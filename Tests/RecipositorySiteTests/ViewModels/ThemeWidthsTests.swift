import Foundation
import Testing
@testable import RecipositorySite

/// The widths pictures' `sizes` say are the ones the default theme's style.css lays them out
/// in: a browser fetches a copy for the width `sizes` says before it lays the page out, so if
/// the two drift apart a phone fetches a picture too large (bytes for nothing) or too small
/// (blurred).
@Suite struct ThemeWidthsTests {
    let style = String(decoding: Theme.builtIn.assets["assets/style.css"] ?? [], as: UTF8.self)

    /// The declarations of style.css's first `:root` rule (the light colours' and the widths'),
    /// its comments left out.
    var rootDeclarations: [String: String] {
        let text = style.replacing(/\/\*[\s\S]*?\*\//, with: "")
        guard let start = text.range(of: ":root {"), let end = text[start.upperBound...].firstIndex(of: "}") else { return [:] }
        var declared: [String: String] = [:]
        for declaration in text[start.upperBound..<end].split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            if parts.count == 2 { declared[parts[0]] = parts[1] }
        }
        return declared
    }

    @Test func styleDeclaresEachWidthAsTheTableSays() {
        #expect(!style.isEmpty)
        #expect(style.contains("html { font-size: \(ThemeWidths.css(ThemeWidths.rootFontPercent))%;"), "style.css's rem is not the table's")
        let declared = rootDeclarations
        for (property, value) in ThemeWidths.declared {
            #expect(declared[property] == value, "style.css's :root says \(property): \(declared[property] ?? "nothing"), ThemeWidths \(value)")
        }
    }

    /// The square is sized by its property alone: a rule with its own 5.5 rem would not follow a
    /// change of the table.
    @Test func theSquaresRulesUseTheProperty() {
        let square = "\(ThemeWidths.css(ThemeWidths.photoSquare))rem"
        #expect(style.components(separatedBy: square).count - 1 == 1, "only --photo-square's declaration says \(square)")
        // The card's picture, and the recipe's photo beside its title on a phone.
        #expect(style.components(separatedBy: "width: var(--photo-square); height: var(--photo-square)").count - 1 == 2)
    }

    /// `sizes` says the table's widths: the theme's rem is 19 px (1 rem is 1.1875 of the
    /// browser's); the square (a card's, the recipe's photo on a phone) and the measure on a
    /// wide screen in the browser's rem, on purpose (`Role.clauses`).
    @Test func sizesSayTheTablesWidths() {
        #expect(ThemeWidths.sizes(rem: 2) == "2.375rem" && ThemeWidths.sizes(rem: 26.6) == "31.5875rem")
        #expect(ImageViewModel.Role.card.sizes.hasSuffix(", 5.5rem"))
        #expect(ImageViewModel.Role.hero(captioned: false).sizes.hasSuffix(", 5.5rem"))
        #expect(ImageViewModel.Role.text(width: 4000).sizes.contains("(min-width: 45em) 42rem,"))
    }
}
