
/// A rating as hearts: `♥♥♥♥♡`, with a label for screen readers ("4 of 5 hearts").
struct HeartsViewModel: TemplateParent {
    static let maximum = 5
    var filled: String
    var empty: String
    var label: String

    init(rating: Double) {
        let clamped = min(max(rating, 0), Double(Self.maximum))
        let count = Int(clamped.rounded(.down))
        filled = String(repeating: "♥", count: count)
        empty = String(repeating: "♡", count: Self.maximum - count)
        label = "\(DecimalText.of(clamped, digits: 1)) of \(Self.maximum) hearts"
    }

    func child(named name: String) -> Any? {
        switch name {
        case "filled": filled
        case "empty": empty
        case "hasEmpty": !empty.isEmpty
        case "label": label
        default: nil
        }
    }
}
