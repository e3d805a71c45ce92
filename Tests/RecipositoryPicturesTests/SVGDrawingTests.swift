import Foundation
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

    /// What drawing programs write around the drawing is published: based.cooking's own two
    /// (Inkscape's RDF namespaces; Illustrator's SVG 1.1 DOCTYPE, Sodipodi's and Inkscape's
    /// attributes), and Inkscape's `<sodipodi:namedview>` and `<metadata>` licence block.
    @Test func whatDrawingProgramsWriteIsPublished() throws {
        let pictures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/pictures")
        for name in ["btc.svg", "rss.svg"] {
            let bytes = try [UInt8](Data(contentsOf: pictures.appendingPathComponent(name)))
            #expect(SVGDrawing.problem(bytes) == nil, "\(name)")
        }
        let inkscape = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" \
            xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" \
            xmlns:cc="http://creativecommons.org/ns#" xmlns:dc="http://purl.org/dc/elements/1.1/" width="10" height="10" inkscape:version="1.2">
            <sodipodi:namedview id="base" pagecolor="#ffffff" inkscape:zoom="1"/>
            <metadata><rdf:RDF><cc:Work rdf:about=""><dc:format>image/svg+xml</dc:format>
            <dc:type rdf:resource="http://purl.org/dc/dcmitype/StillImage"/></cc:Work></rdf:RDF></metadata>
            <g inkscape:label="Layer 1" inkscape:groupmode="layer"><rect width="10" height="10" sodipodi:nodetypes="cccc"/></g></svg>
            """
        #expect(SVGDrawing.problem(Array(inkscape.utf8)) == nil)
    }

    /// Those namespaces only under their own prefixes, and nothing inside them that runs.
    @Test func editorNamespacesHideNothing() {
        // A familiar prefix bound to XLink would make `sodipodi:href` a link.
        #expect(SVGDrawing.problem(Self.svg("<use sodipodi:href=\"https://example.com/x.svg#a\"/>",
                                            attributes: " xmlns:sodipodi=\"http://www.w3.org/1999/xlink\""))
            == "a namespace (xmlns:sodipodi) a plain drawing does not need")
        #expect(SVGDrawing.problem(Self.svg("<html:script>alert(1)</html:script>", attributes: " xmlns:html=\"http://www.w3.org/1999/xhtml\""))
            == "a namespace (xmlns:html) a plain drawing does not need")
        #expect(SVGDrawing.problem(Self.svg("<metadata><script>alert(1)</script></metadata>")) == "a script")
        #expect(SVGDrawing.problem(Self.svg("<metadata><rdf:RDF onload=\"alert(1)\"/></metadata>")) == "an event handler (onload)")
        #expect(SVGDrawing.problem(Self.svg("<rect inkscape:label=\"javascript:alert(1)\"/>")) == "a script in inkscape:label")
        // A DOCTYPE that defines anything (an internal subset), or one after the drawing began, is still refused.
        #expect(SVGDrawing.problem(Array("<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"svg11.dtd\" [<!ENTITY x \"y\">]><svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8))
            == "a DOCTYPE (it can define entities that hide a script)")
    }
}
