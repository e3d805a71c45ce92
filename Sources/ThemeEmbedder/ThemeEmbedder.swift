import Foundation

// Usage: ThemeEmbedder <Templates directory> <output .swift file>
// Writes `enum DefaultThemeFiles { static let files: [String: String] }`, keyed by the path
// under Templates/ with `/` separators, sorted so the generated file is byte-for-byte stable.

func embedTheme(_ arguments: [String]) -> Int32 {
    guard arguments.count == 3 else {
        FileHandle.standardError.write(Data("usage: ThemeEmbedder <templates-dir> <output.swift>\n".utf8))
        return 2
    }
    let root = URL(fileURLWithPath: arguments[1]).standardizedFileURL
    let output = URL(fileURLWithPath: arguments[2])
    do {
        let files = try ThemeFiles.read(under: root)
        let source = ThemeFiles.swiftSource(for: files)
        try Data(source.utf8).write(to: output, options: .atomic)
        return 0
    } catch {
        FileHandle.standardError.write(Data("error: ThemeEmbedder: \(error)\n".utf8))
        return 1
    }
}

#if LIBFUZZER_MAIN
// In the fuzz build (Package.swift) this tool is linked with libFuzzer, whose `main` calls this
// hook first with the arguments: the tool does its work there and exits before any fuzzing.
@_cdecl("LLVMFuzzerInitialize")
func libFuzzerInitialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
    exit(embedTheme(CommandLine.arguments))
}

@_cdecl("LLVMFuzzerTestOneInput")
func libFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { 0 }
#else
@main
enum ThemeEmbedder {
    static func main() { exit(embedTheme(CommandLine.arguments)) }
}
#endif
