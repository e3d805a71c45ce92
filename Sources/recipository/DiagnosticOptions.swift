import ArgumentParser
import Foundation
import RecipositoryCore
import RecipositorySite

/// How problems are reported; shared by `check` and `build`.
struct DiagnosticOptions: ParsableArguments {
    @Option(name: .long, help: "How to print problems: text (for people), json (for tools), github (CI annotations).")
    var format: DiagnosticPrinter.Format = .text

    @Flag(name: .long, help: "Treat warnings as errors (the exit status is 1 if there are any).")
    var strict = false

    /// Prints the diagnostics to standard error (JSON to standard output) and returns the exit status.
    func report(_ diagnostics: [Diagnostic]) -> Int32 {
        let colour = format == .text && isatty(STDERR_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        let printed = DiagnosticPrinter(format: format, colour: colour).render(diagnostics)
        if format == .json {
            FileHandle.standardOutput.write(Data(printed.utf8))
        } else {
            FileHandle.standardError.write(Data(printed.utf8))
        }
        let failed = diagnostics.errorCount > 0 || (strict && diagnostics.warningCount > 0)
        return failed ? 1 : 0
    }
}

extension DiagnosticPrinter.Format: ExpressibleByArgument {}

/// Runs site work, turning file-system problems into exit status 2.
func withSiteErrors(_ work: () throws -> Int32) throws {
    let status: Int32
    do {
        status = try work()
    } catch let error as SiteError {
        FileHandle.standardError.write(Data("error: \(DiagnosticPrinter.terminalSafe(error.description))\n".utf8))
        throw ExitCode(2)
    }
    if status != 0 { throw ExitCode(status) }
}
