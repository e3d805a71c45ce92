import RecipositoryPictures

/// The files a picture is published as: each width of `PictureVariants.widths` in WebP and in
/// JPEG (`pix/pie-720.webp`, `pix/pie-720.jpg`, named by `Routes.picture`), and, at the
/// picture's own path, the widest copy in its own format, so links to the file keep working.
struct PictureCopies: Sendable {
    var path: String
    var format: PictureFormat
    /// The picture's width, upright.
    var width: Int

    var widths: [Int] { PictureVariants.widths(for: width) }

    /// The copy `width` wide (one of `widths`) in `format`.
    func url(width: Int, format: PictureFormat) -> String { Routes.picture(path, width: width, format: format) }

    /// The narrowest copy at least `shown` pixels wide, else the widest: what a page that shows
    /// the picture at one width (a mail, 568 px) links to.
    func path(fitting shown: Int, format: PictureFormat) -> String {
        url(width: widths.first { $0 >= shown } ?? widths.max() ?? width, format: format)
    }

    func files(includingOwnPath: Bool) -> [OutputFile.PictureFile] {
        let sized = widths.flatMap { width in
            [PictureFormat.webp, .jpeg].map {
                OutputFile.PictureFile(path: url(width: width, format: $0), request: .init(width: width, format: $0))
            }
        }
        let own = OutputFile.PictureFile(path: path, request: .init(width: widths.max() ?? width, format: format))
        return includingOwnPath ? [own] + sized : sized
    }
}
