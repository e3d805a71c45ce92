/// A JSON document built in code, written by `JSONByteWriter` (the one JSON writer) with keys
/// sorted, so the bytes never vary.
public indirect enum JSONValue: Hashable, Sendable {
    case string(String)
    case number(String)   // already formatted, so no floating-point noise reaches the output
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])
    case null

    public static func int(_ value: Int) -> JSONValue { .number(String(value)) }

    /// The shortest text that reads back as `value` (`0.5`, `115`, not `115.0`).
    public static func double(_ value: Double) -> JSONValue {
        guard value.isFinite else { return .null }
        let text = value.description
        return .number(text.hasSuffix(".0") ? String(text.dropLast(2)) : text)
    }

    /// `.string`, or `.null` for nothing, so every key of a report is always present.
    public static func string(orNull text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

    /// Compact and safe to place inside `<script>`: `<`, `>`, `&`, U+2028 and U+2029 are written
    /// as `\u003c`-style escapes, so no string can close the script element or end a JavaScript line.
    public var scriptSafeText: String {
        var writer = JSONByteWriter(reservingCapacity: 1024)
        writer.value(self)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// For people and tools reading a terminal (`--format json`): two-space indents, one member
    /// a line, and text as written (only what JSON itself needs is escaped).
    public var prettyText: String {
        var writer = JSONByteWriter(reservingCapacity: 1024, scriptSafe: false)
        writer.pretty(self, depth: 0)
        return String(decoding: writer.bytes, as: UTF8.self) + "\n"
    }
}

/// Building objects without the noise of absent optional fields.
public struct JSONObjectBuilder {
    public private(set) var fields: [String: JSONValue] = [:]

    public init() {}

    public subscript(key: String) -> JSONValue? {
        get { fields[key] }
        set { fields[key] = newValue }
    }

    public mutating func set(_ key: String, _ text: String?) {
        if let text, !text.isEmpty { fields[key] = .string(text) }
    }

    public mutating func set(_ key: String, _ values: [String]) {
        if !values.isEmpty { fields[key] = .array(values.map(JSONValue.string)) }
    }

    public var value: JSONValue { .object(fields) }
}
