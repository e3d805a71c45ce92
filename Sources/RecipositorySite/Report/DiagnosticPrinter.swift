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

    /// How many problems of one code one file shows in text and GitHub formats; the rest are
    /// counted in one line (JSON, for tools, lists them all). 18,000 broken links in one file
    /// printed 18,000 carets that nobody reads.
    public static let shownPerCode = 20
    /// Source lines longer than this many characters are cut around the caret.
    public static let shownLineWidth = 120

    public init(format: Format, colour: Bool, sourceLine: (@Sendable (String, Int) -> String?)? = nil) {
        self.format = format
        self.colour = colour
        // Each file is read and split once for all its diagnostics, not once for each.
        self.sourceLine = sourceLine ?? SourceLines().line
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        switch format {
        case .text: return capped(diagnostics, text)
        case .github: return capped(diagnostics, github)
        case .json: return json(diagnostics)
        }
    }

    /// Each diagnostic through `show`, but at most `shownPerCode` of one code in one file, then
    /// one line with the count of the rest, after that file's last diagnostic.
    private func capped(_ diagnostics: [Diagnostic], _ show: (Diagnostic) -> String) -> String {
        var counts: [String: [DiagnosticCode: Int]] = [:]   // file, code: how many so far
        var lastOfFile: [String: Int] = [:]
        for (index, d) in diagnostics.enumerated() { lastOfFile[d.location.file] = index }
        var out = ""
        for (index, d) in diagnostics.enumerated() {
            let file = d.location.file
            let count = counts[file, default: [:]][d.code, default: 0] + 1
            counts[file, default: [:]][d.code] = count
            if count <= Self.shownPerCode { out += show(d) }
            guard lastOfFile[file] == index, let codes = counts.removeValue(forKey: file) else { continue }
            for (code, count) in codes.sorted(by: { $0.key < $1.key }) where count > Self.shownPerCode {
                out += hidden(count - Self.shownPerCode, code: code, file: file)
            }
        }
        return out
    }

    private func hidden(_ count: Int, code: DiagnosticCode, file: String) -> String {
        let text = "\(count) more [\(code.rawValue)] in this file not shown (--format json lists them all)."
        switch format {
        case .github: return "::notice file=\(file.escapingControls().githubPropertyEscaped),title=\(code.rawValue)::\(text.githubEscaped)\n"
        default: return "\(paint(file.escapingControls() + ":", "1")) \(paint("note:", "1;36")) \(text)\n"
        }
    }

    /// `content/recipes/pie.md:14:3: error: message [code]`, the line, a caret, and the note.
    /// Control characters from file names and values are shown as `\u{1B}`, never sent raw.
    func text(_ d: Diagnostic) -> String {
        let place = "\(d.location.file.escapingControls()):\(d.location.line):\(d.location.column):"
        let severity = d.severity == .error ? paint("error:", "1;31") : paint("warning:", "1;35")
        var out = "\(paint(place, "1")) \(severity) \(paint(d.message.terminalSafe, "1")) [\(d.code.rawValue)]\n"
        if let line = sourceLine(d.location.file, d.location.line), !line.unicodeScalars.contains(where: Self.unprintable) {
            var scalars = Array(line.replacingOccurrences(of: "\t", with: " ").unicodeScalars)
            var caret = max(0, min(d.location.column - 1, scalars.count))
            if scalars.count > Self.shownLineWidth {
                // A window around the caret, marked with … where it was cut.
                let start = max(0, min(caret - Self.shownLineWidth / 2, scalars.count - Self.shownLineWidth))
                let end = min(scalars.count, start + Self.shownLineWidth)
                scalars = (start > 0 ? ["…"] : []) + Array(scalars[start..<end]) + (end < scalars.count ? ["…"] : [])
                caret = caret - start + (start > 0 ? 1 : 0)
            }
            // Columns count characters; wide emoji take two cells in a terminal.
            let pad = scalars.prefix(caret).map { $0.properties.isEmojiPresentation ? "  " : " " }.joined()
            var shown = ""
            shown.unicodeScalars.append(contentsOf: scalars)
            out += "\(shown)\n\(pad)\(paint("^", "1;32"))\n"
        }
        if let note = d.note { out += "\(paint("note:", "1;36")) \(note.terminalSafe)\n" }
        return out
    }

    func github(_ d: Diagnostic) -> String {
        let kind = d.severity == .error ? "error" : "warning"
        let message = (d.message + (d.note.map { " (\($0))" } ?? "")).terminalSafe.githubEscaped
        return "::\(kind) file=\(d.location.file.escapingControls().githubPropertyEscaped),line=\(d.location.line),col=\(d.location.column),title=\(d.code.rawValue)::\(message)\n"
    }

    func json(_ diagnostics: [Diagnostic]) -> String {
        JSONValue.array(diagnostics.map { d in
            var object: [String: JSONValue] = ["severity": .string(d.severity.rawValue), "code": .string(d.code.rawValue),
                                               "message": .string(d.message), "file": .string(d.location.file),
                                               "line": .int(d.location.line), "column": .int(d.location.column)]
            if let note = d.note { object["note"] = .string(note) }
            return .object(object)
        }).prettyText
    }

    /// Lines of binary or mis-encoded files are not shown: they would garble the terminal.
    static func unprintable(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\u{FFFD}" || (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F
    }

    private func paint(_ text: String, _ code: String) -> String {
        colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

}

/// Lines of the files diagnostics point into, each file read and split once.
final class SourceLines: @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: [Substring]] = [:]

    func line(_ path: String, _ number: Int) -> String? {
        guard number >= 1 else { return nil }
        let lines = lock.withLock {
            if let known = files[path] { return known }
            let read = Self.read(path)
            files[path] = read
            return read
        }
        guard number <= lines.count else { return nil }
        var result = String(lines[number - 1])
        if result.hasSuffix("\r") { result.removeLast() }
        if number == 1, result.hasPrefix("\u{FEFF}") { result.removeFirst() }
        return result
    }

    /// Only recipe and configuration files, never through a link: a diagnostic about a stray
    /// file or a link to `/etc/passwd` must not print its first line.
    private static func read(_ path: String) -> [Substring] {
        let lower = path.lowercased()
        var status = stat()
        guard [".md", ".markdown", ".yml", ".yaml"].contains(where: lower.hasSuffix),
              lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) <= SourceText.maximumBytes,
              let data = FileManager.default.contents(atPath: path), data.count <= SourceText.maximumBytes else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    }
}

extension DiagnosticPrinter {
    /// A file name for the terminal: control characters written out as `\u{1B}`.
    public static func terminalSafe(_ name: String) -> String { name.escapingControls() }
    /// Text for the terminal (`show`, `list`, `import`): the recipe's own values may hold escape
    /// sequences (an imported page's title, say), written out as `\u{1B}`; line breaks and tabs stay.
    public static func terminalText(_ text: String) -> String { text.terminalSafe }
}

private extension String {
    /// C0 and C1 control characters and DEL (a file name or a value may hold an escape sequence
    /// that would drive the terminal), and the bidi embeddings, overrides and isolates (U+202E in
    /// a title turns the rest of the line around), written out as `\u{1B}`.
    /// Messages keep their line breaks and tabs (a YAML error has several lines); file names do not.
    var terminalSafe: String { escapingControls(keeping: ["\n", "\t"]) }

    func escapingControls(keeping: Set<Unicode.Scalar> = []) -> String {
        func control(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x00..<0x20, 0x7F...0x9F: !keeping.contains(scalar)
            case 0x202A...0x202E, 0x2066...0x2069: true
            default: false
            }
        }
        guard unicodeScalars.contains(where: control) else { return self }
        var out = ""
        for scalar in unicodeScalars {
            if control(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    var githubEscaped: String {
        replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    var githubPropertyEscaped: String {
        githubEscaped.replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
