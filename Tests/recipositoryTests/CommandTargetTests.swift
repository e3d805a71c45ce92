import Foundation
import TestSupport
import Testing

/// What `show`, `list`, `check`, `init` and `new` do with targets nobody should give them (issue
/// 23): huge files, folders, pipes and devices, the disk's root, titles with no letter a URL can
/// hold. Each ends in one exact sentence; nothing is read whole that could not be a recipe.
@Suite(.blocking, .serialized) struct CommandTargetTests {
    /// A site with one good recipe.
    static func site() throws -> TemporaryFolder {
        let temp = try TemporaryFolder("targets")
        try temp.write("content/recipes/soup.md", "---\ntitle: Soup\n---\n\n## Ingredients\n\n- 1 leek\n\n## Steps\n\n1. Boil the leek.\n")
        return temp
    }

    /// A file of `size` bytes that takes no room on the disk (a hole), as a 1 GB export would be.
    static func sparse(_ url: URL, size: Int) throws {
        _ = FileManager.default.createFile(atPath: url.path, contents: Data("---\ntitle: Huge\n---\n".utf8))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(size))
        try handle.close()
    }

    static let gigabyte = 1024 * 1024 * 1024

    /// `show` of a 1 GB file once read it whole (8 s, 2.2 GB) before refusing it, and three in
    /// `content/` made `check` fail to allocate: the size is looked at first.
    @Test(.timeLimit(.minutes(1))) func hugeFilesAreRefusedByTheirSizeWithoutBeingRead() throws {
        let site = try Self.site()
        for name in ["a", "b", "c"] { try Self.sparse(site.path("content/recipes/\(name).md"), size: Self.gigabyte) }
        let show = try Executable.run(["show", site.path("content/recipes/a.md").path])
        #expect(show.status == 1)
        #expect(show.stderr.contains("This file is 1024 MB; a recipe file may be at most 256 KB."), "\(show.stderr)")
        let check = try Executable.run(["check", site.url.path, "--format", "github"])
        #expect(check.status == 1)
        let errors = check.stderr.split(separator: "\n").filter { $0.contains("title=file-too-large::This file is 1024 MB; a recipe file may be at most 256 KB.") }
        #expect(errors.count == 3, "\(check.stderr)")
    }

    /// `list` said "no recipe" for a file too large, a pipe and a device alike: it says why.
    @Test(.timeLimit(.minutes(1))) func listSaysWhyAFileGivesNoRecipe() throws {
        let site = try Self.site()
        try site.write("content/recipes/big.md", "---\ntitle: Big\n---\n" + String(repeating: "x", count: 390 * 1024))
        #expect(mkfifo(site.path("content/recipes/pipe.md").path, 0o644) == 0)
        let big = try Executable.run(["list", site.path("content/recipes/big.md").path])
        #expect(big.status == 2)
        #expect(big.stderr == "error: no recipe in \(site.path("content/recipes/big.md").path): This file is 390 KB; a recipe file may be at most 256 KB.\n")
        let pipe = try Executable.run(["list", site.path("content/recipes/pipe.md").path])
        #expect(pipe.stderr == "error: \(site.path("content/recipes/pipe.md").path): this is a named pipe, socket or device, not a recipe file.\n")
        let device = try Executable.run(["list", "/dev/zero"])
        #expect(device.status == 2)
        #expect(device.stderr == "error: /dev/zero: this is a named pipe, socket or device, not a recipe file.\n")
    }

    /// `show DIR` read every file under DIR (a temporary folder ran out of memory; `/` failed on
    /// `/proc`), and `show PIPE` advised fixing permissions.
    @Test(.timeLimit(.minutes(1))) func showTakesOneRecipeFile() throws {
        let site = try Self.site()
        #expect(mkfifo(site.path("content/recipes/pipe.md").path, 0o644) == 0)
        let folder = try Executable.run(["show", site.url.path])
        #expect(folder.status == 2)
        #expect(folder.stderr == "error: \(site.url.path): this is a folder; name one recipe file (recipository check reads a whole site).\n")
        let root = try Executable.run(["show", "/"])
        #expect(root.stderr == "error: /: this is a folder; name one recipe file (recipository check reads a whole site).\n")
        let pipe = try Executable.run(["show", site.path("content/recipes/pipe.md").path])
        #expect(pipe.status == 2)
        #expect(pipe.stderr == "error: \(site.path("content/recipes/pipe.md").path): this is a named pipe, socket or device, not a recipe file.\n")
    }

    /// `init /` wrote a site into the root of the disk: the disk, the home folder and the system's
    /// own folders are refused before anything is written.
    @Test(.timeLimit(.minutes(1))) func initRefusesTheSystemsFolders() throws {
        let home = try TemporaryFolder("targets-home")
        let sentence = "refusing to make a site here: this is %@. Name a new folder for the cookbook, such as `recipository init cookbook`.\n"
        let atHome = try Executable.run(["init", home.url.path], environment: ["HOME": home.url.path])
        #expect(atHome.status == 2)
        #expect(atHome.stderr == "error: \(home.url.path): " + sentence.replacingOccurrences(of: "%@", with: "your home folder"))
        #expect(TemporaryFolder.tree(home.url).isEmpty)
        let system = try Executable.run(["init", "/sys"])
        #expect(system.stderr == "error: /sys: " + sentence.replacingOccurrences(of: "%@", with: "one of the system's own folders"))
        let inside = try Executable.run(["init", home.path("cookbook").path], environment: ["HOME": home.url.path])
        #expect(inside.status == 0, "a new folder in the home folder is fine: \(inside.stderr)")
    }

    /// `new ""` wrote a recipe with no title; `new "🍰"` and `new "和食"` both became `recipe.md`,
    /// and the categories `🍰`, `...` and `../..` all landed in `recipe/`. Names with no letter a
    /// URL can hold are their code points, as term pages are (README).
    @Test(.timeLimit(.minutes(1))) func newNamesFilesByCodePointsAndWantsATitle() throws {
        let site = try Self.site()
        let empty = try Executable.run(["new", "", "--site", site.url.path])
        #expect(empty.status == 2)
        #expect(empty.stderr.contains("Give the recipe a title, e.g. recipository new \"Grandma's Apple Pie\"."), "\(empty.stderr)")
        for (title, category) in [("🍰", nil), ("和食", nil), ("Apple Tart", "🍰"), ("Pear Tart", "..."), ("Plum Tart", "../..")] as [(String, String?)] {
            let run = try Executable.run(["new", title, "--site", site.url.path] + (category.map { ["--category", $0] } ?? []))
            #expect(run.status == 0, "\(run.stderr)")
        }
        let files = TemporaryFolder.tree(site.path("content/recipes")).keys.sorted()
        // 🍰 is U+1F370; 和 U+548C, 食 U+98DF; `.` U+2E, `/` U+2F.
        #expect(files == ["soup.md", "x1f370.md", "x1f370/apple-tart.md", "x2e-2e-2e/pear-tart.md", "x2e-2e-2f-2e-2e/plum-tart.md", "x548c-98df.md"])
        let check = try Executable.run(["check", site.url.path])
        #expect(check.status == 0, "\(check.stderr)")
    }
}
