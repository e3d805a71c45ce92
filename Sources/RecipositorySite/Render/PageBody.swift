/// A page's bytes: whole, or in runs with pieces between them that are made only when the page
/// is written. The whole-collection cookbook is tens of megabytes of recipe articles; made one
/// at a time as they are written, they are never all in memory at once.
struct PageBody: Sendable {
    /// Literal bytes around the pieces: one more run than there are pieces.
    private let runs: [[UInt8]]
    private let piece: @Sendable (Int) -> PagePiece
    /// Each piece's key, for an incremental build to keep it (`KeptParts`); nil when not kept.
    let keys: [String]?

    init(_ bytes: [UInt8]) {
        runs = [bytes]
        piece = { _ in PagePiece([]) }
        keys = nil
    }

    /// - Parameters:
    ///   - runs: the bytes before the first piece, between pieces, and after the last.
    ///   - keys: each piece's key, when the writer is to keep them by it.
    ///   - piece: makes the piece at a position, `0..<runs.count - 1`.
    init(runs: [[UInt8]], keys: [String]? = nil, piece: @escaping @Sendable (Int) -> [UInt8]) {
        self.init(runs: runs, keys: keys, pieces: { PagePiece(piece($0)) })
    }

    /// - Parameter pieces: makes the piece at a position with the places of its filling
    ///   (`PagePiece`: an article's number), which its kept form leaves out.
    init(runs: [[UInt8]], keys: [String]? = nil, pieces piece: @escaping @Sendable (Int) -> PagePiece) {
        precondition(!runs.isEmpty, "a page has at least one run of bytes")
        precondition(keys.map { $0.count == runs.count - 1 } ?? true, "a key for each piece")
        self.runs = runs
        self.keys = keys
        self.piece = piece
    }

    /// The same page, each piece made inside `measure` (to count its time).
    func measuringPieces(_ measure: @escaping @Sendable (() -> PagePiece) -> PagePiece) -> PageBody {
        let piece = self.piece
        return PageBody(runs: runs, keys: keys, pieces: { position in measure { piece(position) } })
    }

    /// Hands the page's bytes to `emit` in order, making each piece just before it is needed;
    /// each keyed piece also to `keyed`, with its key, as it is kept (without its filling).
    func write(_ emit: ([UInt8]) throws -> Void, keyed: ((String, [UInt8]) -> Void)? = nil) rethrows {
        for (position, run) in runs.enumerated() {
            if position > 0 {
                let made = piece(position - 1)
                if let keyed, let keys { keyed(keys[position - 1], made.kept) }
                try made.write(emit)
            }
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
