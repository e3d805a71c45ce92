import Foundation
import Testing

/// The kitchen truth suite: real recipes, from the bundled cookbook and the based.cooking
/// fixtures, in metric, in US measures and doubled; every ingredient line, and in metric and US
/// every step sentence that holds a number, as the page shows it, against what a cook expects.
/// The expected text is written by hand from the recipe and kitchen-conventions.md (as corrected
/// in docs/cooking-and-shopping.md), never copied from the program's output. The few lines the
/// page still gets wrong are listed in `KitchenTruth.knownMisses`, each with the reason: a new
/// miss fails, and so does a known one put right (take it off the list). The score is printed.
@Suite(.blocking, .serialized) struct KitchenTruthTests {
    @Test(.timeLimit(.minutes(5))) func everyLineAsACookWritesIt() throws {
        let sites = try KitchenTruthSites.shared.get()
        var checked = 0, missed: [String] = [], fixed: [String] = []
        for truth in KitchenTruth.all {
            let shown = try sites.shown(truth)
            #expect(shown.errors.isEmpty, "\(truth.slug) \(truth.mode): \(shown.errors)")
            for (part, expected, got) in [("ingredients", truth.ingredients, shown.ingredients), ("steps", truth.steps, shown.steps)] {
                if part == "steps" && truth.mode == .doubled { continue }
                #expect(got.count == expected.count, "\(truth.slug) \(truth.mode) \(part): \(expected.count) expected, \(got.count) shown: \(got)")
                for (index, line) in expected.enumerated() {
                    checked += 1
                    let seen = index < got.count ? got[index] : "(nothing)"
                    let key = "\(truth.slug) \(truth.mode) \(line)"
                    let known = KitchenTruth.knownMisses[key] != nil
                    if seen != line && !known { missed.append("\(key)\n    shown: \(seen)") }
                    if seen == line && known { fixed.append(key) }
                }
            }
        }
        let wrong = missed.count + KitchenTruth.knownMisses.count - fixed.count
        print("Kitchen truth: \(checked - wrong) of \(checked) lines as a cook writes them (\(KitchenTruth.all.count) recipe views, \(KitchenTruth.knownMisses.count) known misses)")
        #expect(missed.isEmpty, "\(missed.count) lines not as a cook writes them:\n\(missed.joined(separator: "\n"))")
        #expect(fixed.isEmpty, "put right, take off knownMisses: \(fixed)")
        #expect(KitchenTruth.recipes >= 20)
    }
}
