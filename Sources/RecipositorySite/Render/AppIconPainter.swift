import Foundation

/// The app icon as pixels, the PNG twin of `OfflineSite.icon(title:)`: the title's initials in the
/// page colour on a square in the theme's colour. Phones want PNG icons to install a site (Android
/// 192 and 512 px, iOS a 180 px `apple-touch-icon`), and a build has no font renderer, so the
/// letters are drawn from strokes: A to Z and 0 to 9 as lines and arcs of one width, each pixel
/// covered by how near it is to them (smooth edges, no font, the same pixels every build).
/// An accented letter is drawn as its base letter; a letter outside A to Z is left out, and a
/// title with none shows a ring, a plate.
struct AppIconPainter {
    var size: Int
    /// Rounded corners and a transparent outside (`any`), or the whole square filled: a maskable
    /// icon, which Android cuts to its own shape, and iOS's, which it rounds itself.
    var fullBleed: Bool

    static let background: (UInt8, UInt8, UInt8) = (0x9a, 0x34, 0x12)
    static let foreground: (UInt8, UInt8, UInt8) = (0xff, 0xfd, 0xf8)

    func png(initials: String) -> [UInt8] {
        PNGEncoder.encode(width: size, height: size, rgba: pixels(initials: initials))
    }

    func pixels(initials: String) -> [UInt8] {
        let scale = Double(size)
        let strokes = layout(initials).map { $0.map { (x: $0.x * scale, y: $0.y * scale) } }
        let half = Self.strokeWidth * capHeight(initials) * scale / 2
        let radius = fullBleed ? 0 : 96.0 / 512 * scale
        let ink = inkCoverage(strokes, half: half)
        // Only the corners' pixels can be partly outside; the rest is wholly inside.
        let corner = Int(radius.rounded(.up)) + 1
        let (back, fore) = (Self.background, Self.foreground)
        var rgba = [UInt8](repeating: 0, count: size * size * 4)
        // Buffers, not arrays, in the loops over every pixel: a debug build (the tests') is 10x faster so.
        rgba.withUnsafeMutableBufferPointer { out in
            ink.withUnsafeBufferPointer { ink in
                let (out, ink) = (out.baseAddress!, ink.baseAddress!)
                for y in 0..<size {
                    let nearTopOrBottom = y < corner || y >= size - corner
                    for x in 0..<size {
                        var square = 1.0
                        if nearTopOrBottom, x < corner || x >= size - corner {
                            square = coverage(depthInSquare(Double(x) + 0.5, Double(y) + 0.5, side: scale, radius: radius))
                            if square == 0 { continue }
                        }
                        let amount = ink[y * size + x]
                        let at = (y * size + x) * 4
                        if amount == 0 {
                            (out[at], out[at + 1], out[at + 2]) = back
                        } else {
                            out[at] = Self.mix(back.0, fore.0, amount)
                            out[at + 1] = Self.mix(back.1, fore.1, amount)
                            out[at + 2] = Self.mix(back.2, fore.2, amount)
                        }
                        out[at + 3] = square == 1 ? 255 : UInt8((square * 255).rounded())
                    }
                }
            }
        }
        return rgba
    }

    /// The width of a stroke, as a share of the letters' height.
    static let strokeWidth = 0.17

    /// Cap height as a share of the icon: smaller for two letters, so they fit in the middle
    /// 80% that a maskable icon keeps.
    private func capHeight(_ initials: String) -> Double {
        Self.glyphs(initials).count > 1 ? 0.3 : 0.4
    }

    /// The letters' strokes, centred in a unit square.
    private func layout(_ initials: String) -> [[(x: Double, y: Double)]] {
        let glyphs = Self.glyphs(initials)
        let height = capHeight(initials)
        guard !glyphs.isEmpty else {
            return [Self.arc(0.5, 0.5, 0.22, 0.22, 0, 360)]  // a plate
        }
        let gap = 0.3
        let width = glyphs.reduce(0) { $0 + $1.width } + gap * Double(glyphs.count - 1)
        var x = 0.5 - width * height / 2
        var strokes: [[(x: Double, y: Double)]] = []
        for glyph in glyphs {
            let left = x
            strokes += glyph.strokes.map { $0.map { (x: left + $0.x * height, y: 0.5 - height / 2 + $0.y * height) } }
            x += (glyph.width + gap) * height
        }
        return strokes
    }

    private static func glyphs(_ initials: String) -> [Glyph] {
        initials.compactMap { character in
            let base = String(character).decomposedStringWithCanonicalMapping.unicodeScalars.first.map(Character.init)
            return base.flatMap { glyphTable[$0] }
        }
    }

    /// How far a point is inside the square with rounded corners (negative: outside).
    private func depthInSquare(_ x: Double, _ y: Double, side: Double, radius: Double) -> Double {
        let edge = min(x, y, side - x, side - y)
        let (cx, cy) = (min(max(x, radius), side - radius), min(max(y, radius), side - radius))
        let (dx, dy) = (x - cx, y - cy)
        return radius > 0 && dx != 0 && dy != 0 ? radius - (dx * dx + dy * dy).squareRoot() : edge
    }

    /// How much of a pixel is covered, from how far its centre is inside an edge.
    private func coverage(_ depth: Double) -> Double {
        min(max(depth + 0.5, 0), 1)
    }

    /// How much of each pixel the strokes cover: each line piece touches only the pixels near
    /// it (a pixel takes the nearest piece), so the cost follows the letters' length, not the icon's area.
    private func inkCoverage(_ strokes: [[(x: Double, y: Double)]], half: Double) -> [Double] {
        var ink = [Double](repeating: 0, count: size * size)
        ink.withUnsafeMutableBufferPointer { buffer in
        let ink = buffer.baseAddress!
        for stroke in strokes {
            for index in 1..<max(stroke.count, 1) {
                let a = stroke[index - 1], b = stroke[index]
                let (vx, vy) = (b.x - a.x, b.y - a.y)
                let length = vx * vx + vy * vy
                let reach = half + 1
                let xs = max(Int(min(a.x, b.x) - reach), 0)...min(Int(max(a.x, b.x) + reach), size - 1)
                let ys = max(Int(min(a.y, b.y) - reach), 0)...min(Int(max(a.y, b.y) + reach), size - 1)
                for y in ys {
                    for x in xs {
                        let px = Double(x) + 0.5, py = Double(y) + 0.5
                        let t = length > 0 ? min(max(((px - a.x) * vx + (py - a.y) * vy) / length, 0), 1) : 0
                        let (dx, dy) = (px - a.x - t * vx, py - a.y - t * vy)
                        ink[y * size + x] = max(ink[y * size + x], coverage(half - (dx * dx + dy * dy).squareRoot()))
                    }
                }
            }
        }
        }
        return ink
    }

    private static func mix(_ from: UInt8, _ to: UInt8, _ amount: Double) -> UInt8 {
        UInt8((Double(from) + (Double(to) - Double(from)) * amount).rounded())
    }

    // MARK: The letters

    struct Glyph {
        var width: Double
        var strokes: [[(x: Double, y: Double)]]
    }

    /// Points on an ellipse, from one angle to another in degrees (0 at the right, 90 at the
    /// bottom: y grows downwards), either way round.
    static func arc(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double, _ from: Double, _ to: Double) -> [(x: Double, y: Double)] {
        let steps = max(Int(abs(to - from) / 6), 2)
        return (0...steps).map { step in
            let angle = (from + (to - from) * Double(step) / Double(steps)) * .pi / 180
            return (x: cx + rx * cos(angle), y: cy + ry * sin(angle))
        }
    }

    /// Letters in a box one unit high (y from 0 at the top to 1 at the baseline), as strokes.
    static let glyphTable: [Character: Glyph] = {
        typealias P = (x: Double, y: Double)
        func g(_ width: Double, _ strokes: [[P]]) -> Glyph { Glyph(width: width, strokes: strokes) }
        let bowlP: [P] = [(0, 1), (0, 0), (0.38, 0)] + arc(0.38, 0.27, 0.27, 0.27, -90, 90) + [(0.38, 0.54), (0, 0.54)]
        return [
            "A": g(0.76, [[(0, 1), (0.38, 0), (0.76, 1)], [(0.14, 0.64), (0.62, 0.64)]]),
            "B": g(0.68, [[(0, 0), (0, 1)], [(0, 0), (0.36, 0)] + arc(0.36, 0.25, 0.25, 0.25, -90, 90) + [(0.36, 0.5), (0, 0.5)],
                         [(0, 0.5), (0.4, 0.5)] + arc(0.4, 0.75, 0.27, 0.25, -90, 90) + [(0.4, 1), (0, 1)]]),
            "C": g(0.74, [arc(0.42, 0.5, 0.42, 0.5, 40, 320)]),
            "D": g(0.74, [[(0, 0), (0, 1)], [(0, 0), (0.26, 0)] + arc(0.26, 0.5, 0.48, 0.5, -90, 90) + [(0.26, 1), (0, 1)]]),
            "E": g(0.6, [[(0.6, 0), (0, 0), (0, 1), (0.6, 1)], [(0, 0.5), (0.5, 0.5)]]),
            "F": g(0.58, [[(0.58, 0), (0, 0), (0, 1)], [(0, 0.5), (0.48, 0.5)]]),
            "G": g(0.78, [arc(0.42, 0.5, 0.42, 0.5, 0, 320), [(0.84, 0.52), (0.48, 0.52)]]),
            "H": g(0.7, [[(0, 0), (0, 1)], [(0.7, 0), (0.7, 1)], [(0, 0.5), (0.7, 0.5)]]),
            "I": g(0.0, [[(0, 0), (0, 1)]]),
            "J": g(0.56, [[(0.56, 0), (0.56, 0.7)] + arc(0.28, 0.7, 0.28, 0.3, 0, 180)]),
            "K": g(0.66, [[(0, 0), (0, 1)], [(0.66, 0), (0, 0.62)], [(0.24, 0.42), (0.68, 1)]]),
            "L": g(0.56, [[(0, 0), (0, 1), (0.56, 1)]]),
            "M": g(0.86, [[(0, 1), (0, 0), (0.43, 0.72), (0.86, 0), (0.86, 1)]]),
            "N": g(0.7, [[(0, 1), (0, 0), (0.7, 1), (0.7, 0)]]),
            "O": g(0.86, [arc(0.43, 0.5, 0.43, 0.5, 0, 360)]),
            "P": g(0.65, [bowlP]),
            "Q": g(0.86, [arc(0.43, 0.5, 0.43, 0.5, 0, 360), [(0.52, 0.72), (0.9, 1.06)]]),
            "R": g(0.68, [bowlP, [(0.34, 0.54), (0.68, 1)]]),
            "S": g(0.66, [arc(0.34, 0.26, 0.31, 0.26, 330, 90) + arc(0.34, 0.74, 0.33, 0.26, 270, 510)]),
            "T": g(0.72, [[(0, 0), (0.72, 0)], [(0.36, 0), (0.36, 1)]]),
            "U": g(0.7, [[(0, 0), (0, 0.64)] + arc(0.35, 0.64, 0.35, 0.36, 180, 0) + [(0.7, 0.64), (0.7, 0)]]),
            "V": g(0.76, [[(0, 0), (0.38, 1), (0.76, 0)]]),
            "W": g(1.0, [[(0, 0), (0.24, 1), (0.5, 0.28), (0.76, 1), (1.0, 0)]]),
            "X": g(0.72, [[(0, 0), (0.72, 1)], [(0.72, 0), (0, 1)]]),
            "Y": g(0.74, [[(0, 0), (0.37, 0.52), (0.74, 0)], [(0.37, 0.52), (0.37, 1)]]),
            "Z": g(0.66, [[(0, 0), (0.66, 0), (0, 1), (0.66, 1)]]),
            "0": g(0.66, [arc(0.33, 0.5, 0.33, 0.5, 0, 360)]),
            "1": g(0.36, [[(0, 0.2), (0.3, 0), (0.3, 1)]]),
            "2": g(0.66, [arc(0.33, 0.3, 0.32, 0.3, 190, 385) + [(0, 1), (0.66, 1)]]),
            "3": g(0.64, [arc(0.3, 0.26, 0.3, 0.26, 200, 450) + arc(0.3, 0.74, 0.34, 0.26, 270, 520)]),
            "4": g(0.72, [[(0.54, 1), (0.54, 0), (0, 0.7), (0.72, 0.7)]]),
            "5": g(0.66, [[(0.62, 0), (0.08, 0), (0.06, 0.46)] + arc(0.33, 0.68, 0.33, 0.32, 235, 495)]),
            "6": g(0.66, [arc(0.33, 0.68, 0.33, 0.32, 0, 360), [(0.52, 0), (0.04, 0.6)]]),
            "7": g(0.64, [[(0, 0), (0.64, 0), (0.2, 1)]]),
            "8": g(0.66, [arc(0.33, 0.25, 0.28, 0.25, 0, 360), arc(0.33, 0.74, 0.33, 0.26, 0, 360)]),
            "9": g(0.66, [arc(0.33, 0.32, 0.33, 0.32, 0, 360), [(0.64, 0.42), (0.16, 1)]]),
        ]
    }()
}
