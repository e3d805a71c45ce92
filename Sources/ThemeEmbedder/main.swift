import Foundation

// Usage: ThemeEmbedder <Templates directory> <output .swift file>
// Writes `enum DefaultThemeFiles { static let files: [String: String] }`, keyed by the path
// under Templates/ with `/` separators, sorted so the generated file is byte-for-byte stable.

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: ThemeEmbedder <templates-dir> <output.swift>\n".utf8))
    exit(2)
}
let root = URL(fileURLWithPath: arguments[1]).standardizedFileURL
let output = URL(fileURLWithPath: arguments[2])

do {
    let files = try ThemeFiles.read(under: root)
    let source = ThemeFiles.swiftSource(for: files)
    try Data(source.utf8).write(to: output, options: .atomic)
} catch {
    FileHandle.standardError.write(Data("error: ThemeEmbedder: \(error)\n".utf8))
    exit(1)
}
