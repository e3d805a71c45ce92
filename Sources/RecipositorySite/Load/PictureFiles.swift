import RecipositoryPictures

/// Which of the site's files are pictures that `build` decodes and publishes in sized copies
/// (JPEG, PNG, WebP), by their names; GIF and SVG are published as they are, an SVG only when
/// it is a plain drawing (`SVGDrawing`).
enum PictureFiles {
    static func format(_ path: String) -> PictureFormat? { PictureFormat(fileExtension: fileExtension(path)) }

    static func isRaster(_ path: String) -> Bool { format(path) != nil }

    /// An SVG drawing, checked whole before it is published.
    static func isDrawing(_ path: String) -> Bool { fileExtension(path).lowercased() == "svg" }

    /// An iPhone's photo, refused with a diagnostic that says how to export a JPEG.
    static func isHEIF(_ path: String) -> Bool { ["heic", "heif"].contains(fileExtension(path).lowercased()) }

    static func fileExtension(_ path: String) -> String {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return "" }
        return String(path[path.index(after: dot)...])
    }
}
