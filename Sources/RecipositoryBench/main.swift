import Foundation
import RecipositoryCore
import RecipositoryMarkdown
import RecipositorySite

// A benchmark command, not a test: prints figures for a collection made by
// `python3 Sources/RecipositoryBench/gen_corpus.py N DIR`. Run it on a release build:
//   swift run -c release recipository-bench check DIR
// malloc set as `recipository` sets it, so the bench's builds hold memory as the program's do.
MallocSettings.apply(processors: ProcessInfo.processInfo.activeProcessorCount,
                     environment: ProcessInfo.processInfo.environment)
let arguments = CommandLine.arguments.dropFirst()
let usage = """
    usage: recipository-bench check|build|render|ingredients|search SITE [--runs N] [--output PARENT (build)]
           recipository-bench foods SITE...
           recipository-bench nutrition SITE
           recipository-bench mustache
           recipository-bench compare-hugo N [--runs R] [--disk DIR] [--recipository PATH] [--keep DIR]
           recipository-bench budgets SITE [--recipes N]
           recipository-bench models SITE
           recipository-bench model-heap SITE
           recipository-bench serve-reload N [--runs R] [--recipository PATH] [--edit text|title|tag|category|cuisine|new|rename|delete]

    """

/// Says what went wrong, and how to call the bench, and stops: a wrong argument is not a crash.
func stop(_ problem: String?) -> Never {
    FileHandle.standardError.write(Data(((problem.map { $0 + "\n" } ?? "") + usage).utf8))
    exit(2)
}

/// Runs a bench, its error a message (a missing folder, a tool that failed), never a backtrace.
func running(_ bench: () throws -> Void) -> Never {
    do {
        try bench()
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(2)
    }
    exit(0)
}

if arguments.contains("--help") || arguments.contains("-h") {
    print(usage, terminator: "")
    exit(0)
}
// A site is a folder: an option in its place (`budgets --runs 3`) or a mistyped path is said
// as such (Pipeline's errors on it are a cook's diagnostics, not a bench's usage).
let sitesFrom = ["check", "build", "render", "ingredients", "search", "foods", "nutrition", "budgets", "models", "model-heap"]
if let mode = arguments.first, sitesFrom.contains(mode) {
    guard arguments.count >= 2 else { stop("\(mode) needs a SITE folder") }
    let folders = mode == "foods" ? Array(arguments.dropFirst()) : [arguments[arguments.index(after: arguments.startIndex)]]
    for folder in folders {
        var isFolder: ObjCBool = false
        guard !folder.hasPrefix("-"), FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            stop("\(mode): no folder at \(folder)")
        }
    }
}
if arguments.first == "mustache" {
    running { try MustacheCostBench().run() }
}
if arguments.first == "model-heap" {
    running { try ModelHeapBench(site: arguments[arguments.index(after: arguments.startIndex)]).run() }
}
if arguments.first == "models" {
    running { try ModelBytesBench(site: arguments[arguments.index(after: arguments.startIndex)]).run() }
}
if arguments.first == "serve-reload" {
    running { try ServeReloadBench(arguments: Array(arguments.dropFirst())).run() }
}
if arguments.first == "compare-hugo" {
    running { try CompareHugoBench(arguments: Array(arguments.dropFirst())).run() }
}
if arguments.first == "budgets" {
    let rest = Array(arguments.dropFirst())
    let recipes = rest.firstIndex(of: "--recipes").flatMap { $0 + 1 < rest.count ? Int(rest[$0 + 1]) : nil }
    var withinBudgets = false
    do {
        withinBudgets = try BudgetBench(site: rest[0], recipes: recipes).run()
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(2)
    }
    exit(withinBudgets ? 0 : 1)
}
guard let mode = arguments.first, sitesFrom.contains(mode) else {
    stop(arguments.first.map { "no bench called \($0)" })
}
/// The value after an option (`--runs 3`), nil without one.
func value(of option: String) -> String? {
    arguments.firstIndex(of: option).flatMap { arguments.index(after: $0) < arguments.endIndex ? arguments[arguments.index(after: $0)] : nil }
}
let site = arguments[arguments.index(after: arguments.startIndex)]

// How much of a collection's ingredient lines was understood.
if mode == "ingredients" {
    let recipes = try Pipeline.check(site).result.recipes
    let lines = recipes.flatMap(\.ingredients)
    func share(_ n: Int) -> String { String(format: "%d (%.1f%%)", n, 100 * Double(n) / Double(max(lines.count, 1))) }
    print("recipes: \(recipes.count), ingredient lines: \(lines.count)")
    print("with a quantity: \(share(lines.count { $0.quantity != nil }))")
    print("with a unit: \(share(lines.count { $0.unit != nil }))")
    print("with a name: \(share(lines.count { !$0.name.isEmpty }))")
    print("quantity, unit and name: \(share(lines.count { $0.quantity != nil && $0.unit != nil && !$0.name.isEmpty }))")
    print("with an alternative measure: \(share(lines.count { $0.alternative != nil }))")
    exit(0)
}
// The foods the ingredient reader names in some collections, most used first (`count<TAB>food`):
// the input of Scripts/derive_food_table.py, which maps the most used by hand.
if mode == "foods" {
    var counts: [String: Int] = [:]
    for folder in arguments.dropFirst() {
        for ingredient in try Pipeline.check(folder).result.recipes.flatMap(\.ingredients) {
            for food in ingredient.foodChoices { counts[FoodKey.mergeKey(food), default: 0] += 1 }
        }
    }
    for (food, count) in counts.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }) { print("\(count)\t\(food)") }
    exit(0)
}
// Coverage of the nutrition estimate, and its error against recipes' own nutrition.
if mode == "nutrition" {
    try NutritionBench(site: site).run()
    exit(0)
}
let runsArgument = value(of: "--runs").flatMap { Int($0) }
let runs = runsArgument ?? 3

// The search page: index size, and search times measured inside headless Chromium.
if mode == "search" {
    exit(try SearchPageBench(site: site, runs: runsArgument ?? 20).run() ? 0 : 1)
}

func peakMemoryMB() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024  // Linux reports kilobytes
}

func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
}

/// Render busy time by output format (the files of one row of the output table).
func printRenderParts(_ times: StageTimes) {
    print("render busy by output format:")
    for (part, seconds) in times.partSeconds {
        print("  " + part.padding(toLength: 18, withPad: " ", startingAt: 0) + String(format: "%7.3f", seconds))
    }
}

// Rendering alone, nothing written: the site is loaded and planned once, then every page is
// rendered on every core, `--runs` times. For work on the renderer, free of the disk's noise.
if mode == "render" {
    // As a build would, pictures' sizes included; the output is never written.
    let unwritten = FileManager.default.temporaryDirectory.appendingPathComponent("recipository-bench-\(getpid())").path
    let check = Pipeline.validate(try Pipeline.load(site, for: .init(output: unwritten)), includeDrafts: false)
    let recipes = check.published
    let plan = Pipeline.render(Pipeline.plan(check), times: StageTimes()).pages
    var best: (wall: Double, times: StageTimes, bytes: Int)?
    for run in 1...runs {
        let times = StageTimes()
        let bytes = Counter()
        let start = DispatchTime.now().uptimeNanoseconds
        DispatchQueue.concurrentPerform(iterations: plan.unitCount) { unit in
            for page in plan.pages(unit: unit, times: times) { page.write { bytes.add($0.count) } }
        }
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        print(String(format: "run %d: %.3f s wall, %.3f s busy", run, wall, times.seconds(.render)))
        if wall < best?.wall ?? .infinity { best = (wall, times, bytes.value) }
    }
    print(String(format: "recipes: %d, units: %d, %.0f MB rendered; best %.3f s wall, %.3f s busy", recipes.count, plan.unitCount,
                 Double(best!.bytes) / 1e6, best!.wall, best!.times.seconds(.render)))
    printRenderParts(best!.times)
    print(String(format: "peak memory: %.0f MB", peakMemoryMB()))
    exit(0)
}

/// A total added to from many threads.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var value = 0
    func add(_ amount: Int) { lock.withLock { value += amount } }
}

// The whole build, each run into a new folder (`--output PARENT`, default the system's temporary
// folder): wall time, pages per second, peak memory, busy time and wall span per stage. The
// folders are deleted only at the end: on ext4, files made soon after many were deleted are slow
// to create (freed inodes are passed over for minutes), which would make each run slow the next.
// A last run builds over the first run's site, as an author's rebuild does, and is shown apart.
if mode == "build" {
    let parent = value(of: "--output").map { URL(fileURLWithPath: $0) }
        ?? FileManager.default.temporaryDirectory
    let outputs = (1...runs).map { parent.appendingPathComponent("recipository-bench-\(getpid())-\($0)") }
    // The folders go in all cases: `exit` skips the `defer`s of the scope it is called in.
    let removeOutputs = { for output in outputs { try? FileManager.default.removeItem(at: output) } }
    do {
        defer { removeOutputs() }
        var best = Double.infinity
        var summary: BuildSummary?
        var times = StageTimes()
        func build(into output: URL) throws -> (Double, StageTimes) {
            summary = nil
            let runTimes = StageTimes()
            let start = DispatchTime.now().uptimeNanoseconds
            summary = try Pipeline.build(site, options: .init(output: output.path), times: runTimes)
            return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, runTimes)
        }
        var firstRunPeak = 0.0
        for (run, output) in outputs.enumerated() {
            let (wall, runTimes) = try build(into: output)
            // Timing a build that wrote nothing would say nothing: say why instead.
            guard let summary, summary.wrote else {
                let errors = summary?.diagnostics.errorCount ?? 0
                FileHandle.standardError.write(Data("not built: \(errors == 1 ? "1 error" : "\(errors) errors") (`recipository check \(site)` lists them)\n".utf8))
                removeOutputs()
                exit(1)
            }
            if wall < best { best = wall; times = runTimes }
            // The process's peak never goes down, so after the first run it is that run's own.
            if run == 0 { firstRunPeak = peakMemoryMB() }
            print(String(format: "run %d: %.3f s wall (new folder)", run + 1, wall))
        }
        let files = summary!.files
        let pages = try FileManager.default.subpathsOfDirectory(atPath: outputs[0].path).filter { $0.hasSuffix(".html") }.count
        // Regular files only: a folder's own size is 4 KB on ext4 and next to nothing on tmpfs.
        let bytes = try FileManager.default.subpathsOfDirectory(atPath: outputs[0].path).reduce(0) { total, path in
            let attributes = try? FileManager.default.attributesOfItem(atPath: outputs[0].appendingPathComponent(path).path)
            guard attributes?[.type] as? FileAttributeType == .typeRegular else { return total }
            return total + ((attributes?[.size] as? Int) ?? 0)
        }
        print(String(format: "recipes: %d, files: %d (%.0f MB), HTML pages: %d, errors: %d", summary!.recipes, files,
                     Double(bytes) / 1e6, pages, summary!.diagnostics.errorCount))
        print(String(format: "best wall: %.3f s, %.0f pages/s, %.0f files/s", best, Double(pages) / best, Double(files) / best))
        print(String(format: "peak memory: %.0f MB in the first run (a build of its own); %.0f MB over all runs in one process",
                     firstRunPeak, peakMemoryMB()))
        print("per stage, best run: busy seconds summed over threads, and wall span (render and write overlap):")
        for stage in Stage.allCases {
            print("  " + stage.rawValue.padding(toLength: 13, withPad: " ", startingAt: 0)
                + String(format: "%7.3f busy %7.3f wall", times.seconds(stage), times.wallSeconds(stage)))
        }
        printRenderParts(times)
        let (rebuild, _) = try build(into: outputs[0])
        print(String(format: "rebuild over run 1's site (replaces and deletes it): %.3f s wall", rebuild))
    }
    exit(0)
}

var walls: [Double] = []
var last: (SiteCheck, StageTimes, Double)?
for run in 1...runs {
    last = nil  // so one run's results are not held while the next is measured
    let times = StageTimes()
    let cpuBefore = cpuSeconds()
    let start = DispatchTime.now().uptimeNanoseconds
    let check = try Pipeline.check(site, times: times)
    let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    walls.append(wall)
    last = (check, times, cpuSeconds() - cpuBefore)
    print(String(format: "run %d: %.3f s wall", run, wall))
}
let (check, times, cpu) = last!
let best = walls.min()!
let recipes = check.loaded.recipes.count
print(String(format: "recipes: %d, errors: %d, warnings: %d", recipes, check.result.diagnostics.errorCount, check.result.diagnostics.warningCount))
print(String(format: "best wall: %.3f s, %.0f recipes/s; last run CPU %.2f s (%.1f cores busy)", best, Double(recipes) / best, cpu, cpu / walls.last!))
print(String(format: "peak memory: %.0f MB", peakMemoryMB()))
print("CPU seconds per stage (summed over threads, last run):")
for stage in [Stage.read, .frontMatter, .markdown, .model, .validate] {
    print("  " + stage.rawValue.padding(toLength: 13, withPad: " ", startingAt: 0) + String(format: "%.3f", times.seconds(stage)))
}
