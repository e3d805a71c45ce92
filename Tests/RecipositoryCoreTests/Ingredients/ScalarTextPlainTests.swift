import Testing
@testable import RecipositoryCore

/// `String(scalars:)` and `String(asciiLowercased:skipping:)` write UTF-8 bytes themselves for
/// speed (docs/performance.md); here they are compared with the plain versions built from a
/// `String.UnicodeScalarView`, on varied text.
@Suite struct ScalarTextPlainTests {
    let pieces = ["2", " ", "cups", "Crème", "fraîche", "e\u{301}", "½", "⁄", "親子丼", "🍽️", "👩‍🍳", "-", "(", "\u{A0}",
                  "\u{0}", "\u{7F}", "\u{80}", "\u{7FF}", "\u{800}", "\u{FFFF}", "\u{10000}", "\u{10FFFF}", "TBSP", "g"]

    var texts: [[Unicode.Scalar]] {
        var state: UInt64 = 3
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        return pieces.map { Array($0.unicodeScalars) } + (0..<3000).map { _ in
            Array((0..<(next() % 8)).map { _ in pieces[next() % pieces.count] }.joined().unicodeScalars)
        }
    }

    @Test func scalarsMakeTheSameString() {
        for scalars in texts {
            let plain = String(String.UnicodeScalarView(scalars))
            #expect(String(scalars: scalars) == plain)
            #expect(Array(String(scalars: scalars).utf8) == Array(plain.utf8))
            if scalars.count >= 2 {
                #expect(scalars.string(1..<(scalars.count - 1)) == String(String.UnicodeScalarView(scalars.dropFirst().dropLast())))
            }
        }
    }

    @Test func asciiLowercasedIsNilOrTheLowercasedRest() {
        for scalars in texts {
            let kept = scalars.filter { $0 != "-" }
            let plain: String? = kept.allSatisfy(\.isASCII) ? String(String.UnicodeScalarView(kept)).lowercased() : nil
            #expect(String(asciiLowercased: scalars[...], skipping: { $0 == "-" }) == plain, "\(scalars)")
        }
    }
}
