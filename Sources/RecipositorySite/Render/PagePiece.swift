/// A piece of a page made as it is written (a cookbook's article): its bytes around each place a
/// filling goes that is not the piece's own (the article's number in the book, which a recipe
/// made or deleted changes for every article after it). An incremental build keeps the piece
/// without its filling (`kept`), by a key without it (`BuildFingerprint.articleKey`), and puts
/// the filling of this build in when it takes it again: the places were noted by the renderer
/// (`TemplateSlot`), so nothing is read back from the bytes.
struct PagePiece: Sendable, Equatable {
    /// The bytes before the first place, between places, and after the last: one more than places.
    let runs: [[UInt8]]
    let filling: [UInt8]

    /// A piece with no place for a filling.
    init(_ bytes: [UInt8]) {
        (runs, filling) = ([bytes], [])
    }

    init(runs: [[UInt8]], filling: [UInt8]) {
        precondition(!runs.isEmpty, "a piece has at least one run of bytes")
        (self.runs, self.filling) = (runs, filling)
    }

    /// The piece as `kept` holds it, with `filling` at its places; nil when `kept` is not a piece's
    /// kept form (a part of another kind, or cut short).
    init?(kept: [UInt8], filling: [UInt8]) {
        var reader = kept[...]
        func number() -> Int? {
            guard reader.count >= 4 else { return nil }
            let value = reader.prefix(4).reversed().reduce(0) { $0 << 8 | Int($1) }
            reader = reader.dropFirst(4)
            return value
        }
        guard let count = number(), count > 0, count <= kept.count else { return nil }
        var runs: [[UInt8]] = []
        runs.reserveCapacity(count)
        for _ in 0..<count {
            guard let length = number(), length <= reader.count else { return nil }
            runs.append(Array(reader.prefix(length)))
            reader = reader.dropFirst(length)
        }
        guard reader.isEmpty else { return nil }
        (self.runs, self.filling) = (runs, filling)
    }

    /// The piece without its filling, as the parts kept beside the record hold it: the number of
    /// runs, then each run's length and bytes (lengths as four bytes, lowest first).
    var kept: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4 * (runs.count + 1) + runs.reduce(0) { $0 + $1.count })
        func add(_ value: Int) {
            for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> shift)) }
        }
        add(runs.count)
        for run in runs {
            add(run.count)
            bytes += run
        }
        return bytes
    }

    /// The piece's bytes, the filling at each place.
    var bytes: [UInt8] {
        var whole: [UInt8] = []
        write { whole += $0 }
        return whole
    }

    /// Hands the piece's bytes to `emit` in order, the filling at each place.
    func write(_ emit: ([UInt8]) throws -> Void) rethrows {
        for (index, run) in runs.enumerated() {
            if index > 0, !filling.isEmpty { try emit(filling) }
            if !run.isEmpty { try emit(run) }
        }
    }
}
