import CPNG

/// The ICC colour profile a picture carries, where its container keeps it: a JPEG's APP2
/// `ICC_PROFILE` segments (in their numbered order: a profile over 64 KB is split), a PNG's
/// `iCCP` chunk (zlib-compressed), a WebP's `ICCP` chunk. nil when there is none.
enum EmbeddedProfile {
    static func find(in b: [UInt8], format: PictureFormat) -> [UInt8]? {
        let parts = PictureContainer.parts(b, format: format)
        switch format {
        case .jpeg:
            let header = Array("ICC_PROFILE".utf8) + [0]
            var numbered: [Int: ArraySlice<UInt8>] = [:]
            for part in parts where part.kind == "APP2" && part.body.count >= 14 && part.body.starts(with: header) {
                numbered[Int(part.body[part.body.startIndex + 12])] = part.body.dropFirst(14)
            }
            return numbered.isEmpty ? nil : numbered.keys.sorted().flatMap { numbered[$0]! }
        case .png:
            // A name (1–79 bytes), a NUL, the compression method (0: zlib), the profile.
            guard let chunk = parts.first(where: { $0.kind == "iCCP" })?.body, let nul = chunk.firstIndex(of: 0),
                  nul + 2 < chunk.endIndex, chunk[nul + 1] == 0 else { return nil }
            return inflate(Array(chunk[(nul + 2)...]))
        case .webp:
            return parts.first { $0.kind == "ICCP" }.map { Array($0.body) }
        }
    }

    /// zlib's `uncompress`, into at most 4 MB (a profile is a few KB; a compressed bomb in the
    /// chunk stops there and the profile is ignored).
    static func inflate(_ compressed: [UInt8]) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: 4 << 20)
        var size = UInt(out.count)
        let status = out.withUnsafeMutableBufferPointer { target in
            compressed.withUnsafeBufferPointer { uncompress(target.baseAddress, &size, $0.baseAddress, UInt($0.count)) }
        }
        return status == Z_OK ? Array(out.prefix(Int(size))) : nil
    }
}
