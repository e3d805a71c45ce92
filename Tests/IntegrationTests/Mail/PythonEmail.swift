import Foundation
import TestSupport

/// Reads messages with Python's standard `email` package (`email.message_from_bytes` with the
/// default policy), an independent parser, through `Fixtures/mail/read_messages.py`.
struct ParsedMessage {
    struct Part {
        var type: String
        var charset: String?
        var encoding: String?
        var text: String
        /// The HTML part's visible words, whitespace collapsed.
        var words: String?
    }

    var subject: String
    var headers: [(name: String, value: String)]
    var contentType: String
    var defects: [String]
    var parts: [Part]

    func part(_ type: String) -> Part? { parts.first { $0.type == type } }
    func headers(named name: String) -> [String] { headers.filter { $0.name.lowercased() == name.lowercased() }.map(\.value) }
}

enum PythonEmail {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/mail/read_messages.py").path

    static func parse(_ bytes: [UInt8]) throws -> ParsedMessage {
        try message(json(run([], input: Data(bytes))))
    }

    /// Many files in one run of Python, keyed by path.
    static func parse(files: [String]) throws -> [String: ParsedMessage] {
        guard let all = try json(run(files, input: nil)) as? [String: Any] else { return [:] }
        return try all.mapValues(message)
    }
}

private extension PythonEmail {
    static func run(_ arguments: [String], input: Data?) throws -> Data {
        let result = try Tool.run(RequiredTool.python(), [script] + arguments, input: input)
        guard result.status == 0 else { throw Tool.Failure("read_messages.py failed: \(result.stderr)") }
        return Data(result.stdout.utf8)
    }

    static func json(_ data: Data) throws -> Any { try JSONSerialization.jsonObject(with: data) }

    static func message(_ value: Any) throws -> ParsedMessage {
        guard let object = value as? [String: Any] else { throw CocoaError(.coderReadCorrupt) }
        let parts = (object["parts"] as? [[String: Any]] ?? []).map { part in
            ParsedMessage.Part(type: part["type"] as? String ?? "", charset: part["charset"] as? String,
                               encoding: part["encoding"] as? String, text: part["text"] as? String ?? "",
                               words: part["words"] as? String)
        }
        let headers = (object["headers"] as? [[String]] ?? []).map { (name: $0[0], value: $0[1]) }
        return ParsedMessage(subject: object["subject"] as? String ?? "", headers: headers,
                             contentType: object["content_type"] as? String ?? "",
                             defects: object["defects"] as? [String] ?? [], parts: parts)
    }
}
