import ArgumentParser
import Foundation
import RecipositoryCore
import RecipositorySite

struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site, show it at http://127.0.0.1:8080/, and rebuild it as you save.",
        discussion: """
            Open pages reload themselves when a save changes them; a save with errors keeps the last \
            good pages and shows the errors on them. The preview is kept in .recipository/preview/ \
            (git ignores it), never in public/: build writes what you publish. Ctrl-C stops.
            """
    )

    @Argument(help: "The site folder (with content/).")
    var site: String = "."

    @Option(name: .long, help: "The port (default: 8080, or the first free one after it).")
    var port: Int?

    @Option(name: .long, help: "The address to listen on (default 127.0.0.1: this computer only).")
    var bind: String = "127.0.0.1"

    @Flag(name: .long, help: "Open the site in your web browser.")
    var open = false

    @Flag(name: .long, help: "Include recipes marked `draft: true`.")
    var drafts = false

    @Flag(name: .long, help: "Look for changes twice a second instead of being told (for a network folder, or where inotify is missing).")
    var poll = false

    @Flag(name: [.short, .long], help: "Also print the time each stage of each rebuild took.")
    var verbose = false

    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        // Ctrl-C ends the program at once: the first build cut off leaves only its hidden staging
        // folder, which the next build removes; a later one, written in place, leaves each page
        // whole and no record, so the next serve builds the preview whole.
        signal(SIGINT) { _ in _exit(0) }
        signal(SIGTERM) { _ in _exit(0) }
        signal(SIGPIPE, SIG_IGN)
        // A parent may have left them blocked (a test runner's thread); every thread made after inherits this.
        var stops = sigset_t()
        sigemptyset(&stops)
        sigaddset(&stops, SIGINT)
        sigaddset(&stops, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &stops, nil)
        try withSiteErrors {
            let session = try PreviewSession(site: site, includeDrafts: drafts)
            let server: PreviewServer
            do {
                server = try PreviewServer(root: session.output, address: bind, port: port, events: session.events)
            } catch let failure as PreviewServer.Failure {
                FileHandle.standardError.write(Data("error: \(failure.description)\n".utf8))
                return 2
            }
            if !PreviewServer.isLoopback(bind) {
                say("Warning: \(bind) is not this computer only: anyone who can reach this computer on port \(server.port) can read the site, drafts included.")
            }
            // Watching before the first build: a save made while it runs is built next.
            let watcher = SourceWatcher(layout: session.layout, poll: poll)
            rebuild(session, first: true)
            // From the first rebuild on (the first build must leave a site to serve): a source
            // written while a rebuild reads them puts it off until the file is saved.
            session.writtenWhileRead = { [watcher] in watcher.sourcesWrittenWhileRead() }
            server.start()
            say("Serving \(DiagnosticPrinter.terminalSafe(session.layout.root.path)) at \(server.url)\(port == nil && server.port != 8080 ? " (port 8080 was taken)" : ""). Press Ctrl-C to stop.")
            if open { openBrowser(server.url) }
            if watcher.mode == .polling, !poll { say("Watching by looking twice a second: inotify is not available here.") }
            watcher.run { rebuild(session, first: false, changed: $0) }
        }
    }

    /// One rebuild and what it found, printed as `check` prints it.
    private func rebuild(_ session: PreviewSession, first: Bool, changed: Set<String>? = nil) {
        let start = DispatchTime.now().uptimeNanoseconds
        let times = StageTimes()
        defer { if verbose { StageReport.print(times) } }
        switch session.rebuild(times: times, changed: changed) {
        case .success(let summary):
            _ = diagnostics.report(summary.diagnostics)
            let seconds = String(format: "%.2f s", Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            if !summary.wrote {
                say("Not rebuilt: \(Counted.phrase(summary.diagnostics.errorCount, "error")); the pages served are the last good ones.")
            } else if first {
                say("Built \(Counted.phrase(summary.recipes, "recipe")) in \(seconds).")
            } else {
                say("Rebuilt in \(seconds): \(Counted.phrase(summary.changed?.count ?? summary.files, "file")) changed.")
                if verbose { say(session.lastRebuildWhole.map { "  the whole site's passes: \(DiagnosticPrinter.terminalSafe($0))" } ?? "  in proportion to the save") }
            }
        case .failure(let error):
            say("error: \(DiagnosticPrinter.terminalSafe(error.description))")
        case nil:
            if verbose { say("Put off: a file was written while the rebuild read it; built again once it is saved.") }
        }
    }

    private func say(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    private func openBrowser(_ url: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        if (try? process.run()) == nil { say("Open \(url) in your browser.") }
    }
}
