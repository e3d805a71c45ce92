import FuzzSupport
import RecipositoryCore

/// A recipe file's bytes through the guards, the front matter splitter and the decoder.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrontMatter(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let file = SourceFile(path: "content/fuzz.md", contentPath: "fuzz.md", bytes: FuzzInput.bytes(data, size))
    guard let text = SourceText.decode(file).text else { return 0 }
    let (split, _) = FrontMatterSplitter.split(text, path: file.path)
    if let split, let yaml = split.yaml {
        _ = FrontMatterDecoder(extraKeys: ["family"]).decode(yaml, firstLine: split.yamlFirstLine, path: file.path)
    }
    return 0
}
