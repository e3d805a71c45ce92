import Foundation
import RecipositoryCore

/// Reads a site's `Templates/` folder: every regular, non-hidden file, keyed by its
/// `/`-separated path relative to the folder. The only file-system access of the theme.
enum ThemeDirectoryReader {
    static func read(_ directory: String) -> (files: [String: [UInt8]], diagnostics: [Diagnostic]) {
        let root = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL
        let keys: [URLResourceKey] = [.isRegularFileKey]
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys,
                                                              options: [.skipsHiddenFiles]) else { return ([:], []) }
        var files: [String: [UInt8]] = [:]
        var diagnostics: [Diagnostic] = []
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        for case let url as URL in enumerator {
            guard (try? url.resourceValues(forKeys: Set(keys)).isRegularFile) == true else { continue }
            let path = String(url.standardizedFileURL.path.dropFirst(prefix.count))
            switch SiteLoader.read(url.path) {
            case .success(let bytes): files[path] = bytes
            case .failure(let failure):
                let shown = directory.hasSuffix("/") ? directory + path : directory + "/" + path
                diagnostics.append(Diagnostic(.templateUnreadable, "This theme file could not be read (\(failure.reason)).",
                                              at: SourceLocation(file: shown, line: 1, column: 1)))
            }
        }
        return (files, diagnostics)
    }
}
