import Foundation
import Testing
@testable import RecipositoryCore

/// The one JSON writer: compact and script-safe for pages, laid out for people in reports; both
/// read back as the same value.
@Suite struct JSONValueTests {
    let value = JSONValue.object([
        "b": .int(1), "a": .array([.string("x<y & \"z\"\n\u{1}\u{2028}"), .bool(true), .null, .double(0.5), .double(115)]),
        "é": .object([:]), "list": .array([]),
    ])

    @Test func scriptSafeTextIsCompactSortedAndEscaped() {
        #expect(value.scriptSafeText
            == #"{"a":["x\u003cy \u0026 \"z\"\n\u0001\u2028",true,null,0.5,115],"b":1,"list":[],"é":{}}"#)
    }

    @Test func prettyTextIsLaidOutAndKeepsTextAsWritten() {
        #expect(value.prettyText == """
            {
              "a": [
                "x<y & \\"z\\"\\n\\u0001\u{2028}",
                true,
                null,
                0.5,
                115
              ],
              "b": 1,
              "list": [],
              "é": {}
            }

            """)
    }

    @Test func bothReadBackAsTheSameValue() throws {
        for text in [value.scriptSafeText, value.prettyText] {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            #expect((object["a"] as? [Any])?.first as? String == "x<y & \"z\"\n\u{1}\u{2028}")
            #expect(object["b"] as? Int == 1)
        }
    }

    @Test func doublesAreShortest() {
        #expect(JSONValue.double(4) == .number("4"))
        #expect(JSONValue.double(-2.25) == .number("-2.25"))
        #expect(JSONValue.double(.nan) == .null)
    }
}
