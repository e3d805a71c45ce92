/// "1 recipe", "2 recipes", "0 errors": a count with its noun, for the command's summary lines.
enum Counted {
    static func phrase(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
