import Foundation
import Testing
import TestSupport

/// A real decompression bomb, as the issue measured it: a whole, valid 30,000 × 30,000 PNG
/// (8-bit grey, 900 MB of zeros behind zlib's best compression) of about 875 KB. Written by
/// Python's zlib at test time, not kept in the repository. `build` refuses it from its header:
/// decoded it would take 900 MB (2.7 GB once made RGB), so a build that decoded it would run for
/// long past the time limit or be killed.
@Suite(.blocking, .serialized) struct PictureBombTests {
    static let writer = """
        import struct, sys, zlib
        w = h = 30000
        z = zlib.compressobj(9)
        row = bytes(w + 1)  # filter byte 0, then w grey pixels of 0
        data = b"".join(z.compress(row) for _ in range(h)) + z.flush()
        def chunk(kind, body):
            return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
        png = b"\\x89PNG\\r\\n\\x1a\\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 0, 0, 0, 0)) \\
            + chunk(b"IDAT", data) + chunk(b"IEND", b"")
        open(sys.argv[1], "wb").write(png)
        """

    @Test(.timeLimit(.minutes(3))) func a30000By30000PNGOf875KBIsRefusedFromItsHeader() throws {
        let python = try RequiredTool.python()
        let temp = try TemporaryFolder()
        try temp.write("site/content/toast.md", "---\ntitle: Toast\nimage: /pix/bomb.png\n---\n## Ingredients\n- 1 slice bread\n## Steps\n1. Toast.\n")
        try temp.write("site/static/pix/bomb.png", "")
        let written = try Tool.run(python, ["-c", Self.writer, temp.path("site/static/pix/bomb.png").path])
        #expect(written.status == 0, "\(written.stderr)")
        let size = try FileManager.default.attributesOfItem(atPath: temp.path("site/static/pix/bomb.png").path)[.size] as? Int ?? 0
        #expect((850_000 ... 900_000).contains(size), "the bomb is \(size) bytes")

        let started = ContinuousClock.now
        let build = try Executable.run(["build", ".", "-o", "public"], in: temp.path("site"))
        let took = ContinuousClock.now - started
        #expect(build.status == 1)
        #expect(build.stderr.hasPrefix("static/pix/bomb.png:1:1: error: This picture is 30000 × 30000 pixels, more than the 100 megapixels a picture may have; save a smaller copy (4,000 pixels wide is plenty). [picture-too-large]\n"), "\(build.stderr)")
        // A bound on a hang, not a speed figure: reading a header takes milliseconds, decoding
        // 900 MB of pixels far longer.
        #expect(took < .seconds(30), "build took \(took)")
        #expect(!FileManager.default.fileExists(atPath: temp.path("site/public").path))
    }
}
