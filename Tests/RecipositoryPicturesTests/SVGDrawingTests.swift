import Testing
@testable import RecipositoryPictures

/// The known ways an SVG runs script or loads another file (OWASP's XSS filter evasion cheat
/// sheet, the SVG 1.1 spec's `script`, `foreignObject`, `set` and `xlink:href`): each refused;
/// a drawing like the bundled cookbook's (shapes, groups, gradients, a title) published.
@Suite struct SVGDrawingTests {
    static func svg(_ inside: String, attributes: String = "") -> [UInt8] {
        Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"300\" height=\"300\"\(attributes)>\(inside)</svg>\n".utf8)
    }

    @Test func aPlainDrawingIsPublished() {
        let drawing = Self.svg("""
            <!-- a bowl --><title>A bowl of miso soup &amp; tofu</title>
            <defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><path id="p" d="M0 0h1"/></defs>
            <g fill="url(#g)" transform="rotate(8 310 190)"><rect width="300" height="300" rx="5"/><ellipse cx="1" cy="2" rx="3" ry="4" style="fill: url('#g')"/></g>
            <use href="#p"/><use xlink:href="#p"/><text x="1" y="2" xml:space="preserve">Miso <tspan>soup</tspan></text>
            """)
        #expect(SVGDrawing.problem(drawing) == nil)
    }

    @Test func scriptsAndEventHandlersAreRefused() {
        #expect(SVGDrawing.problem(Self.svg("<script>alert(1)</script>")) == "a script")
        #expect(SVGDrawing.problem(Self.svg("<rect/>", attributes: " onload=\"alert(1)\"")) == "an event handler (onload)")
        #expect(SVGDrawing.problem(Self.svg("<rect\nONclick = 'alert(1)'/>")) == "an event handler (onclick)")
        #expect(SVGDrawing.problem(Self.svg("<svg:script xmlns:svg=\"http://www.w3.org/2000/svg\">alert(1)</svg:script>"))
            == "a <svg:script> element, which a plain drawing does not need")
        #expect(SVGDrawing.problem(Self.svg("<foreignObject><body xmlns=\"http://www.w3.org/1999/xhtml\"/></foreignObject>"))
            == "a foreignObject (a web page inside the drawing)")
        // An animation can turn a harmless link into `javascript:`.
        #expect(SVGDrawing.problem(Self.svg("<set attributeName=\"href\" to=\"javascript:alert(1)\"/>"))
            == "a <set> element, which a plain drawing does not need")
        #expect(SVGDrawing.problem(Self.svg("<a href=\"javascript:alert(1)\"><rect/></a>")) == "a <a> element, which a plain drawing does not need")
    }

    @Test func linksAndReferencesToOtherFilesAreRefused() {
        #expect(SVGDrawing.problem(Self.svg("<use href=\"https://example.com/x.svg#a\"/>"))
            == "a link or reference to another file (href=\"https://example.com/x.svg#a\")")
        // `&#106;` is `j`: the reference is read as the browser reads it.
        #expect(SVGDrawing.problem(Self.svg("<use xlink:href=\"&#106;avascript:alert(1)\"/>"))
            == "a link or reference to another file (xlink:href=\"javascript:alert(1)\")")
        #expect(SVGDrawing.problem(Self.svg("<rect fill=\"url(https://example.com/track.svg#g)\"/>")) == "a reference to another file (fill: url(…))")
        #expect(SVGDrawing.problem(Self.svg("<rect style=\"fill: u&#114;l( 'http://x/y' )\"/>")) == "a reference to another file (style: url(…))")
        #expect(SVGDrawing.problem(Self.svg("<image href=\"data:image/png;base64,AAAA\"/>")) == "a <image> element, which a plain drawing does not need")
        #expect(SVGDrawing.problem(Self.svg("<style>@import url(https://x/y.css);</style>")) == "a <style> element, which a plain drawing does not need")
        #expect(SVGDrawing.problem(Array("<?xml-stylesheet href=\"https://x/y.css\"?><svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8))
            == "a processing instruction (<?xml-stylesheet?>), which can load a style sheet")
    }

    @Test func whatCouldHideAScriptIsRefused() {
        // An entity defined in a DOCTYPE can expand to a script element.
        let doctype = Array("<!DOCTYPE svg [<!ENTITY x \"&#60;script&#62;alert(1)&#60;/script&#62;\">]><svg xmlns=\"http://www.w3.org/2000/svg\">&x;</svg>".utf8)
        #expect(SVGDrawing.problem(doctype) == "a DOCTYPE (it can define entities that hide a script)")
        #expect(SVGDrawing.problem(Array("<svg xmlns=\"http://www.w3.org/1999/xhtml\"><rect/></svg>".utf8))
            == "another kind of document inside the drawing (xmlns=\"http://www.w3.org/1999/xhtml\")")
        #expect(SVGDrawing.problem(Array("<svg xmlns=\"http://www.w3.org/2000/svg\"><rect width=100/></svg>".utf8)) == "a tag that cannot be read (<rect…)")
        #expect(SVGDrawing.problem(Array("<svg xmlns=\"http://www.w3.org/2000/svg\"><!-- <script>".utf8)) == "an unclosed comment")
        #expect(SVGDrawing.problem(Array("<html><script>alert(1)</script></html>".utf8)) == "a <html> element, which a plain drawing does not need")
        #expect(SVGDrawing.problem(Array("just text".utf8)) == "no drawing (no <svg> element)")
        #expect(SVGDrawing.problem([]) == "no drawing (no <svg> element)")
    }
}
