import Foundation
import TestSupport
import RecipositoryMarkdown
import RecipositorySite
import Testing

/// `recipository init` writes a CI file whose YAML parses, whose `recipository` commands are the
/// CLI's own (each subcommand and option is in its `--help`), and whose commands, run as the CI
/// runner would, check and build the new site.
@Suite(.blocking, .serialized) struct InitWorkflowTests {
    @Test func newSiteGetsAGitHubWorkflowThatChecksBuildsAndPublishesFromTheDefaultBranch() throws {
        let temp = try TemporaryFolder()
        let site = temp.path("family")
        // The runner downloads the binary from the address given; here, the one the tests run.
        let binaryURL = "file://" + Executable.url.path
        let made = try Executable.run(["init", site.path, "--binary-url", binaryURL])
        #expect(made.status == 0, "\(made.stderr)")
        let file = site.appendingPathComponent(".github/workflows/recipes.yml")
        #expect(made.stdout.contains("Created \(file.path)"), "\(made.stdout)")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text == CIWorkflow.github.contents(binaryURL: binaryURL))
        let workflow = try parse(text)
        #expect(workflow["env"]?["RECIPOSITORY_URL"]?.text == "${{ vars.RECIPOSITORY_URL || '\(binaryURL)' }}")

        let triggers = try #require(workflow["on"])
        #expect(triggers["push"] != nil && triggers["pull_request"] != nil, "checked on every push and pull request")
        let build = try #require(workflow["jobs"]?["build"])
        let steps = try #require(build["steps"]?.items)
        #expect(steps.compactMap { $0["uses"]?.text }.contains { $0.hasPrefix("actions/checkout@") })
        let runs = steps.compactMap { $0["run"]?.text }
        #expect(runs.contains("recipository check --format github ."))
        #expect(runs.contains("recipository build ."))
        let upload = try #require(steps.first { $0["uses"]?.text?.hasPrefix("actions/upload-pages-artifact@") == true })
        #expect(upload["with"]?["path"]?.text == "public")
        #expect(upload["if"]?.text?.contains("github.event.repository.default_branch") == true)
        let publish = try #require(workflow["jobs"]?["publish"])
        #expect(publish["if"]?.text == "github.event_name == 'push' && github.ref_name == github.event.repository.default_branch")
        #expect(publish["permissions"]?["pages"]?.text == "write")
        #expect(publish["steps"]?.items?.first?["uses"]?.text?.hasPrefix("actions/deploy-pages@") == true)

        // The install step, run as the runner would: it downloads the binary with curl and puts it on the PATH.
        _ = try RequiredTool.path("curl", package: "curl")
        let install = try #require(steps.first { $0["name"]?.text == "Install recipository" }?["run"]?.text)
        let runner = temp.path("runner")
        try FileManager.default.createDirectory(at: runner, withIntermediateDirectories: true)
        let githubPath = temp.path("github-path")
        let installed = try Tool.run("/bin/sh", ["-c", install], in: site, environment: [
            "RECIPOSITORY_URL": binaryURL, "RUNNER_TEMP": runner.path, "GITHUB_PATH": githubPath.path])
        #expect(installed.status == 0, "\(installed.stdout)\(installed.stderr)")
        let bin = try String(contentsOf: githubPath, encoding: .utf8).trimmingCharacters(in: .newlines)
        #expect(bin == runner.appendingPathComponent("bin").path)
        let version = try Tool.run(bin + "/recipository", ["--version"])
        #expect(version.stdout == RecipositoryVersion.number + "\n", "the downloaded binary runs")

        try runAsTheRunnerWould(runs, in: site, bin: bin)
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("public/recipes/pancakes/index.html").path))
    }

    @Test func withoutABinaryAddressTheInstallStepStopsAndSaysWhatToSet() throws {
        for host in CIWorkflow.allCases {
            let file = try parse(host.contents())
            let install: String
            switch host {
            case .github, .forgejo:
                #expect(file["env"]?["RECIPOSITORY_URL"]?.text == "${{ vars.RECIPOSITORY_URL || '' }}")
                let steps = try #require(file["jobs"]?["build"]?["steps"]?.items)
                install = try #require(steps.first { $0["name"]?.text == "Install recipository" }?["run"]?.text)
            case .gitlab:
                #expect(file["variables"]?["RECIPOSITORY_URL"]?.text == "")
                install = (file["default"]?["before_script"]?.items?.compactMap(\.text) ?? []).joined(separator: "\n")
            }
            let temp = try TemporaryFolder()
            let ran = try Tool.run("/bin/sh", ["-c", install], in: temp.url, environment: [
                "RECIPOSITORY_URL": "", "RUNNER_TEMP": temp.path("runner").path, "GITHUB_PATH": temp.path("github-path").path])
            #expect(ran.status == 1, "\(host): \(ran.stdout)\(ran.stderr)")
            #expect(ran.stdout.contains("No RECIPOSITORY_URL. Set it to the address of recipository-linux-x86_64"), "\(host): \(ran.stdout)")
            #expect(ran.stdout.contains("recipository init --binary-url URL"))
            #expect(!FileManager.default.fileExists(atPath: temp.path("runner/bin").path), "\(host) went on")
        }
        let help = try Executable.run(["init", "--help"])
        #expect(help.stdout.contains("--binary-url"))
        let temp = try TemporaryFolder()
        for bad in ["ftp://example.org/recipository", "https://example.org/a b", "https://example.org/$HOME", "recipository"] {
            let refused = try Executable.run(["init", temp.path("site").path, "--binary-url", bad])
            #expect(refused.status == 2, "\(bad) was taken")
            #expect(refused.stderr.contains("--binary-url must be"), "\(refused.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: temp.path("site").path))
    }

    @Test func initWithCIAddsEachHostsFileToAnExistingSiteAndNeverOverwrites() throws {
        let temp = try TemporaryFolder()
        let site = temp.path("family")
        #expect(try Executable.run(["init", site.path, "--ci", "gitlab"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent(".gitlab-ci.yml").path))
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent(".github").path))
        let recipe = site.appendingPathComponent("content/recipes/pancakes.md")
        let recipeBefore = try Data(contentsOf: recipe)

        for host in [CIWorkflow.github, .forgejo] {
            let added = try Executable.run(["init", site.path, "--ci", host.rawValue])
            #expect(added.status == 0, "\(added.stderr)")
            #expect(added.stdout == "Created \(site.appendingPathComponent(host.path).path)\n", "\(added.stdout)")
        }
        for host in CIWorkflow.allCases {
            let file = site.appendingPathComponent(host.path)
            try Data("# mine\n".utf8).write(to: file)
            let again = try Executable.run(["init", site.path, "--ci", host.rawValue])
            #expect(again.status == 2, "\(host) was written over")
            #expect(again.stderr.contains("already exists"), "\(again.stderr)")
            #expect(try String(contentsOf: file, encoding: .utf8) == "# mine\n")
        }
        #expect(try Data(contentsOf: recipe) == recipeBefore, "--ci on an existing site changes no recipe")
        let unknown = try Executable.run(["init", site.path, "--ci", "jenkins"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("github"), "\(unknown.stderr)")
    }

    @Test func gitLabPipelineChecksEveryBranchAndPublishesPagesFromTheDefaultBranch() throws {
        let pipeline = try parse(CIWorkflow.gitlab.contents())
        #expect(pipeline["default"]?["image"]?.text == "buildpack-deps:bookworm-curl", "a glibc image with curl")
        let pages = try #require(pipeline["pages"])
        #expect(pages["artifacts"]?["paths"]?.items?.map(\.text) == ["public"])
        #expect(pages["rules"]?.items?.first?["if"]?.text == "$CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH")
        #expect(pipeline["check"]?["rules"]?.items?.first?["if"]?.text == "$CI_COMMIT_BRANCH != $CI_DEFAULT_BRANCH")
        let scripts = [pages, try #require(pipeline["check"])].flatMap { $0["script"]?.items?.compactMap(\.text) ?? [] }
        #expect(scripts == ["recipository check .", "recipository build .", "recipository check .", "recipository build ."])
        let before = pipeline["default"]?["before_script"]?.items?.compactMap(\.text) ?? []
        #expect(before.dropFirst().first?.hasPrefix("curl --fail") == true)

        let temp = try TemporaryFolder()
        let site = temp.path("family")
        #expect(try Executable.run(["init", site.path, "--ci", "gitlab"]).status == 0)
        try runAsTheRunnerWould(Array(scripts.prefix(2)), in: site)
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("public/index.html").path))
    }

    @Test func forgejoWorkflowChecksBuildsAndPushesThePagesBranch() throws {
        let workflow = try parse(CIWorkflow.forgejo.contents())
        let steps = try #require(workflow["jobs"]?["build"]?["steps"]?.items)
        let runs = steps.compactMap { $0["run"]?.text }
        #expect(runs.contains("recipository check --format github ."))
        #expect(runs.contains("recipository build ."))
        let publish = try #require(steps.first { $0["name"]?.text == "Publish to the pages branch" })
        #expect(publish["if"]?.text?.contains("default_branch") == true)
        #expect(publish["run"]?.text?.contains("git push --force") == true)
        #expect(publish["run"]?.text?.contains(" pages\n") == true)
    }

    /// Every `recipository` line is checked against the CLI's `--help`, then every line that
    /// needs no network (not the download) is run in the site with the binary in `bin` (by
    /// default the one the tests run) on PATH.
    private func runAsTheRunnerWould(_ scripts: [String], in site: URL, bin: String = Executable.url.deletingLastPathComponent().path) throws {
        let lines = scripts.flatMap { $0.split(separator: "\n").map(String.init) }
        let commands = lines.filter { $0.hasPrefix("recipository ") }
        #expect(commands.count >= 2)
        for command in commands {
            let words = command.split(separator: " ").map(String.init)
            let help = try Executable.run([words[1], "--help"])
            #expect(help.status == 0, "`\(words[1])` is not a recipository command")
            for option in words.dropFirst(2) where option.hasPrefix("-") {
                #expect(help.stdout.contains(option), "`recipository \(words[1]) --help` has no \(option)")
            }
            let ran = try Tool.run("/bin/sh", ["-c", command], in: site, environment: ["PATH": bin + ":/usr/bin:/bin"])
            #expect(ran.status == 0, "`\(command)` failed: \(ran.stdout)\(ran.stderr)")
        }
    }

    private func parse(_ text: String) throws -> YAMLNode {
        guard case .document(let root) = YAMLComposer.compose(text, maximumDepth: 16) else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "the CI file is not valid YAML"])
        }
        return root
    }
}

private extension YAMLNode {
    subscript(key: String) -> YAMLNode? {
        guard case .mapping(let pairs, _) = self else { return nil }
        return pairs.first { $0.key.scalar?.string == key }?.value
    }

    var items: [YAMLNode]? {
        if case .sequence(let items, _) = self { return items }
        return nil
    }

    var text: String? { scalar?.string }
}
