import Foundation
import RecipositoryCore

/// Prints diagnostics for people (clang style, with the source line and a caret), for tools
/// (JSON) or for CI (GitHub Actions annotations).
public struct DiagnosticPrinter: Sendable {
    public enum Format: String, CaseIterable, Sendable { case text, json, github }

    public var format: Format
    public var colour: Bool
    /// Returns a line of a file (1-based), for showing the source under a message.
    public var sourceLine: @Sendable (String, Int) -> String?

    public init(format: Format, colour: Bool, sourceLine: @escaping @Sendable (String, Int) -> String? = DiagnosticPrinter.readLine) {
        self.format = format
        self.colour = colour
        self.sourceLine = sourceLine
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        switch format {
        case .text: return diagnostics.map(text).joined()
        case .github: return diagnostics.map(github).joined()
        case .json: return json(diagnostics)
        }
    }

    /// `content/recipes/pie.md:14:3: error: message [code]`, the line, a caret, and the note.
    func text(_ d: Diagnostic) -> String {
        let place = "\(d.location.file):\(d.location.line):\(d.location.column):"
        let severity = d.severity == .error ? paint("error:", "1;31") : paint("warning:", "1;35")
        var out = "\(paint(place, "1")) \(severity) \(paint(d.message, "1")) [\(d.code.rawValue)]\n"
        if let line = sourceLine(d.location.file, d.location.line), !line.unicodeScalars.contains(where: Self.unprintable) {
            let shown = line.replacingOccurrences(of: "\t", with: " ")
            // Columns count characters; wide emoji take two cells in a terminal.
            let prefix = shown.unicodeScalars.prefix(max(0, d.location.column - 1))
            let pad = prefix.map { $0.properties.isEmojiPresentation ? "  " : " " }.joined()
            out += "\(shown)\n\(pad)\(paint("^", "1;32"))\n"
        }
        if let note = d.note { out += "\(paint("note:", "1;36")) \(note)\n" }
        return out
    }

    func github(_ d: Diagnostic) -> String {
        let kind = d.severity == .error ? "error" : "warning"
        let message = (d.message + (d.note.map { " (\($0))" } ?? "")).githubEscaped
        return "::\(kind) file=\(d.location.file.githubPropertyEscaped),line=\(d.location.line),col=\(d.location.column),title=\(d.code.rawValue)::\(message)\n"
    }

    func json(_ diagnostics: [Diagnostic]) -> String {
        let objects: [[String: Any]] = diagnostics.map { d in
            var object: [String: Any] = ["severity": d.severity.rawValue, "code": d.code.rawValue, "message": d.message,
                                         "file": d.location.file, "line": d.location.line, "column": d.location.column]
            if let note = d.note { object["note"] = note }
            return object
        }
        let data = try! JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Lines of binary or mis-encoded files are not shown: they would garble the terminal.
    static func unprintable(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\u{FFFD}" || (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F
    }

    private func paint(_ text: String, _ code: String) -> String {
        colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    public static let readLine: @Sendable (String, Int) -> String? = { path, line in
        guard line >= 1, let data = FileManager.default.contents(atPath: path), data.count <= SourceText.maximumBytes else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line <= lines.count else { return nil }
        var result = String(lines[line - 1])
        if result.hasSuffix("\r") { result.removeLast() }
        if line == 1, result.hasPrefix("\u{FEFF}") { result.removeFirst() }
        return result
    }
}

private extension String {
    var githubEscaped: String {
        replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    var githubPropertyEscaped: String {
        githubEscaped.replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
