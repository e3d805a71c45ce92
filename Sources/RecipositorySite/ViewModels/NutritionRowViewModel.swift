import Foundation
import RecipositoryCore

/// One row of the nutrition table: `Protein | 4 g`.
struct NutritionRowViewModel: TemplateParent {
    var label: String
    var amount: String

    init(_ row: NutritionPanel.Row) {
        label = row.label
        amount = row.amount
    }

    init(_ value: NutritionValue) {
        label = Self.label(for: value.name)
        amount = DecimalText.of(value.amount) + (value.unit.map { " " + $0 } ?? "")
    }

    func child(named name: String) -> Any? {
        switch name {
        case "label": label
        case "amount": amount
        default: nil
        }
    }
}

extension NutritionRowViewModel {
    /// `saturatedFat` and `saturated_fat` both read "Saturated fat".
    static func label(for key: String) -> String {
        var words = ""
        for character in key {
            if character == "_" || character == "-" {
                words += " "
            } else if character.isUppercase, !words.isEmpty, words.last != " " {
                words += " " + character.lowercased()
            } else {
                words.append(character)
            }
        }
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
