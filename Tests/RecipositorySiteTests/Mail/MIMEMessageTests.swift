import Foundation
import Testing
@testable import RecipositorySite

@Suite struct MIMEMessageTests {
    let message = MIMEMessage(subject: "Crème brûlée\r\nBcc: evil@example.com", text: "Crème brûlée\n\n  1 cup  cream\n",
                              html: "<p style=\"color:#000\">Crème brûlée</p>\n", language: "en")

    @Test func linesAreShortASCIIAndEndInCRLF() {
        let text = message.rendered
        let withoutCRLF = text.replacingOccurrences(of: "\r\n", with: "")
        #expect(!withoutCRLF.contains("\n") && !withoutCRLF.contains("\r"))
        for line in text.components(separatedBy: "\r\n") { #expect(line.utf8.count <= 78) }
        #expect(text.utf8.allSatisfy { $0 < 0x80 })
        #expect(text.hasSuffix("--\r\n"))
    }

    @Test func sameContentSameBytesOtherContentOtherBoundary() {
        #expect(message.rendered == message.rendered)
        var other = message
        other.text += "more"
        #expect(other.boundary != message.boundary)
        #expect(message.boundary.hasPrefix("=_"))
    }

    @Test func noClockNoRecipientAndADraftMark() {
        let headers = message.rendered.components(separatedBy: "\r\n\r\n")[0]
        #expect(!headers.contains("Date:") && !headers.contains("To:") && !headers.contains("Message-ID:"))
        #expect(headers.contains("\r\nX-Unsent: 1\r\n"))
    }
}
