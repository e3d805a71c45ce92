import Foundation
import Testing
import TestSupport
@testable import RecipositorySite

@Suite(.blocking, .serialized) struct PipelineTests {
    /// Each page gets its recipe's Markdown beside it: none for a draft, none for a recipe left out
    /// (built anyway, the second of two recipes wanting one page is left out).
    @Test func recipeFilesGoBesideTheirPagesOnly() throws {
        let site = try Self.site(Self.files)
        defer { try? FileManager.default.removeItem(at: site) }
        let files = Self.files
        let output = site.appending(path: "public")
        let summary = try Pipeline.build(site.path, options: .init(output: output.path, buildAnyway: true))
        #expect(summary.wrote)
        #expect(summary.diagnostics.map(\.code.rawValue) == ["duplicate-slug"])
        #expect(summary.leftOut.map { URL(fileURLWithPath: $0).lastPathComponent } == ["soup.md"])
        let written = try String(contentsOf: output.appending(path: "recipes/soup/soup.md"), encoding: .utf8)
        #expect(written == files["content/recipes/mains/soup.md"])
        #expect(!FileManager.default.fileExists(atPath: output.appending(path: "recipes/later").path))
        let mdFiles = FileManager.default.enumerator(atPath: output.path)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }
        #expect(mdFiles == ["recipes/soup/soup.md"])
        #expect(try !String(contentsOf: output.appending(path: "search-index.json"), encoding: .utf8).contains("Later"))
    }

    /// `--drafts` (Hugo's `--buildDrafts`): a draft gets its page, its file and a place in the
    /// search index, like any recipe.
    @Test func draftsAreBuiltWhenAskedFor() throws {
        let site = try Self.site(["content/recipes/later.md": Self.files["content/recipes/later.md"]!,
                                  "content/recipes/now.md": "---\ntitle: Now\n---\n## Ingredients\n- 1 egg\n## Steps\n1. Boil.\n"])
        defer { try? FileManager.default.removeItem(at: site) }
        let output = site.appending(path: "public")
        let summary = try Pipeline.build(site.path, options: .init(output: output.path, includeDrafts: true))
        #expect(summary.wrote)
        for path in ["recipes/later/index.html", "recipes/later/later.md", "recipes/now/index.html"] {
            #expect(FileManager.default.fileExists(atPath: output.appending(path: path).path), "\(path)")
        }
        #expect(try String(contentsOf: output.appending(path: "search-index.json"), encoding: .utf8).contains("Later"))
        #expect(try String(contentsOf: output.appending(path: "recipes/index.html"), encoding: .utf8).contains(">Later<"))
    }

    /// A link to a draft works in `check` (the file is there) but leads nowhere on a site built
    /// without drafts: a warning at the link, none with `--drafts`.
    @Test func linksToADraftAreWarnedAboutWhenDraftsAreLeftOut() throws {
        let now = "---\ntitle: Now\nrelated: [later]\n---\nSee [the later one](later.md).\n\n## Ingredients\n- 1 egg\n"
            + "## Steps\n1. Boil, then [later](/recipes/later/#step-1).\n"
        let site = try Self.site(["content/recipes/later.md": Self.files["content/recipes/later.md"]!, "content/recipes/now.md": now])
        defer { try? FileManager.default.removeItem(at: site) }
        let without = try Pipeline.build(site.path, options: .init(output: site.appending(path: "a").path))
        #expect(without.wrote)
        let warnings = without.diagnostics.filter { $0.code == .linkToUnbuilt }
        #expect(warnings.map(\.location.line) == [3, 5, 10])
        #expect(warnings.allSatisfy { $0.severity == .warning && $0.location.file.hasSuffix("content/recipes/now.md") })
        #expect(warnings.first?.message.contains("missing from the related recipes") == true)
        #expect(warnings.last?.message.contains("`later`, which is a draft, so on the site the link leads nowhere") == true)
        let with = try Pipeline.build(site.path, options: .init(output: site.appending(path: "b").path, includeDrafts: true))
        #expect(with.diagnostics.isEmpty)
    }

    /// The search index's energy per serving follows the site's settings, as the pages do: with
    /// `estimate_nutrition: false` in recipository.yml a recipe without its author's calories has
    /// none (it had the estimate); with the estimate on, 2 cups of flour (USDA 20081: 125 g a cup,
    /// 364 kcal per 100 g) over 2 servings is 455 kcal. The index `build` writes is the one
    /// `Pipeline.searchIndex` gives (the browser tests' reference).
    @Test func theSearchIndexsEnergyFollowsTheSitesSettings() throws {
        let recipe = "---\ntitle: Flatbread\nservings: 2\n---\n## Ingredients\n- 2 cups flour\n## Steps\n1. Bake.\n"
        for (setting, kcal) in [("estimate_nutrition: false\n", nil), ("", 455)] as [(String, Int?)] {
            let site = try Self.site(["content/recipes/flatbread.md": recipe, "recipository.yml": "title: Test\n" + setting])
            defer { try? FileManager.default.removeItem(at: site) }
            let output = site.appending(path: "public")
            _ = try Pipeline.build(site.path, options: .init(output: output.path))
            let written = try Data(contentsOf: output.appending(path: "search-index.json"))
            let json = try #require(try JSONSerialization.jsonObject(with: written) as? [String: Any])
            let energies = try #require((json["recipes"] as? [String: Any])?["kcal"] as? [Any])
            #expect(energies.count == 1)
            #expect((energies.first as? Int) == kcal, "\(setting): \(energies)")
            #expect(Array(written) == (try Pipeline.searchIndex(site.path).jsonBytes()))
        }
    }

    static let files = [
        "content/recipes/mains/soup.md": "---\ntitle: Soup\n---\n## Ingredients\n- 1 leek\n## Steps\n1. Boil.\n",
        "content/recipes/starters/soup.md": "---\ntitle: Soup!\n---\n## Ingredients\n- 2 leeks\n## Steps\n1. Stew.\n",
        "content/recipes/later.md": "---\ntitle: Later\ndraft: true\n---\n## Ingredients\n- 1 egg\n## Steps\n1. Wait.\n",
    ]

    /// A site of these files in a fresh temporary folder.
    static func site(_ files: [String: String]) throws -> URL {
        let site = FileManager.default.temporaryDirectory.appending(path: "rcp-sources-\(UUID().uuidString)")
        for (path, text) in files {
            let url = site.appending(path: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return site
    }
}
