import Foundation
import Testing
import TestSupport

/// A phone's photo is published with none of what the phone wrote into it, read back by a real
/// EXIF reader (exiftool): no GPS position, no name, no camera, no date, upright.
@Suite(.blocking, .serialized) struct PictureMetadataTests {
    static let recipe = "---\ntitle: Rösti\nimage: /pix/phone.jpg\n---\n## Ingredients\n- 2 potatoes\n## Steps\n1. Fry.\n"

    func site(config: String? = nil) throws -> TemporaryFolder {
        let temp = try TemporaryFolder()
        try temp.write("site/content/roesti.md", Self.recipe)
        try temp.write("site/static/pix/phone.jpg", "")
        try Data(contentsOf: Fixtures.pictures.appending(path: "phone.jpg")).write(to: temp.path("site/static/pix/phone.jpg"))
        if let config { try temp.write("site/recipository.yml", config) }
        return temp
    }

    /// exiftool's tags of a file by name (`-s -s`), each with its family-0 group (`-G0`: `EXIF`,
    /// `XMP`, `File`, …).
    func tags(_ file: URL, _ exiftool: String) throws -> [String: (group: String, value: String)] {
        let result = try Tool.run(exiftool, ["-G0", "-s", "-s", "-All", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        var tags: [String: (group: String, value: String)] = [:]
        for line in result.stdout.split(separator: "\n") {
            guard line.hasPrefix("["), let close = line.firstIndex(of: "]"), let colon = line[close...].firstIndex(of: ":") else { continue }
            let name = line[line.index(after: close) ..< colon].trimmingCharacters(in: .whitespaces)
            tags[name] = (String(line[line.index(after: line.startIndex) ..< close]),
                          line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        return tags
    }

    @Test(.timeLimit(.minutes(2))) func noPublishedPictureTellsWhereItWasTaken() throws {
        let exiftool = try RequiredTool.path("exiftool", package: "libimage-exiftool-perl")
        let temp = try site()
        let source = try tags(temp.path("site/static/pix/phone.jpg"), exiftool)
        // The fixture does carry it all (else this test could not fail).
        #expect(source["GPSLatitude"] != nil && source["Artist"]?.group == "EXIF" && source["Artist"]?.value == "Grandma Rose" && source["Model"]?.value == "Pixel 8")
        #expect(source["Orientation"]?.value == "Rotate 90 CW" && source["ImageWidth"]?.value == "360" && source["ImageHeight"]?.value == "357")
        let build = try Executable.run(["build", ".", "-o", "public"], in: temp.path("site"))
        #expect(build.status == 0, "\(build.stderr)")
        let pix = temp.path("site/public/pix")
        let published = try FileManager.default.contentsOfDirectory(atPath: pix.path).sorted()
        #expect(published == ["phone-180.jpg", "phone-180.webp", "phone-357.jpg", "phone-357.webp", "phone.jpg"])
        // What exiftool says of any file (its own version, the file system's), JFIF's header and
        // the picture's own coding (RIFF: WebP's chunks); no EXIF, XMP, IPTC, ICC or comment.
        let allowed: Set<String> = ["ExifTool", "File", "JFIF", "RIFF", "Composite"]
        for name in published {
            let found = try tags(pix.appending(path: name), exiftool)
            for (tag, found) in found { #expect(allowed.contains(found.group), "\(name) has \(found.group):\(tag) = \(found.value)") }
            #expect(found["GPSLatitude"] == nil && found["Artist"] == nil && found["Model"] == nil && found["DateTimeOriginal"] == nil)
            // Upright: the phone was held on its side, so the published picture is 357 × 360, and
            // its 180 px copy 180 × 182 (360 × 180 / 357 = 181.5).
            let upright = name.contains("-180.") ? ("180", "182") : ("357", "360")
            #expect(found["ImageWidth"]?.value == upright.0 && found["ImageHeight"]?.value == upright.1, "\(name): \(found["ImageSize"]?.value ?? "?")")
        }
    }

    /// `pictures: {originals: true}` publishes the file as it is, beside the clean copies.
    @Test(.timeLimit(.minutes(2))) func originalsOnlyWhenTheSiteAsks() throws {
        let temp = try site(config: "pictures:\n  originals: true\n")
        let build = try Executable.run(["build", ".", "-o", "public"], in: temp.path("site"))
        #expect(build.status == 0, "\(build.stderr)")
        let original = try Data(contentsOf: temp.path("site/static/pix/phone.jpg"))
        #expect(try Data(contentsOf: temp.path("site/public/pix/phone.jpg")) == original)
        #expect(FileManager.default.fileExists(atPath: temp.path("site/public/pix/phone-357.webp").path))
    }
}
