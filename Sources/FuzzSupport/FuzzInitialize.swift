import RecipositorySite

/// libFuzzer calls this once, before the first input: the built-in theme's templates are compiled
/// here, so that one-time cost is not counted against the first input's one-second limit.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?) -> CInt {
    _ = Theme.builtIn.templateNames.count
    return 0
}
