/// How lean a line's ground meat is, as cooks write it (`90% lean`, `85/15`, `(7-20 % fat)`, `lean`, `extra
/// lean`), and USDA's row of that meat nearest it: the energy of ground beef runs from 137 kcal per 100 g at
/// 95% lean to 332 at 70%, so the plain row (80%) would be far off for a recipe that says which it buys.
/// Milk the same way by its milkfat (`2% milk`).
enum LeanShare {
    /// The table's names of a ground meat by lean share (overrides.tsv); the plain name is the common one.
    static let rows: [String: [(lean: Double, food: String)]] = [
        "ground beef": [(70, "ground beef 70 lean"), (75, "ground beef 75 lean"), (80, "ground beef"),
                        (85, "ground beef 85 lean"), (90, "ground beef 90 lean"), (95, "ground beef 95 lean")],
        "ground turkey": [(85, "ground turkey 85 lean"), (93, "ground turkey")],
        "ground pork": [(84, "ground pork 84 lean"), (96, "ground pork 96 lean")],
        // Milk by its milkfat (`2% milk`: 98% of it is not fat): whole is 3.25%.
        "milk": [(96.75, "milk"), (98, "reduced-fat milk"), (99, "low-fat milk"), (100, "nonfat milk")],
    ]

    /// USDA's label words: `lean` is under 10 g of fat in 100 g, `extra lean` under 5 g (9 CFR 317.362).
    static let labelLeanness: [(words: [String], lean: Double)] = [(["extra", "lean"], 95), (["lean"], 90)]

    /// The table's name of the row nearest the line's leanness, or nil when the line gives none or the
    /// food (by its list group) is no ground meat.
    static func food(group: String, text: String) -> String? {
        if let rows = rows[group], let lean = lean(in: text) {
            return rows.min { abs($0.lean - lean) < abs($1.lean - lean) }?.food
        }
        // `1 1/2 lb 95% lean beef`: only ground meat is sold by its lean share, so a number says it is ground;
        // the label word alone does not (`lean beef` may be any lean cut).
        guard let ground = groundMeat[group], let rows = rows[ground], let lean = statedLean(in: tokens(of: text.lowercased())) else { return nil }
        return rows.min { abs($0.lean - lean) < abs($1.lean - lean) }?.food
    }

    /// The meats whose ground form the table has by lean share.
    static let groundMeat = ["beef": "ground beef", "turkey": "ground turkey", "pork": "ground pork"]

    /// The lean share in per cent a line gives: `93% lean`, `85/15` or `85-15` (two shares that make 100),
    /// a fat share `(7-20 % fat)` (a range's middle), else USDA's label words.
    static func lean(in text: String) -> Double? {
        let words = tokens(of: text.lowercased())
        if let stated = statedLean(in: words) { return stated }
        // A label word said of the meat (`not too lean` asks for the fattier plain row, not a lean one).
        let names = words.compactMap { if case .word(let word) = $0 { word } else { nil } }
        for label in labelLeanness {
            let said = names.indices.contains { start in
                Array(names.dropFirst(start).prefix(label.words.count)) == label.words && !names[max(0, start - 2)..<start].contains("not")
            }
            if said { return label.lean }
        }
        return nil
    }

    /// The lean share a line gives in numbers: `93% lean`, `85/15`, `(7-20 % fat)`.
    private static func statedLean(in words: [Token]) -> Double? {
        for (index, word) in words.enumerated() {
            guard case .number(let value) = word else { continue }
            let next = index + 1 < words.count ? words[index + 1] : nil
            // `85/15`, `90-10`
            if case .mark(let mark) = next, mark == "/" || mark == "-", index + 2 < words.count,
               case .number(let other) = words[index + 2], value + other == 100, value >= 50 {
                return value
            }
            // `7-20 % fat`: a range of fat shares.
            if case .mark("-") = next, index + 2 < words.count, case .number(let high) = words[index + 2],
               share(after: index + 2, in: words) == "fat" {
                return 100 - (value + high) / 2
            }
            switch share(after: index, in: words) {
            case "lean": return value
            case "fat": return 100 - value
            default: continue
            }
        }
        return nil
    }

    private enum Token: Equatable { case number(Double), word(String), mark(String) }

    /// `lean` or `fat` after a number and its `%` (`93% lean`, `20 % fat`; `2% milk` and `1% milkfat` are fat), else nil.
    private static func share(after index: Int, in words: [Token]) -> String? {
        guard index + 2 < words.count, words[index + 1] == .mark("%"), case .word(let word) = words[index + 2] else { return nil }
        switch word {
        case "lean": return "lean"
        case "fat", "milk", "milkfat": return "fat"
        default: return nil
        }
    }

    private static func tokens(of text: String) -> [Token] {
        var tokens: [Token] = []
        var current = ""
        func flush() {
            guard !current.isEmpty else { return }
            tokens.append(Double(current).map(Token.number) ?? .word(current))
            current = ""
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "." && !current.isEmpty && current.allSatisfy(\.isNumber) {
                if let last = current.last, last.isNumber != character.isNumber, character != ".", last != "." { flush() }
                current.append(character)
            } else {
                flush()
                if "%/-".contains(character) { tokens.append(.mark(String(character))) }
            }
        }
        flush()
        return tokens
    }
}
