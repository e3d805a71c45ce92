import Foundation
import RecipositoryCore

/// `--verbose`: each stage's CPU time, one line a stage (`build`, and each rebuild of `serve`).
enum StageReport {
    static func print(_ times: StageTimes) {
        for stage in Stage.allCases {
            FileHandle.standardError.write(Data(String(format: "  %@: %.3f s CPU\n", stage.rawValue, times.seconds(stage)).utf8))
        }
    }
}
