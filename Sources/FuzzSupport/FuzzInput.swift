/// What every libFuzzer target does with its input: libFuzzer hands over raw bytes, the targets
/// need them as the loader would give them (bytes of a file, or text decoded as the loader does).
public enum FuzzInput {
    /// Separates the files of one input for targets that take several (a site's config and its
    /// recipes): the ASCII record separator, which no hand-written file contains.
    public static let fileSeparator: UInt8 = 0x1E

    public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// As `SiteLoader` reads `recipository.yml`: invalid UTF-8 replaced, never refused.
    public static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The input cut at each separator byte, at most `limit` parts (the last keeps the rest).
    public static func files(_ bytes: [UInt8], limit: Int) -> [[UInt8]] {
        bytes.split(separator: fileSeparator, maxSplits: max(0, limit - 1), omittingEmptySubsequences: false).map(Array.init)
    }
}
