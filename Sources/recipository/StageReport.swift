import Foundation
import RecipositoryCore

/// `--verbose`: each stage's CPU time, one line a stage (`build`, and each rebuild of `serve`),
/// every thread's share of it; then the whole process's CPU time over the same span, with what
/// no stage measured.
enum StageReport {
    static func print(_ times: StageTimes) {
        var lines = ""
        var staged = 0.0
        for stage in Stage.allCases {
            staged += times.seconds(stage)
            lines += String(format: "  %@: %.3f s CPU\n", stage.rawValue, times.seconds(stage))
        }
        let total = times.totalSeconds
        lines += String(format: "  all, every thread: %.3f s CPU (%.3f s in no stage above)\n", total, max(0, total - staged))
        FileHandle.standardError.write(Data(lines.utf8))
    }
}
