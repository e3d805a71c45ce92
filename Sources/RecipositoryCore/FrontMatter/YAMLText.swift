/// Writes YAML scalars that read back as exactly the text given: the one quoting helper for
/// every file Recipository writes (`new`, `init`, `import`).
public enum YAMLText {
    /// Always double-quoted, with `\`, `"` and control characters escaped.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
                || scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0xFEFF:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: Swift.max(0, 4 - hex.count)) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Plain when YAML would read the text back unchanged as a string, as a person would write
    /// it (`title: Banana Bread`); quoted otherwise (`title: "Yes"`, `title: "Salt: a story"`).
    /// `inFlow` also quotes what a `[a, b]` list would split (`,`, brackets, braces).
    public static func scalar(_ text: String, inFlow: Bool = false) -> String {
        isPlainSafe(text, inFlow: inFlow) ? text : quoted(text)
    }

    /// `[a, b, "c, d"]`.
    public static func flowList(_ items: [String]) -> String {
        "[" + items.map { scalar($0, inFlow: true) }.joined(separator: ", ") + "]"
    }

    static func isPlainSafe(_ text: String, inFlow: Bool) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
              first != " ", last != " ", last != ":" else { return false }
        if "-?:,[]{}#&*!|>'\"%@`~=".unicodeScalars.contains(first) { return false }
        if text.contains(": ") || text.contains(" #") { return false }
        if inFlow, text.unicodeScalars.contains(where: { ",[]{}".unicodeScalars.contains($0) }) { return false }
        for scalar in text.unicodeScalars where scalar.value < 0x20 || scalar.value == 0x7F
            || (0x80..<0xA0).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0xFEFF {
            return false
        }
        // Words YAML 1.1 tools read as booleans or null.
        let lower = text.lowercased()
        if ["true", "false", "yes", "no", "on", "off", "y", "n", "null", "~"].contains(lower) { return false }
        // Our reader keeps every value as text, so `servings: 4` and `date: 2021-03-11` stay plain;
        // a value that is only a number-like token with a sign or a dot (`.5`, `+1`) is quoted.
        if first == "." || first == "+" { return false }
        return true
    }
}
