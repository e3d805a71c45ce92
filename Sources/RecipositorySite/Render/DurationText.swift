/// Minutes as people read them (`1 h 15 min`) and as schema.org wants them (`PT1H15M`).
enum DurationText {
    static func human(minutes: Int) -> String {
        let (hours, rest) = minutes.quotientAndRemainder(dividingBy: 60)
        switch (hours, rest) {
        case (0, _): return "\(rest) min"
        case (_, 0): return "\(hours) h"
        default: return "\(hours) h \(rest) min"
        }
    }

    static func iso8601(minutes: Int) -> String {
        let (hours, rest) = minutes.quotientAndRemainder(dividingBy: 60)
        switch (hours, rest) {
        case (0, _): return "PT\(rest)M"
        case (_, 0): return "PT\(hours)H"
        default: return "PT\(hours)H\(rest)M"
        }
    }
}
