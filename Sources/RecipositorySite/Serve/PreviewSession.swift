import Foundation
import RecipositoryCore

/// `recipository serve`: builds the site into `.recipository/preview/` in the site (the cache
/// folder git ignores) with the reload script in its pages, serves it, and builds it again
/// whenever a source changes. Each rebuild is the same pipeline as `build`, written incrementally
/// (`PreviousTree`): only files whose bytes changed are written, the rest keep their inode and
/// time, and the new tree is swapped in whole. A rebuild with errors writes nothing, so the last
/// good pages stay served while the pages show the errors.
public final class PreviewSession: @unchecked Sendable {
    public static let folder = ".recipository/preview"

    public let layout: SiteLayout
    public let events = PreviewEvents()
    public let output: URL
    private let includeDrafts: Bool
    /// As the user named it, so diagnostics name files as `check` and `build` do.
    private let site: String
    private let lock = NSLock()
    /// The recipes split, parsed and modelled by the last rebuilds, and the preview as written, so a
    /// save models and writes only what it changed.
    private let memo = BuildMemo()

    /// Why the last rebuild took the whole path rather than one in proportion to the save (`RecipeSave`); nil when it did not.
    public var lastRebuildWhole: String? { memo.lastSaveWhole }

    public init(site: String, includeDrafts: Bool) throws {
        layout = try SiteLayout.locate(site)
        guard layout.singleFile == nil, FileManager.default.fileExists(atPath: layout.content.path) else {
            throw SiteError(path: site, reason: "this is not a site: serve needs a folder with content/ in it (recipository init makes one).")
        }
        output = layout.root.appendingPathComponent(Self.folder, isDirectory: true)
        self.includeDrafts = includeDrafts
        self.site = site
    }

    /// Asked by each rebuild once it has read the sources: whether one was written meanwhile
    /// (`SourceWatcher.sourcesWrittenWhileRead`); the rebuild is then put off until the file is saved.
    public var writtenWhileRead: (@Sendable () -> Bool)? {
        get { memo.writtenWhileRead }
        set { memo.writtenWhileRead = newValue }
    }

    /// One build, as `build` runs it but into the preview folder; its diagnostics go to the pages.
    /// A file that cannot be read is a `SiteError`, shown to the pages as a problem of its own.
    /// `changed`: the paths changed since the last rebuild (`SourceWatcher`), the only files read
    /// again; nil, every file. Nil when the rebuild was put off, having found a source written
    /// while it read them (`writtenWhileRead`): nothing was written or told to the pages, and the
    /// next rebuild, once the file is saved, reads what this one was to read.
    public func rebuild(times: StageTimes = StageTimes(), changed: Set<String>? = nil) -> Result<BuildSummary, SiteError>? {
        memo.sourcesChanged(changed)
        return lock.withLock {
            let options = BuildOptions(output: output.path, includeDrafts: includeDrafts, incremental: true,
                                       previewScript: PreviewScripts.scriptPath)
            do {
                try SiteWriter.makeFolder(output.deletingLastPathComponent())
                PictureCache.ignoreFolder(site: layout.root)
                let summary = try Pipeline.build(site, options: options, times: times, memo: memo)
                events.report(summary.diagnostics)
                if summary.wrote { events.reload(changed: summary.changed ?? []) }
                // After the reload: the record is for the next process, not for this page.
                memo.saveRecord()
                return .success(summary)
            } catch is SourcesWrittenWhileRead {
                return nil
            } catch {
                let failure = error as? SiteError ?? SiteError(path: layout.root.path, reason: "\(error)")
                events.report(failure)
                return .failure(failure)
            }
        }
    }
}
