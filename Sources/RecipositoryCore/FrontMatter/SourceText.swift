/// Turns a file's raw bytes into text the later stages can trust, or says why it cannot.
///
/// Guards come first because everything after them is C or quadratic in the worst case: a size cap
/// bounds the work any one file can cause, binary files and NUL bytes are refused, and invalid
/// UTF-8 is reported at its line and column instead of being silently replaced.
public enum SourceText {
    /// Recipes are a few kilobytes; anything over this is not a hand-written recipe.
    public static let maximumBytes = 256 * 1024

    /// The decoded text with a BOM removed and CRLF line ends made LF (line numbers are unchanged).
    public static func decode(_ file: SourceFile) -> (text: String?, diagnostics: [Diagnostic]) {
        let bytes = file.bytes
        let start = SourceLocation(file: file.path, line: 1, column: 1)
        let size = max(bytes.count, file.byteCount)
        if size > maximumBytes {
            return (nil, [Diagnostic(.fileTooLarge,
                                     "This file is \(Self.size(size)); a recipe file may be at most \(maximumBytes / 1024) KB.",
                                     at: start)])
        }
        let firstNul = bytes.firstIndex(of: 0)
        if let encoding = wideEncoding(bytes, hasNul: firstNul != nil) {
            return (nil, [Diagnostic(.invalidUTF8, "This file is \(encoding) text; save it as UTF-8 in your editor.", at: start)])
        }
        if looksBinary(bytes, hasNul: firstNul != nil) {
            return (nil, [Diagnostic(.binaryFile,
                                     "This is not a text file (it looks like a picture or other binary file); recipes must be Markdown text.",
                                     at: start)])
        }
        if let offset = firstNul {
            return (nil, [Diagnostic(.nulByte, "This file contains a NUL byte, which never belongs in a text file.",
                                     at: location(ofByte: offset, in: bytes, file: file.path))])
        }
        guard var text = String(validating: bytes, as: UTF8.self) else {
            let offset = firstInvalidUTF8Byte(bytes)
            return (nil, [Diagnostic(.invalidUTF8,
                                     "This file is not valid UTF-8 text; save it as UTF-8 in your editor.",
                                     at: location(ofByte: offset, in: bytes, file: file.path))])
        }
        if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        if bytes.contains(13) {
            text = text.replacing("\r\n", with: "\n")
            // Old Mac files end lines with CR alone: read as one line, they had no title.
            if !bytes.contains(10) { text = text.replacing("\r", with: "\n") }
        }
        return (text, [])
    }
}

extension SourceText {
    /// `390 KB`, `1024 MB`: a size a cook can picture.
    static func size(_ bytes: Int) -> String {
        bytes < 10 * 1024 * 1024 ? "\(bytes / 1024) KB" : "\(bytes / 1024 / 1024) MB"
    }
}

private extension SourceText {
    static let binarySignatures: [[UInt8]] = [
        [0x89, 0x50, 0x4E, 0x47],  // PNG
        [0xFF, 0xD8, 0xFF],  // JPEG
        [0x25, 0x50, 0x44, 0x46],  // PDF
        [0x50, 0x4B, 0x03, 0x04],  // ZIP, DOCX
        [0x52, 0x49, 0x46, 0x46],  // RIFF: WebP, WAV
        [0x47, 0x49, 0x46, 0x38],  // GIF
        [0x7F, 0x45, 0x4C, 0x46],  // ELF
    ]

    /// UTF-16 and UTF-32 files are full of NUL bytes, which once made them "a picture". Most
    /// start with a byte order mark; without one, mostly Latin text still shows by where its
    /// NULs fall: every other byte (UTF-16), or three of every four (UTF-32).
    static func wideEncoding(_ bytes: [UInt8], hasNul: Bool) -> String? {
        if bytes.starts(with: [0xFF, 0xFE, 0, 0]) || bytes.starts(with: [0, 0, 0xFE, 0xFF]) { return "UTF-32" }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return "UTF-16" }
        guard hasNul else { return nil }
        let sample = bytes.prefix(1024)
        guard sample.count >= 8 else { return nil }
        // The share of NUL bytes at each position of four.
        var nuls = [0, 0, 0, 0]
        for (offset, byte) in sample.enumerated() where byte == 0 { nuls[offset % 4] += 1 }
        let share = nuls.map { Double($0) / Double(sample.count / 4) }
        func nul(_ positions: [Int]) -> Bool { positions.allSatisfy { share[$0] >= 0.9 } }
        func text(_ positions: [Int]) -> Bool { positions.allSatisfy { share[$0] <= 0.1 } }
        if (nul([1, 2, 3]) && text([0])) || (nul([0, 1, 2]) && text([3])) { return "UTF-32" }
        if (nul([1, 3]) && text([0, 2])) || (nul([0, 2]) && text([1, 3])) { return "UTF-16" }
        return nil
    }

    /// A known binary signature, or NUL bytes in the first kilobyte (text editors never write them).
    static func looksBinary(_ bytes: [UInt8], hasNul: Bool) -> Bool {
        if binarySignatures.contains(where: { bytes.starts(with: $0) }) { return true }
        return hasNul && bytes.prefix(1024).count(where: { $0 == 0 }) > 1
    }

    static func firstInvalidUTF8Byte(_ bytes: [UInt8]) -> Int {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
            case .emptyInput:
                return offset
            case .error:
                return offset
            }
        }
    }

    /// Line and column (counted in characters of the valid text before it) of a byte offset.
    static func location(ofByte offset: Int, in bytes: [UInt8], file: String) -> SourceLocation {
        let before = bytes[..<offset]
        let line = before.count(where: { $0 == 10 }) + 1
        let lineStart = before.lastIndex(of: 10).map { $0 + 1 } ?? 0
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).unicodeScalars.count + 1
        return SourceLocation(file: file, line: line, column: column)
    }
}
