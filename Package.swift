// swift-tools-version: 6.0
import PackageDescription

/// Set by `.ci/fuzz` (docs/fuzzing.md), which builds with `--sanitize=fuzzer`: that links
/// libFuzzer into every executable, ThemeEmbedder included, so it then runs from libFuzzer's hook.
let fuzzing = Context.environment["RECIPOSITORY_FUZZ"] == "1"

let package = Package(
    name: "Recipository",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "recipository", targets: ["recipository"]),
        .executable(name: "recipository-bench", targets: ["RecipositoryBench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // Debian's libcmark-gfm-dev + libcmark-gfm-extensions-dev; one .pc links both.
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        // Debian's libyaml-dev: all YAML (front matter, recipository.yml) is composed from its events.
        .systemLibrary(name: "CLibYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        // The only module that sees cmark-gfm's and libyaml's C (and glibc's malloc.h: MallocSettings).
        .target(name: "RecipositoryMarkdown", dependencies: ["CCmarkGFM", "CLibYAML"]),
        // Debian's libjpeg62-turbo-dev, libpng-dev (with zlib) and libwebp-dev: each has a static
        // archive, so the release binary links them statically (.ci/release).
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng16", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"])]),
        // The only module that sees the picture libraries' C: decode, turn upright, resample,
        // encode, pure (bytes in, bytes out).
        // Optimized in debug builds too: resampling unoptimized is 30 times slower, and every test
        // that builds a site with pictures would wait on it.
        .target(name: "RecipositoryPictures", dependencies: ["CJPEG", "CPNG", "CWebP"],
                swiftSettings: [.unsafeFlags(["-O"])]),
        // Pure: front matter, typed model, validation, diagnostics, search index.
        .target(
            name: "RecipositoryCore",
            dependencies: ["RecipositoryMarkdown"]
        ),
        // I/O shell: loading, templates, view models, output formats, writing, the pipeline.
        .target(
            name: "RecipositorySite",
            dependencies: [
                "RecipositoryCore",
                "RecipositoryPictures",
            ],
            // Every program made with this module carries a GNU build id (a hash of its own
            // bytes, made by the linker), which an incremental build reads as "the binary" of its
            // cache key (`ProgramIdentity`): a new binary may render differently.
            linkerSettings: [.unsafeFlags(["-Xlinker", "--build-id=sha1"])],
            plugins: ["EmbedDefaultTheme"]
        ),
        // Build-time tool: turns the top-level Templates/ folder into a Swift dictionary.
        .executableTarget(name: "ThemeEmbedder", path: "Sources/ThemeEmbedder", swiftSettings: fuzzing ? [.define("LIBFUZZER_MAIN")] : []),
        // Runs ThemeEmbedder so the default theme is built into the binary.
        .plugin(
            name: "EmbedDefaultTheme",
            capability: .buildTool(),
            dependencies: ["ThemeEmbedder"],
            path: "Sources/EmbedDefaultTheme"
        ),
        .executableTarget(
            name: "recipository",
            dependencies: [
                "RecipositorySite",
                "RecipositoryMarkdown",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // gen_corpus.py makes the synthetic collections the benchmarks build (hugo_site.sh wraps one as a
        // Hugo site for compare-hugo); search-bench.js times
        // searches in the built search page; budget_bench.py counts what a built site costs a phone.
        .executableTarget(
            name: "RecipositoryBench",
            dependencies: ["RecipositorySite", "RecipositoryMarkdown"],
            exclude: ["gen_corpus.py", "hugo_site.sh", "search-bench.js", "budget_bench.py"]
        ),
        // What every test target shares: Tests/Fixtures, golden files, outside tools, running programs,
        // the bundled cookbook built.
        .target(name: "TestSupport", dependencies: ["RecipositorySite"], path: "Tests/TestSupport"),
        // libFuzzer targets: each main.swift holds only LLVMFuzzerTestOneInput; ordinary builds make empty programs.
        .target(name: "FuzzSupport", dependencies: ["RecipositorySite"]),
        .executableTarget(name: "FuzzFrontMatter", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzIngredientLine", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzValues", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzConfig", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzRecipePipeline", dependencies: ["FuzzSupport"]),
        // The import readers: pages and files from outside are the most hostile input there is.
        .executableTarget(name: "FuzzJSONLD", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzMicrodata", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzCooklang", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzHTMLReader", dependencies: ["FuzzSupport"]),
        .testTarget(name: "RecipositoryMarkdownTests", dependencies: ["RecipositoryMarkdown"]),
        .testTarget(name: "RecipositoryPicturesTests", dependencies: ["RecipositoryPictures"]),
        // Fixtures are read in place (through #filePath), so golden files can be re-recorded.
        .testTarget(name: "RecipositoryCoreTests", dependencies: ["RecipositoryCore", "TestSupport"]),
        .testTarget(name: "RecipositorySiteTests", dependencies: ["RecipositorySite", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "recipositoryTests", dependencies: ["recipository", "RecipositorySite", "RecipositoryMarkdown", "TestSupport"], exclude: ["Fixtures"]),
        // The tests that need programs beyond the build: Chromium, poppler, Python, Java and the Nu
        // checker, nginx, curl, openssl (CONTRIBUTING.md). The unit tests skip them.
        .testTarget(name: "IntegrationTests", dependencies: ["recipository", "RecipositorySite", "RecipositoryMarkdown", "TestSupport"], exclude: ["Fixtures"]),
    ]
)
