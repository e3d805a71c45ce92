import FuzzSupport
import RecipositoryCore

/// `recipository.yml` through the config decoder, as the loader reads it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    _ = SiteConfigDecoder.decode(FuzzInput.text(FuzzInput.bytes(data, size)), path: "recipository.yml")
    return 0
}
