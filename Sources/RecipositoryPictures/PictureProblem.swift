/// Why a picture cannot be published, in words for a cook (the site says which file).
public enum PictureProblem: Error, Sendable, Equatable {
    /// The bytes are not a JPEG, PNG or WebP picture (or not the one the name says).
    case notAPicture(expected: PictureFormat)
    /// An iPhone's HEIC photo: no library here can decode it.
    case heif
    /// Width or height zero.
    case empty
    /// More pixels than `PictureSettings.maxPixels`: decoding would take too much memory.
    case tooLarge(width: Int, height: Int)
    /// A picture of another kind than its name says (a JPEG named `.webp`): not an error, since
    /// it is decoded as what it is and published in the kind its name says.
    case otherKind(actual: PictureFormat, named: PictureFormat)
    /// An SVG drawing that is not only a drawing (`SVGDrawing`): what it holds, for a cook.
    case unsafeDrawing(String)
    /// An SVG drawing over `SVGDrawing.maximumBytes`: not read, so not checked or published.
    case drawingTooLarge(bytes: Int)
    /// The library could not decode or encode it (its own message).
    case broken(String)
}
