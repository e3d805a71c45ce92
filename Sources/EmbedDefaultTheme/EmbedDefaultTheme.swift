import Foundation
import PackagePlugin

/// Embeds the package's top-level `Templates/` folder (the default theme) into the target it is
/// applied to, as a generated `DefaultThemeFiles.swift`, so the binary needs no files beside it.
@main
struct EmbedDefaultTheme: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let templates = context.package.directoryURL.appending(path: "Templates")
        let output = context.pluginWorkDirectoryURL.appending(path: "DefaultThemeFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding default theme from Templates/",
                executable: try context.tool(named: "ThemeEmbedder").url,
                arguments: [templates.path, output.path],
                // Listing every file makes SwiftPM re-run the tool when any template changes.
                inputFiles: [templates] + Self.files(under: templates),
                outputFiles: [output]
            )
        ]
    }
}

private extension EmbedDefaultTheme {
    static func files(under directory: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(
            at: directory, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]
        ) else { return [] }
        return enumerator.compactMap { $0 as? URL }
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
            .sorted { $0.path < $1.path }
    }
}
