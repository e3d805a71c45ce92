import FuzzSupport

/// A site's config and up to four recipe files, cut at 0x1E, through the whole pipeline to every
/// output format, in memory (see `InMemorySite`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRecipePipeline(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    InMemorySite.build(FuzzInput.bytes(data, size))
    return 0
}
