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
    static func isHEIF(_ path: String) -> Bool { heifEndings.contains(fileExtension(path).lowercased()) }
    static let heifEndings: Set<String> = ["heic", "heif"]

    /// Whether the loader reads `path`'s size: a picture a page shows (`ImageSize.isPicture`), one
    /// published in sized copies (`isRaster`) or an iPhone's photo (`isHEIF`). Its ending is found
    /// once: the three asked in turn, on every file of the site, were 230 M instructions of `check`
    /// of 10,000 recipes on one core before the recipes are split (13,000 a file).
    static func hasPictureEnding(_ path: String) -> Bool {
        let ending = fileExtension(path).lowercased()
        return ImageSize.extensions.contains(ending) || PictureFormat(fileExtension: ending) != nil || heifEndings.contains(ending)
    }

    static func fileExtension(_ path: String) -> String {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return "" }
        return String(path[path.index(after: dot)...])
    }
}
