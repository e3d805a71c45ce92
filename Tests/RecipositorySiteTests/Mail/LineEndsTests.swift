import Testing
@testable import RecipositorySite

@Suite struct LineEndsTests {
    @Test func crlfBecomesLFAndALoneCRIsKeptOrBreaks() {
        #expect(LineEnds.lf("a\r\nb\rc\n\r") == "a\nb\rc\n\r")
        #expect(LineEnds.lf("a\r\nb\rc\n\r", loneCR: .lineEnd) == "a\nb\nc\n\n")
        #expect(LineEnds.lf("\r\r\n") == "\r\n")
        #expect(LineEnds.lf("crème\r\nbrûlée") == "crème\nbrûlée")
        #expect(LineEnds.lf("no carriage returns\n") == "no carriage returns\n")
    }
}
