/// A place in a source file: the path as the user should see it, 1-based line and column.
public struct SourceLocation: Hashable, Sendable, Codable, Comparable {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (a: Self, b: Self) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}

/// A problem found in content, as a value: collected, sorted and printed, never thrown.
public struct Diagnostic: Hashable, Sendable, Codable {
    public enum Severity: String, Hashable, Sendable, Codable, Comparable {
        case warning
        case error

        public static func < (a: Self, b: Self) -> Bool { a == .warning && b == .error }
    }

    /// What kind of problem it is, from the closed catalogue; it decides the severity.
    public var code: DiagnosticCode
    /// One sentence a cook understands.
    public var message: String
    public var location: SourceLocation
    /// An optional hint, such as "did you mean `servings`?".
    public var note: String?

    public var severity: Severity { code.severity }

    public init(_ code: DiagnosticCode, _ message: String, at location: SourceLocation, note: String? = nil) {
        self.code = code
        self.message = message
        self.location = location
        self.note = note
    }
}

extension Diagnostic: Comparable {
    /// Stable output order: by place, then code, then message.
    public static func < (a: Diagnostic, b: Diagnostic) -> Bool {
        if a.location != b.location { return a.location < b.location }
        if a.code != b.code { return a.code < b.code }
        return a.message < b.message
    }
}

extension Array where Element == Diagnostic {
    public var errorCount: Int { count { $0.severity == .error } }
    public var warningCount: Int { count { $0.severity == .warning } }
}
