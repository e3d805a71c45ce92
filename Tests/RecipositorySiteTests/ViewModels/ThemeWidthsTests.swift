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
        let declared = rootDeclarations
        for (property, value) in ThemeWidths.declared {
            #expect(declared[property] == value, "style.css's :root says \(property): \(declared[property] ?? "nothing"), ThemeWidths \(value)")
        }
    }

    /// The square is sized by its property alone: a rule with its own 5.5 rem would not follow a
    /// change of the table.
    @Test func theSquaresRulesUseTheProperty() {
        #expect(style.components(separatedBy: ThemeWidths.photoSquare).count - 1 == 1, "only --photo-square's declaration says \(ThemeWidths.photoSquare)")
        // The card's picture, and the recipe's photo beside its title on a phone.
        #expect(style.components(separatedBy: "width: var(--photo-square); height: var(--photo-square)").count - 1 == 2)
    }

    /// `sizes` says the table's widths: a card's, and the recipe's photo on a phone.
    @Test func sizesSayTheTablesWidths() {
        #expect(ImageViewModel.Role.card.sizes.hasSuffix(", \(ThemeWidths.photoSquare)"))
        #expect(ImageViewModel.Role.hero(captioned: false).sizes.hasSuffix(", \(ThemeWidths.photoSquare)"))
        #expect(ImageViewModel.Role.text(width: 4000).sizes.contains("(min-width: 45em) \(ThemeWidths.measureRem)rem"))
    }
}
