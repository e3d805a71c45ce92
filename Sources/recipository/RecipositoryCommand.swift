import ArgumentParser
import Foundation
import RecipositoryMarkdown
import RecipositorySite

@main
struct RecipositoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recipository",
        abstract: "Turn a folder of recipe files into your family's cookbook website.",
        discussion: """
            Recipes are Markdown files with a short header of details (title, servings, times...) \
            in content/recipes/. `recipository check` tells you about any problems; \
            `recipository build` makes the website in public/.
            """,
        version: RecipositoryVersion.number,
        subcommands: [BuildCommand.self, CheckCommand.self, ShowCommand.self, ListCommand.self, NewCommand.self, InitCommand.self,
                      ImportCommand.self, ServeCommand.self]
    )

    /// Exit status 2 for usage mistakes (swift-argument-parser's default is 64).
    static func main() {
        // Before the work allocates: a large build's peak memory is set by malloc's arenas (MallocSettings).
        MallocSettings.apply(processors: ProcessInfo.processInfo.activeProcessorCount,
                             environment: ProcessInfo.processInfo.environment)
        // A file-size limit (`ulimit -f`, a full quota) must fail the write that passes it ("File too
        // large": the half-written site removed, the previous one kept), not kill the build mid-write.
        signal(SIGXFSZ, SIG_IGN)
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .success || error is ExitCode {
                exit(withError: error)
            }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(2)
        }
    }
}
