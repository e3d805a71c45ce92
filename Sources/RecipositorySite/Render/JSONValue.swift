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
        var out: [UInt8] = []
        out.reserveCapacity(1024)
        write(to: &out)
        return String(decoding: out, as: UTF8.self)
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
    func write(to out: inout [UInt8]) {
        switch self {
        case .string(let text): Self.writeString(text, to: &out)
        case .number(let text): out += text.utf8
        case .bool(let flag): out += (flag ? "true" : "false").utf8
        case .null: out += "null".utf8
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                item.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let fields):
            out.append(UInt8(ascii: "{"))
            // Sort by UTF-8 bytes: locale-free and the same on every machine.
            for (index, key) in fields.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                Self.writeString(key, to: &out)
                out.append(UInt8(ascii: ":"))
                fields[key]!.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// Escapes byte by byte: every character that needs it is ASCII, except U+2028 and U+2029
    /// (E2 80 A8 and E2 80 A9 in UTF-8), and no other character's bytes contain those.
    static func writeString(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        let bytes = text.utf8
        // Most strings need no escape at all: copy them whole.
        guard bytes.contains(where: needsEscapeScan) else {
            out += bytes
            out.append(UInt8(ascii: "\""))
            return
        }
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""): out += #"\""#.utf8
            case UInt8(ascii: "\\"): out += #"\\"#.utf8
            case UInt8(ascii: "\n"): out += #"\n"#.utf8
            case UInt8(ascii: "\r"): out += #"\r"#.utf8
            case UInt8(ascii: "\t"): out += #"\t"#.utf8
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), 0..<0x20:
                unicodeEscape(UInt32(byte), to: &out)
            case 0xE2:
                // U+2028 and U+2029 end JavaScript lines.
                let second = bytes.index(after: index)
                let third = second == bytes.endIndex ? second : bytes.index(after: second)
                if third != bytes.endIndex, bytes[second] == 0x80, bytes[third] == 0xA8 || bytes[third] == 0xA9 {
                    unicodeEscape(bytes[third] == 0xA8 ? 0x2028 : 0x2029, to: &out)
                    index = third
                } else {
                    out.append(byte)
                }
            default:
                out.append(byte)
            }
            index = bytes.index(after: index)
        }
        out.append(UInt8(ascii: "\""))
    }

    static func needsEscapeScan(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "<")
            || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&") || byte == 0xE2
    }

    /// `\u` and four lowercase hex digits, as before.
    static func unicodeEscape(_ value: UInt32, to out: inout [UInt8]) {
        let hex = String(value, radix: 16)
        out += #"\u"#.utf8
        out += repeatElement(UInt8(ascii: "0"), count: 4 - hex.utf8.count)
        out += hex.utf8
    }
}
