/// A JSON document built in code and encoded with sorted keys, so the bytes never vary.
///
/// The encoding is safe to place inside `<script>`: `<`, `>`, `&`, U+2028 and U+2029 are written
/// as `\u003c`-style escapes, so no string can close the script element or end a JavaScript line.
indirect enum JSONValue: Hashable, Sendable {
    case string(String)
    case number(String)   // already formatted, so no floating-point noise reaches the output
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])
    case null

    static func int(_ value: Int) -> JSONValue { .number(String(value)) }

    /// Compact, sorted-key, script-safe JSON text.
    var scriptSafeText: String {
        var out = ""
        write(to: &out)
        return out
    }
}

/// Building objects without the noise of absent optional fields.
struct JSONObjectBuilder {
    private(set) var fields: [String: JSONValue] = [:]

    subscript(key: String) -> JSONValue? {
        get { fields[key] }
        set { fields[key] = newValue }
    }

    mutating func set(_ key: String, _ text: String?) {
        if let text, !text.isEmpty { fields[key] = .string(text) }
    }

    mutating func set(_ key: String, _ values: [String]) {
        if !values.isEmpty { fields[key] = .array(values.map(JSONValue.string)) }
    }

    var value: JSONValue { .object(fields) }
}

private extension JSONValue {
    func write(to out: inout String) {
        switch self {
        case .string(let text): Self.writeString(text, to: &out)
        case .number(let text): out += text
        case .bool(let flag): out += flag ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let fields):
            out += "{"
            // Sort by UTF-8 bytes: locale-free and the same on every machine.
            for (index, key) in fields.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).enumerated() {
                if index > 0 { out += "," }
                Self.writeString(key, to: &out)
                out += ":"
                fields[key]!.write(to: &out)
            }
            out += "}"
        }
    }

    static func writeString(_ text: String, to out: inout String) {
        out += "\""
        // Most strings need no escape at all: copy them whole. 0xE2 starts U+2028 and U+2029.
        if !text.utf8.contains(where: needsEscapeScan) {
            out += text
            out += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}":
                out += unicodeEscape(scalar)
            case _ where scalar.value < 0x20:
                out += unicodeEscape(scalar)
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    static func needsEscapeScan(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "<")
            || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&") || byte == 0xE2
    }

    static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
