import Testing
@testable import RecipositoryCore

/// A word's classes, found by one lookup, against the food reader's word lists they are made from.
@Suite struct WordClassTests {
    /// Every word of every list, and words in none, is in a class exactly when its list holds it.
    @Test func aWordIsInAClassWhenItsListHoldsIt() {
        let words = WordClass.lists.flatMap(\.1) + ["butter", "", "Chopped", "chopped,", "salt", "diamond", "crystal", "ground"]
        for word in words {
            for (wordClass, list) in WordClass.lists {
                #expect(WordClass.of(word).contains(wordClass) == list.contains(word), "\(word)")
            }
        }
    }

    /// The lists as the reader knew them, spelled out: a cook's words in the classes a cook would give them.
    @Test func aCooksWordsInTheirClasses() {
        #expect(WordClass.of("large") == [.size])
        #expect(WordClass.of("minced") == [.preparation])
        #expect(WordClass.of("finely") == [.manner])
        #expect(WordClass.of("or").isSuperset(of: [.sizeJoiner, .manner]))
        #expect(WordClass.of("can").isSuperset(of: [.measureBeforeOf, .container]))
        #expect(WordClass.of("ground") == [.preparation, .startsKeptPhrase])
        #expect(WordClass.of("diamond") == [.startsBrand])
        #expect(WordClass.of("for") == [.connector])
        #expect(WordClass.of("flour") == [])
    }
}
