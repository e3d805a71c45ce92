import Mustache

/// An image of the site with its size when known, so the page does not jump while it loads.
struct ImageViewModel: MustacheParent {
    var src: String
    var alt: String
    var width: Int?
    var height: Int?

    /// - Parameter sitePath: the image's path relative to the site root (`pix/pie.webp`).
    init(sitePath: String, alt: String, rootPrefix: String, size: (width: Int, height: Int)?) {
        src = rootPrefix + SitePath.encodePath(sitePath)
        self.alt = alt
        width = size?.width
        height = size?.height
    }

    func child(named name: String) -> Any? {
        switch name {
        case "src": src
        case "alt": alt
        case "hasSize": width != nil && height != nil
        case "width": width
        case "height": height
        default: nil
        }
    }
}
