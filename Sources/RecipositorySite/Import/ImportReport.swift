import Foundation
import RecipositoryCore

/// What `import` tells the cook (text) or a tool (`--format json`).
public enum ImportReport {
    public static func text(_ reports: [RecipeImporter.SourceReport]) -> String {
        var out = ""
        for report in reports {
            for written in report.written {
                out += "\(written.replaced ? "Updated" : "Wrote") \(written.file) (\(written.title)) from \(report.source)\n"
                if let kept = written.kept {
                    out += "  kept \(kept) as it is: it was changed since it was imported, or written by hand, so --update wrote beside it\n"
                }
                for item in written.notImported { out += "  not imported: \(item)\n" }
            }
            for refused in report.refused {
                out += "Not written: \(refused.title) from \(report.source): \(refused.reason)\n"
            }
            for skipped in report.skipped {
                out += "Skipped \(skipped.title) from \(report.source): already imported as \(skipped.existing) (--update rewrites it)\n"
            }
            if let problem = report.problem { out += "No recipe in \(report.source): \(problem)\n" }
            if let failure = report.failure { out += "error: \(report.source): \(failure)\n" }
        }
        let written = reports.reduce(0) { $0 + $1.written.count }
        let skipped = reports.reduce(0) { $0 + $1.skipped.count }
        out += "\(written) recipe\(written == 1 ? "" : "s") written"
        if skipped > 0 { out += ", \(skipped) already imported" }
        return out + ".\n"
    }

    public static func json(_ reports: [RecipeImporter.SourceReport]) -> String {
        JSONValue.object([
            "status": .int(Int(RecipeImporter.exitStatus(reports))),
            "sources": .array(reports.map { report in
                .object([
                    "source": .string(report.source),
                    "written": .array(report.written.map {
                        .object(["file": .string($0.file), "title": .string($0.title),
                                 "not_imported": .array($0.notImported.map(JSONValue.string)), "updated": .bool($0.replaced),
                                 "kept": .string(orNull: $0.kept)])
                    }),
                    "skipped": .array(report.skipped.map { .object(["title": .string($0.title), "existing": .string($0.existing)]) }),
                    "not_written": .array(report.refused.map { .object(["title": .string($0.title), "reason": .string($0.reason)]) }),
                    "problem": .string(orNull: report.problem),
                    "failure": .string(orNull: report.failure),
                ])
            }),
        ]).prettyText
    }
}
