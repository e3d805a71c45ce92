import Foundation

/// What `import` tells the cook (text) or a tool (`--format json`).
public enum ImportReport {
    public static func text(_ reports: [RecipeImporter.SourceReport]) -> String {
        var out = ""
        for report in reports {
            for written in report.written {
                out += "\(written.replaced ? "Updated" : "Wrote") \(written.file) (\(written.title)) from \(report.source)\n"
                for item in written.notImported { out += "  not imported: \(item)\n" }
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
        let object: [String: Any] = [
            "status": Int(RecipeImporter.exitStatus(reports)),
            "sources": reports.map { report -> [String: Any] in
                [
                    "source": report.source,
                    "written": report.written.map { ["file": $0.file, "title": $0.title, "not_imported": $0.notImported, "updated": $0.replaced] as [String: Any] },
                    "skipped": report.skipped.map { ["title": $0.title, "existing": $0.existing] },
                    "problem": report.problem ?? NSNull(),
                    "failure": report.failure ?? NSNull(),
                ]
            },
        ]
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
