import Testing
@testable import RecipositoryCore

/// `Word.splitASCII` (the bytes of a printable-ASCII name) against `Word.splitCharacters`, the
/// plain reading by Character, on every shape its rules read: plurals in parentheses, sentence
/// ends and abbreviations, outer punctuation, slashes with and without digits, lone marks, commas
/// and colons, tabs and runs of spaces; and nil, leaving the plain reading, on any other text.
@Suite struct WordSplitBytesTests {
    static let texts: [String] = [
        "boneless, skinless chicken thighs", "Sausage(s)", "tomato(es) and onion(ES)", "x(es)(s)", "(s)", "ab(s)",
        "250g pasta. Usually I prefer fusilli or penne", "1 oz. cheese", "e.g. basil", "St. Louis ribs", "ab.",
        "Condiments of your choice: Parsley, origan or cumin", "\"quoted\" 'words' *bold* _under_ [x] (y) #tag -dash-",
        "salt/pepper", "1/2 cup", "/slash first", "and/or", "a//b", "/", "&", "+", "...", "--", "Half & half",
        "  leading and   trailing  ", "tab\tseparated\t\twords", "", " ", "UPPER lower MiXeD", "a1/b", "oil:", "oil,",
        "(optional)", "Lemon wedge/juice", "x.y.", "No.", "approx.", "ends with stop.",
    ]

    static func same(_ a: [Word], _ b: [Word]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy {
            $0.text == $1.text && $0.key == $1.key && $0.endsWithComma == $1.endsWithComma
                && $0.endsSentence == $1.endsSentence && $0.endsWithColon == $1.endsWithColon
        }
    }

    @Test func asciiIsThePlainReading() throws {
        for text in Self.texts {
            let bytes = try #require(Word.splitASCII(text), "\(text)")
            #expect(Self.same(bytes, Word.splitCharacters(text)), "\(text)")
        }
    }

    /// A key's first byte answers `isNumber` as its first Character does: every ASCII start, alone,
    /// before a letter, before a combining accent (one Character with it) and before a fraction;
    /// and keys beyond ASCII, which take the plain reading.
    @Test func aKeyStartsWithANumberAsItsFirstCharacterSays() {
        let starts = (0..<0x80).map { String(UnicodeScalar(UInt8($0))) } + ["½", "¼", "¾", "٣", "é", "Ⅻ", ""]
        for start in starts {
            for rest in ["", "a", "\u{301}", "½", "1"] {
                let word = Word(text: start + rest, key: start + rest)
                #expect(word.isNumber == word.isNumberPlain, "\((start + rest).unicodeScalars.map(\.value))")
            }
        }
        #expect(Word(text: "2", key: "2").isNumber && Word(text: "½", key: "½").isNumber && !Word(text: "a2", key: "a2").isNumber)
    }

    /// Every printable ASCII mark alone, after a word and before one.
    @Test func everyASCIIMarkIsReadAsThePlainReadingReadsIt() throws {
        for byte in UInt8(0x21)..<0x7F where !(0x30...0x39).contains(byte) && !(0x41...0x5A).contains(byte) && !(0x61...0x7A).contains(byte) {
            let mark = String(UnicodeScalar(byte))
            for text in [mark, "ab" + mark, mark + "ab", "ab" + mark + "cd", "a" + mark + mark + "b c", mark + "(s)"] {
                let bytes = try #require(Word.splitASCII(text), "\(text)")
                #expect(Self.same(bytes, Word.splitCharacters(text)), "\(text)")
            }
        }
    }

    /// Beyond printable ASCII a Character may be more than a byte (`e` and a combining accent, `\r\n`), a
    /// letter's case or a number is Unicode's: those texts are the plain reading's.
    @Test func otherTextIsLeftToThePlainReading() {
        for text in ["crème fraîche", "e\u{301}pices", "a\r\nb", "2\u{00A0}cm", "½ cup", "“heirloom”", "new\nline", "tab\u{0B}"] {
            #expect(Word.splitASCII(text) == nil, "\(text)")
        }
    }

    /// A note's parts (`FoodReader`'s `readNote`, `listAfterComma`) cut on bytes as by Character,
    /// ASCII or not, and what stands before a parenthesis.
    @Test func piecesAndPrefixAreThePlainReading() {
        let notes = ["peeled, diced; or sliced", ",,a;;b,", "", ";", "crème, fraîche; or yogurt", "e\u{301}, x", ";\u{301}a,b",
                     "cut (about 1 cm), then diced", "a\r\n,b", "tab\t, x"]
        for note in notes {
            let plain = note.split(whereSeparator: { $0 == ";" || $0 == "," })
            #expect(Word.pieces(of: note, at: [";", ","]) == plain, "\(note)")
            #expect(Word.pieces(of: note, at: [","]) == note.split(separator: ","), "\(note)")
            for piece in plain {
                #expect(Word.prefix(of: piece, before: "(") == piece.prefix { $0 != "(" }, "\(piece)")
            }
        }
        // By hand.
        #expect(Word.pieces(of: "peeled, diced; or sliced", at: [";", ","]) == ["peeled", " diced", " or sliced"])
        #expect(Word.prefix(of: "cut (about 1 cm)", before: "(") == "cut ")
        #expect(Word.prefix(of: "diced", before: "(") == "diced")
    }

    /// By hand, from the rules: a plural marker goes, a full stop ends a sentence only after a word
    /// that is no abbreviation, a slash between letters makes choices, a slash by a digit does not.
    @Test func byHand() throws {
        let words = try #require(Word.splitASCII("2 Sausage(s) Boneless, salt/Pepper. 1/2 oz. (Optional)"))
        #expect(words.map(\.text) == ["2", "Sausage", "Boneless", "salt", "/", "Pepper", "1/2", "oz", "Optional"])
        #expect(words.map(\.key) == ["2", "sausage", "boneless", "salt", "/", "pepper", "1/2", "oz", "optional"])
        #expect(words.map(\.endsWithComma) == [false, false, true, false, false, false, false, false, false])
        #expect(words.map(\.endsSentence) == [false, false, false, false, false, false, false, false, false])
        #expect(try #require(Word.splitASCII("pasta. Usually")).map(\.endsSentence) == [true, false])
    }
}
