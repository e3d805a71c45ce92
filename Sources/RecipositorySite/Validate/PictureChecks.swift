import RecipositoryCore
import RecipositoryPictures

/// The pictures `build` would publish that it cannot: each an error naming the file, so nothing
/// is published that is not the picture its name says (a web page named `x.jpg` could run
/// script on the site's address).
enum PictureChecks {
    static func diagnostics(_ problems: [String: PictureProblem], published: Set<String>, show: (String) -> String) -> [Diagnostic] {
        problems.filter { published.contains($0.key) }.sorted { $0.key < $1.key }.map { path, problem in
            Diagnostic(code(problem), sentence(problem), at: SourceLocation(file: show(path), line: 1, column: 1))
        }
    }

    static func code(_ problem: PictureProblem) -> DiagnosticCode {
        switch problem {
        case .notAPicture, .broken: .notAPicture
        case .heif: .heicPicture
        case .tooLarge: .pictureTooLarge
        case .empty: .emptyPicture
        case .otherKind: .pictureOtherKind
        case .unsafeDrawing: .unsafeDrawing
        case .drawingTooLarge: .drawingTooLarge
        }
    }

    static func sentence(_ problem: PictureProblem) -> String {
        switch problem {
        case .notAPicture(let expected):
            "This file is named as a \(name(expected)) picture but its bytes are not one; save the picture again as a \(name(expected)), or give the file the right name."
        case .heif:
            "This is an iPhone HEIC photo, which not every browser shows and Recipository cannot convert; export it as a JPEG (on a Mac: open it in Preview, then File › Export, Format JPEG)."
        case .tooLarge(let width, let height):
            "This picture is \(width) × \(height) pixels, more than the 100 megapixels a picture may have; save a smaller copy (4,000 pixels wide is plenty)."
        case .empty:
            "This picture has no pixels (its width or height is 0); save it again from a photo editor."
        case .otherKind(let actual, let named):
            "This picture is a \(name(actual)) named as a \(name(named)); it is published as a \(name(named)) made from it, but its name should say what it is."
        case .unsafeDrawing(let what):
            "This drawing holds \(what), which could run on the site or load from elsewhere; export it as a PNG or JPEG and use that instead."
        case .drawingTooLarge(let bytes):
            "This drawing is \(megabytes(bytes)), more than the \(megabytes(SVGDrawing.maximumBytes)) a drawing may have; export it as a PNG or JPEG and use that instead."
        case .broken(let message):
            "This picture could not be read (\(message)); save it again from a photo editor."
        }
    }

    /// A size as a file manager shows it, rounded up: `4 MB`, `4.1 MB`, `2,048 MB` (in MiB).
    static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + 1024 * 1024 - 1) / (1024 * 1024)
        if tenths < 100 { return tenths % 10 == 0 ? "\(tenths / 10) MB" : "\(tenths / 10).\(tenths % 10) MB" }
        let digits = String((tenths + 9) / 10)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return grouped + " MB"
    }

    static func name(_ format: PictureFormat) -> String {
        switch format {
        case .jpeg: "JPEG"
        case .png: "PNG"
        case .webp: "WebP"
        }
    }
}
