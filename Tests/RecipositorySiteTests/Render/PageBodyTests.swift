import Synchronization
import Testing
@testable import RecipositorySite

@Suite struct PageBodyTests {
    @Test func aWholePageIsItsBytes() {
        let body = PageBody(Array("<p>hi</p>".utf8))
        #expect(body.bytes == Array("<p>hi</p>".utf8))
    }

    @Test func piecesComeBetweenRunsInOrderEachMadeWhenItsTurnComes() {
        let made = Mutex<[Int]>([])
        let body = PageBody(runs: [Array("A".utf8), Array("B".utf8), Array("C".utf8)]) { position in
            made.withLock { $0.append(position) }
            return Array("[\(position)]".utf8)
        }
        #expect(made.withLock { $0 }.isEmpty)
        var emitted: [String] = []
        body.write { bytes in
            emitted.append(String(decoding: bytes, as: UTF8.self))
            // Each piece is made just before it is handed on, never all first.
            #expect(made.withLock { $0.count } == emitted.count / 2)
        }
        #expect(emitted == ["A", "[0]", "B", "[1]", "C"])
        #expect(String(decoding: body.bytes, as: UTF8.self) == "A[0]B[1]C")
    }

    @Test func measuringPiecesWrapsEachPiece() {
        let measured = Mutex(0)
        let body = PageBody(runs: [[1], [2], [3]]) { [UInt8(10 + $0)] }.measuringPieces { piece in
            measured.withLock { $0 += 1 }
            return piece()
        }
        #expect(body.bytes == [1, 10, 2, 11, 3])
        #expect(measured.withLock { $0 } == 2)
    }
}
