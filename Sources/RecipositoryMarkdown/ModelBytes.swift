/// A value written as bytes and read back, field by field in one fixed order, with no names or
/// types in the bytes: what the build cache keeps of each recipe's model (`ModelCache`), read
/// back much faster than the recipe is parsed and modelled. The bytes are only read by the same
/// program that wrote them (the cache's key holds the program's identity), so no version is kept.
public protocol ModelCoded {
    init(from reader: inout ModelBytesReader) throws
    func write(to writer: inout ModelBytesWriter)
}

/// Bytes being written: whole numbers as variable-length (zigzag) integers, text as its length
/// and UTF-8 bytes.
///
/// Inlinable, with the conformances of the standard types below: the model types of the other
/// modules call these for every field, and across a module's boundary an unspecialized generic
/// call per field made reading a model 3 times slower.
@frozen public struct ModelBytesWriter {
    @usableFromInline var written: [UInt8] = []
    public var bytes: [UInt8] { written }

    @inlinable public init() {}

    @inlinable public mutating func add(_ value: some ModelCoded) { value.write(to: &self) }

    @inlinable mutating func integer(_ value: Int) {
        var rest = UInt64(bitPattern: Int64(value) << 1 ^ Int64(value) >> 63)
        while rest >= 0x80 {
            written.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        written.append(UInt8(rest))
    }

    @inlinable mutating func raw(_ values: some Collection<UInt8>) {
        integer(values.count)
        written.append(contentsOf: values)
    }

    /// Bytes this writer wrote for a value (`ModelBytesReader.nextWithBytes`), as they are: a value
    /// kept as its bytes is written without being read back and written again.
    @inlinable public mutating func add(written bytes: some Collection<UInt8>) {
        self.written.append(contentsOf: bytes)
    }

    /// `value` preceded by its length, so a reader can step over it (`ModelBytesReader.skip`).
    @inlinable public mutating func nested(_ value: some ModelCoded) {
        var inner = ModelBytesWriter()
        inner.add(value)
        raw(inner.bytes)
    }

    /// A value's bytes as another writer made them (`bytes`, or `ModelBytesReader.nestedBytes`),
    /// preceded by their length as `nested` writes them: a value kept is copied, not made again.
    @inlinable public mutating func nested(bytes: some Collection<UInt8>) {
        raw(bytes)
    }
}

/// Bytes being read back as `ModelBytesWriter` wrote them; bytes that end early or hold what no
/// writer writes throw (`ModelBytesError`), never crash.
@frozen public struct ModelBytesReader {
    @usableFromInline let bytes: [UInt8]
    @usableFromInline var position: Int
    /// Where the next value starts.
    public var offset: Int { position }

    @inlinable public init(_ bytes: [UInt8], from offset: Int = 0) {
        self.bytes = bytes
        position = offset
    }

    @inlinable public var isAtEnd: Bool { position == bytes.count }

    @inlinable public mutating func next<Value: ModelCoded>(_ type: Value.Type = Value.self) throws -> Value { try Value(from: &self) }

    /// The next value and the bytes it was read from, which a value kept as its bytes keeps.
    @inlinable public mutating func nextWithBytes<Value: ModelCoded>(_ type: Value.Type = Value.self) throws -> (Value, ArraySlice<UInt8>) {
        let start = position
        let value = try Value(from: &self)
        return (value, bytes[start..<position])
    }

    @inlinable mutating func integer() throws -> Int {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < bytes.count, shift < 64 else { throw ModelBytesError() }
            let byte = bytes[position]
            position += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { break }
            shift += 7
        }
        return Int(Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1))
    }

    /// A value written by `ModelBytesWriter.nested`, which must end where its length says.
    @inlinable public mutating func nested<Value: ModelCoded>(_ type: Value.Type) throws -> Value {
        let count = try integer()
        guard count >= 0, count <= bytes.count - position else { throw ModelBytesError() }
        let end = position + count
        let value = try Value(from: &self)
        guard position == end else { throw ModelBytesError() }
        return value
    }

    /// The bytes of a value written by `ModelBytesWriter.nested`, not read.
    @inlinable public mutating func nestedBytes() throws -> ArraySlice<UInt8> {
        try raw()
    }

    @inlinable mutating func raw() throws -> ArraySlice<UInt8> {
        let count = try integer()
        guard count >= 0, count <= bytes.count - position else { throw ModelBytesError() }
        defer { position += count }
        return bytes[position..<position + count]
    }
}

/// Bytes that are not a value `ModelBytesWriter` wrote.
public struct ModelBytesError: Error {
    @inlinable public init() {}
}

extension Int: ModelCoded {
    @inlinable public init(from reader: inout ModelBytesReader) throws { self = try reader.integer() }
    @inlinable public func write(to writer: inout ModelBytesWriter) { writer.integer(self) }
}

extension Int32: ModelCoded {
    @inlinable public init(from reader: inout ModelBytesReader) throws {
        guard let value = Int32(exactly: try reader.integer()) else { throw ModelBytesError() }
        self = value
    }
    @inlinable public func write(to writer: inout ModelBytesWriter) { writer.integer(Int(self)) }
}

extension UInt8: ModelCoded {
    @inlinable public init(from reader: inout ModelBytesReader) throws {
        guard let value = UInt8(exactly: try reader.integer()) else { throw ModelBytesError() }
        self = value
    }
    @inlinable public func write(to writer: inout ModelBytesWriter) { writer.integer(Int(self)) }
}

extension Bool: ModelCoded {
    @inlinable public init(from reader: inout ModelBytesReader) throws {
        switch try reader.integer() {
        case 0: self = false
        case 1: self = true
        default: throw ModelBytesError()
        }
    }
    @inlinable public func write(to writer: inout ModelBytesWriter) { writer.integer(self ? 1 : 0) }
}

extension Double: ModelCoded {
    @inlinable public init(from reader: inout ModelBytesReader) throws { self = Double(bitPattern: UInt64(bitPattern: Int64(try reader.integer()))) }
    @inlinable public func write(to writer: inout ModelBytesWriter) { writer.integer(Int(Int64(bitPattern: bitPattern))) }
}

extension String: ModelCoded {
    @inlinable public init(from reader: inout ModelBytesReader) throws {
        let bytes = try reader.raw()
        // Written from a `String`: valid UTF-8, which is checked, not repaired.
        guard let text = String(validating: bytes, as: UTF8.self) else { throw ModelBytesError() }
        self = text
    }
    @inlinable public func write(to writer: inout ModelBytesWriter) { writer.raw(utf8) }
}

extension Optional: ModelCoded where Wrapped: ModelCoded {
    @inlinable public init(from reader: inout ModelBytesReader) throws {
        self = try Bool(from: &reader) ? try Wrapped(from: &reader) : nil
    }
    @inlinable public func write(to writer: inout ModelBytesWriter) {
        writer.add(self != nil)
        if let self { writer.add(self) }
    }
}

extension Array: ModelCoded where Element: ModelCoded {
    @inlinable public init(from reader: inout ModelBytesReader) throws {
        let count = try reader.integer()
        guard count >= 0 else { throw ModelBytesError() }
        self = []
        for _ in 0..<count { append(try Element(from: &reader)) }
    }
    @inlinable public func write(to writer: inout ModelBytesWriter) {
        writer.integer(count)
        for element in self { writer.add(element) }
    }
}

extension Dictionary: ModelCoded where Key: ModelCoded, Value: ModelCoded {
    @inlinable public init(from reader: inout ModelBytesReader) throws {
        let count = try reader.integer()
        guard count >= 0 else { throw ModelBytesError() }
        self = [:]
        for _ in 0..<count { self[try Key(from: &reader)] = try Value(from: &reader) }
    }
    @inlinable public func write(to writer: inout ModelBytesWriter) {
        writer.integer(count)
        for (key, value) in self {
            writer.add(key)
            writer.add(value)
        }
    }
}

extension Range: ModelCoded where Bound == Int {
    @inlinable public init(from reader: inout ModelBytesReader) throws {
        let (lower, upper) = (try reader.integer(), try reader.integer())
        guard lower <= upper else { throw ModelBytesError() }
        self = lower..<upper
    }
    @inlinable public func write(to writer: inout ModelBytesWriter) {
        writer.integer(lowerBound)
        writer.integer(upperBound)
    }
}

extension MarkdownPosition: ModelCoded {
    public init(from reader: inout ModelBytesReader) throws { self.init(line: try reader.integer(), column: try reader.integer()) }
    public func write(to writer: inout ModelBytesWriter) {
        writer.integer(line)
        writer.integer(column)
    }
}

extension MarkdownNode: ModelCoded {
    public init(from reader: inout ModelBytesReader) throws {
        let kind = try Kind(from: &reader)
        let (start, end) = (try MarkdownPosition(from: &reader), try MarkdownPosition(from: &reader))
        let literal = try String(from: &reader)
        let children = try [MarkdownNode](from: &reader)
        let id = try Int32(from: &reader)
        let values = RenderFacts.Values(parenDelimiter: try reader.next(), inTightList: try reader.next(), alignments: try reader.next(),
                                        isHeaderRow: try reader.next(), footnoteLabel: try reader.next(), footnoteCount: try reader.next())
        // The two facts most nodes have are shared, as the parser shares them.
        let facts = values == RenderFacts.Values() ? RenderFacts.none
            : values == RenderFacts.Values(inTightList: true) ? RenderFacts.tightParagraph : RenderFacts(values)
        self.init(kind: kind, start: start, end: end, literal: literal, children: children, id: Int(id), facts: facts)
    }

    public func write(to writer: inout ModelBytesWriter) {
        writer.add(kind)
        writer.add(start)
        writer.add(end)
        writer.add(literal)
        writer.add(children)
        writer.add(Int32(clamping: id))
        writer.add(facts.parenDelimiter)
        writer.add(facts.inTightList)
        writer.add(facts.alignments)
        writer.add(facts.isHeaderRow)
        writer.add(facts.footnoteLabel)
        writer.add(facts.footnoteCount)
    }
}

extension MarkdownNode.Kind: ModelCoded {
    public init(from reader: inout ModelBytesReader) throws {
        self = switch try reader.integer() {
        case 0: .document
        case 1: .blockQuote
        case 2: .list(ordered: try reader.next(), start: try reader.next(), tight: try reader.next())
        case 3: .item(task: try reader.next())
        case 4: .codeBlock(info: try reader.next())
        case 5: .htmlBlock
        case 6: .paragraph
        case 7: .heading(level: try reader.next())
        case 8: .thematicBreak
        case 9: .table
        case 10: .tableRow
        case 11: .tableCell
        case 12: .footnoteDefinition
        case 13: .text
        case 14: .softBreak
        case 15: .lineBreak
        case 16: .code
        case 17: .htmlInline
        case 18: .emphasis
        case 19: .strong
        case 20: .strikethrough
        case 21: .link(destination: try reader.next(), title: try reader.next())
        case 22: .image(source: try reader.next(), title: try reader.next())
        case 23: .footnoteReference
        case 24: .other(try reader.next())
        default: throw ModelBytesError()
        }
    }

    public func write(to writer: inout ModelBytesWriter) {
        switch self {
        case .document: writer.integer(0)
        case .blockQuote: writer.integer(1)
        case .list(let ordered, let start, let tight):
            writer.integer(2)
            writer.add(ordered)
            writer.add(start)
            writer.add(tight)
        case .item(let task):
            writer.integer(3)
            writer.add(task)
        case .codeBlock(let info):
            writer.integer(4)
            writer.add(info)
        case .htmlBlock: writer.integer(5)
        case .paragraph: writer.integer(6)
        case .heading(let level):
            writer.integer(7)
            writer.add(level)
        case .thematicBreak: writer.integer(8)
        case .table: writer.integer(9)
        case .tableRow: writer.integer(10)
        case .tableCell: writer.integer(11)
        case .footnoteDefinition: writer.integer(12)
        case .text: writer.integer(13)
        case .softBreak: writer.integer(14)
        case .lineBreak: writer.integer(15)
        case .code: writer.integer(16)
        case .htmlInline: writer.integer(17)
        case .emphasis: writer.integer(18)
        case .strong: writer.integer(19)
        case .strikethrough: writer.integer(20)
        case .link(let destination, let title):
            writer.integer(21)
            writer.add(destination)
            writer.add(title)
        case .image(let source, let title):
            writer.integer(22)
            writer.add(source)
            writer.add(title)
        case .footnoteReference: writer.integer(23)
        case .other(let name):
            writer.integer(24)
            writer.add(name)
        }
    }
}
