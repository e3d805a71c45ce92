/// A page's bytes: whole, or in runs with pieces between them that are made only when the page
/// is written. The whole-collection cookbook is tens of megabytes of recipe articles; made one
/// at a time as they are written, they are never all in memory at once.
struct PageBody: Sendable {
    /// Literal bytes around the pieces: one more run than there are pieces.
    private let runs: [[UInt8]]
    private let piece: @Sendable (Int) -> [UInt8]

    init(_ bytes: [UInt8]) {
        runs = [bytes]
        piece = { _ in [] }
    }

    /// - Parameters:
    ///   - runs: the bytes before the first piece, between pieces, and after the last.
    ///   - piece: makes the piece at a position, `0..<runs.count - 1`.
    init(runs: [[UInt8]], piece: @escaping @Sendable (Int) -> [UInt8]) {
        precondition(!runs.isEmpty, "a page has at least one run of bytes")
        self.runs = runs
        self.piece = piece
    }

    /// The same page, each piece made inside `measure` (to count its time).
    func measuringPieces(_ measure: @escaping @Sendable (() -> [UInt8]) -> [UInt8]) -> PageBody {
        let piece = self.piece
        return PageBody(runs: runs) { position in measure { piece(position) } }
    }

    /// Hands the page's bytes to `emit` in order, making each piece just before it is needed.
    func write(_ emit: ([UInt8]) throws -> Void) rethrows {
        for (position, run) in runs.enumerated() {
            if position > 0 { try emit(piece(position - 1)) }
            try emit(run)
        }
    }

    /// The whole page at once, for tests and small sites.
    var bytes: [UInt8] {
        var whole: [UInt8] = []
        write { whole += $0 }
        return whole
    }
}
