import FuzzSupport
import RecipositoryCore

/// Any text through the forgiving HTML reader: the tree, every element's HTML, the canonical
/// address and meta values, and the text taken out of the HTML as the mapper takes it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTMLReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = FuzzInput.text(FuzzInput.bytes(data, size))
    _ = HTMLDocument.looksLikeHTML(text)
    let document = HTMLDocument(text)
    var made = document.canonicalURL?.count ?? 0
    made += document.meta(property: "og:title")?.count ?? 0
    for element in document.elements { made += document.innerHTML(element).unicodeScalars.count }
    made += HTMLText.plain(text).count + HTMLText.lines(text).count
    return made < 0 ? 1 : 0
}
