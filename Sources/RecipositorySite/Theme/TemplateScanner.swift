/// A template's text read a Character at a time, for `TemplateParser`.
///
/// Its reads are the ones swift-mustache's parser made (running out of text inside a tag throws
/// `.unfinishedTag`), so a template reads as it did when that library compiled the theme.
struct TemplateScanner {
    let text: String
    var position: String.Index

    init(_ text: String) {
        self.text = text
        position = text.startIndex
    }

    var atEnd: Bool { position == text.endIndex }

    /// The Character here, or NUL at the end.
    var current: Character { atEnd ? "\0" : text[position] }

    mutating func advance() { position = text.index(after: position) }
    mutating func retreat() { position = text.index(before: position) }

    /// Reads `character` if it is next; throws at the end of the text.
    mutating func read(_ character: Character) throws -> Bool {
        guard !atEnd else { throw TemplateSyntaxError.Kind.unfinishedTag }
        guard text[position] == character else { return false }
        advance()
        return true
    }

    /// Reads `string` if it is next; throws when fewer Characters than it has are left.
    mutating func read(string: String) throws -> Bool {
        let count = string.count
        guard count > 0 else { return true }
        guard let end = text.index(position, offsetBy: count, limitedBy: text.endIndex) else { throw TemplateSyntaxError.Kind.unfinishedTag }
        guard text[position..<end] == string else { return false }
        position = end
        return true
    }

    @discardableResult
    mutating func read(while predicate: (Character) -> Bool) -> Substring {
        let start = position
        while !atEnd, predicate(text[position]) { advance() }
        return text[start..<position]
    }

    /// Reads up to the first Character `stop` accepts; at the end of the text, throws (and reads
    /// nothing) when `throwAtEnd`, else returns the rest.
    @discardableResult
    mutating func read(until stop: (Character) -> Bool, throwAtEnd: Bool) throws -> Substring {
        let start = position
        while !atEnd {
            if stop(text[position]) { return text[start..<position] }
            advance()
        }
        if throwAtEnd {
            position = start
            throw TemplateSyntaxError.Kind.unfinishedTag
        }
        return text[start..<position]
    }

    /// Reads past `string` (a comment up to its closing delimiter), comparing as swift-mustache
    /// did: a mismatch restarts the comparison at the next Character, not at the one that failed.
    mutating func read(past string: String) throws {
        let start = position
        var wanted = string.startIndex
        while !atEnd {
            if text[position] == string[wanted] {
                wanted = string.index(after: wanted)
                if wanted == string.endIndex {
                    advance()
                    return
                }
            } else {
                wanted = string.startIndex
            }
            advance()
        }
        position = start
        throw TemplateSyntaxError.Kind.unfinishedTag
    }

    /// Line and column (from 1, in Characters) of the current position.
    var lineAndColumn: (line: Int, column: Int) {
        var back = position
        var column = 0
        while back != text.startIndex {
            back = text.index(before: back)
            if text[back] == "\n" { break }
            column += 1
        }
        let line = text[text.startIndex..<position].reduce(1) { $1.isNewline ? $0 + 1 : $0 }
        return (line, column + 1)
    }
}
