import Foundation
import Testing
import TestSupport

/// Disk failures as a user meets them: a folder or file the build may not read, an output folder
/// it may not write, a disk that fills. Each ends in one sentence naming the file, what was being
/// done and the system's reason, and leaves the previous site as it was, with nothing half-written
/// or left over beside it. Permissions do not stop root, so as root the build runs as `nobody`
/// (`setpriv`); the full disk is a limit on file size (`prlimit`), which binds root too.
@Suite(.blocking, .serialized) struct FileSystemFailureTests {
    static let recipe = "---\ntitle: Good\n---\n## Ingredients\n- 1 egg\n## Steps\n1. Boil.\n"

    /// A site in a fresh folder that `nobody` may read and write in, with a previous build at `out`.
    final class Site {
        let temp: TemporaryFolder
        var root: URL { temp.url }
        var site: URL { temp.path("site") }
        var out: URL { temp.path("out") }
        let binary: String

        init() throws {
            temp = try TemporaryFolder()
            try temp.write("site/content/recipes/good.md", FileSystemFailureTests.recipe)
            try temp.write("site/static/pix/a.txt", "a")
            try temp.write("site/static/robots.txt", "User-agent: *")
            chmod(temp.url.path, 0o777)
            // As `nobody` the test's build folder may be out of reach (a home folder): a link or a copy is not.
            // A hard link where it can be: a copy is a file open for writing, which a process the suite starts
            // meanwhile inherits, and executing it then fails (`Text file busy`, seen once in a full suite).
            binary = temp.path("recipository").path
            do { try FileManager.default.linkItem(atPath: Executable.url.path, toPath: binary) } catch {
                try FileManager.default.copyItem(atPath: Executable.url.path, toPath: binary)
            }
            #expect(try run(["build", ".", "-o", out.path]).status == 0)
        }

        /// `recipository` in the site as a user whom permissions bind, under `limit` (`prlimit` options).
        func run(_ arguments: [String], limit: [String] = []) throws -> Tool.Output {
            var command = [binary] + arguments
            if !limit.isEmpty { command = [try RequiredTool.path("prlimit", package: "util-linux")] + limit + ["--"] + command }
            if geteuid() == 0 {
                command = [try RequiredTool.path("setpriv", package: "util-linux"), "--reuid=65534", "--regid=65534", "--clear-groups"] + command
            }
            return try Tool.run(command[0], Array(command.dropFirst()), in: site, environment: ["NO_COLOR": "1"])
        }

        /// The files beside the site now: nothing but what the test made (no `.out.building-PID`).
        var besideTheSite: [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).sorted()
        }
    }

    @Test(.timeLimit(.minutes(1))) func unreadableStaticFolderStopsTheBuild() throws {
        let site = try Site()
        let before = TemporaryFolder.tree(site.out)
        chmod(site.site.appendingPathComponent("static/pix").path, 0o000)
        defer { chmod(site.site.appendingPathComponent("static/pix").path, 0o755) }
        let build = try site.run(["build", ".", "-o", site.out.path])
        #expect(build.status == 2)
        #expect(build.stderr == "error: static/pix: this folder could not be read (Permission denied). Every file of the site is needed to build it: fix the folder's permissions, or move it out of the site.\n")
        #expect(TemporaryFolder.tree(site.out) == before)
        #expect(site.besideTheSite == ["out", "recipository", "site"])
    }

    @Test(.timeLimit(.minutes(1))) func unreadableStaticFileStopsTheBuild() throws {
        let site = try Site()
        let before = TemporaryFolder.tree(site.out)
        let file = site.site.appendingPathComponent("static/robots.txt").path
        chmod(file, 0o000)
        defer { chmod(file, 0o644) }
        let build = try site.run(["build", ".", "-o", site.out.path])
        #expect(build.status == 2)
        #expect(build.stderr == "error: \(site.out.path): the site could not be written: \(file) could not be read (Permission denied); the previous site is unchanged.\n")
        #expect(TemporaryFolder.tree(site.out) == before)
        #expect(site.besideTheSite == ["out", "recipository", "site"])
    }

    /// A recipe, the config or a theme file that may not be read: said with the system's reason
    /// (a recipe was "This file could not be read.", an unreadable config was taken for none and
    /// the site built with the defaults), by `check` as by `build`, and nothing is written.
    @Test(.timeLimit(.minutes(1))) func unreadableRecipeConfigAndTemplateSayWhy() throws {
        let site = try Site()
        let before = TemporaryFolder.tree(site.out)
        let recipe = site.site.appendingPathComponent("content/recipes/good.md").path
        chmod(recipe, 0o000)
        for command in [["check", "."], ["build", ".", "-o", site.out.path]] {
            let run = try site.run(command)
            #expect(run.status == 2)
            #expect(run.stderr == "error: content/recipes/good.md: this file could not be read (Permission denied). Every recipe of the site is needed to check or build it: fix the file's permissions, or move it out of the site.\n")
        }
        chmod(recipe, 0o644)

        try site.temp.write("site/recipository.yml", "title: Ours\n")
        let config = site.site.appendingPathComponent("recipository.yml").path
        chmod(config, 0o000)
        let build = try site.run(["build", ".", "-o", site.out.path])
        #expect(build.status == 2)
        #expect(build.stderr == "error: recipository.yml: this file could not be read (Permission denied); fix its permissions, or remove it to use the defaults.\n")
        chmod(config, 0o644)
        #expect(TemporaryFolder.tree(site.out) == before)

        try site.temp.write("site/Templates/404.mustache", "<p>Not here.</p>")
        let template = site.site.appendingPathComponent("Templates/404.mustache").path
        chmod(template, 0o000)
        defer { chmod(template, 0o644) }
        let check = try site.run(["check", ".", "--format", "github"])
        #expect(check.status == 1)
        #expect(check.stderr == "::error file=\(template),line=1,col=1,title=template-unreadable::This theme file could not be read (Permission denied).\n")
        #expect(site.besideTheSite == ["out", "recipository", "site"])
    }

    /// A site whose files and folders were made read-only is still replaced whole, and the
    /// retired copy is removed (it once stayed beside the output as `.out.previous-PID`).
    @Test(.timeLimit(.minutes(1))) func readOnlyPreviousSiteIsReplaced() throws {
        let site = try Site()
        try site.temp.write("site/content/recipes/new.md", Self.recipe.replacingOccurrences(of: "Good", with: "New"))
        let walker = FileManager.default.enumerator(atPath: site.out.path)
        while let path = walker?.nextObject() as? String { chmod(site.out.appendingPathComponent(path).path, 0o555) }
        chmod(site.out.path, 0o555)
        let build = try site.run(["build", ".", "-o", site.out.path])
        #expect(build.status == 0, "\(build.stderr)")
        #expect(TemporaryFolder.tree(site.out)["recipes/new/index.html"] != nil)
        #expect(site.besideTheSite == ["out", "recipository", "site"])
    }

    /// No folder can be made where the output goes: said of that folder, not of the hidden one
    /// the build writes into first.
    @Test(.timeLimit(.minutes(1))) func readOnlyOutputParentIsNamed() throws {
        let site = try Site()
        let locked = site.root.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
        chmod(locked.path, 0o555)
        let build = try site.run(["build", ".", "-o", locked.appendingPathComponent("out").path])
        #expect(build.status == 2)
        #expect(build.stderr == "error: \(locked.path)/out: the site could not be written: no folder can be made in \(locked.path) (Permission denied); the previous site is unchanged.\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: locked.path) == [])
    }

    /// The disk fills while one file is written (a 1 MB file over a limit of 512 KB per file, the
    /// theme's own files all below it): the half-written site is removed, the previous one stays.
    @Test(.timeLimit(.minutes(1))) func fullDiskKeepsThePreviousSite() throws {
        let site = try Site()
        try Data(repeating: 0x41, count: 1 << 20).write(to: site.site.appendingPathComponent("static/big.bin"))
        let before = TemporaryFolder.tree(site.out)
        let build = try site.run(["build", ".", "-o", site.out.path], limit: ["--fsize=\(1 << 19)"])
        #expect(build.status == 2)
        #expect(build.stderr == "error: \(site.out.path): the site could not be written: \(site.out.path)/big.bin could not be written (File too large); the previous site is unchanged.\n")
        #expect(TemporaryFolder.tree(site.out) == before)
        #expect(site.besideTheSite == ["out", "recipository", "site"])
    }
}
