/// Reads a cooking time as people write it (`45 min`, `1h15m`, `1 1/2 hours`, `1:15`,
/// `PT1H15M`, `10-15 min`) into whole minutes.
///
/// Nil means "not a time I can read" (`overnight`, `5 min/day`), so the caller can warn and
/// show the text as written. Never crashes, and stays linear on any input.
public enum DurationParser {
    /// Whole minutes, seconds rounded up (`30 sec` is 1). A bare number is minutes (`90`).
    ///
    /// A range (`10-15 min`, `10 to 15 minutes`, `1-2 hours`) gives its upper bound: a cook
    /// who plans for it is never caught short, and the recipe's total time stays an honest
    /// "ready in". A leading `~`, `about`, `at least`, ..., a trailing `+` or `.`, and a note in
    /// parentheses at the end (`30 min (plus rising)`) are allowed and ignored.
    public static func minutes(from text: String) -> Int? {
        guard var scanner = ValueScanner(text) else { return nil }
        scanner.skipSpaces()
        let seconds: Double?
        if looksLikeISO8601(scanner) {
            seconds = scanISO8601(&scanner)
        } else {
            seconds = scanWrittenDuration(&scanner)
        }
        guard let seconds, scanner.isAtEndIgnoringSpaces else { return nil }
        return wholeMinutes(seconds)
    }

    /// ISO 8601 for schema.org: `PT1H15M`, `PT45M`, `PT2H`, `PT0M`; hours are not folded
    /// into days (`PT26H`). Negative minutes are written as `PT0M`.
    public static func iso8601(minutes: Int) -> String {
        let minutes = Swift.max(minutes, 0)
        let hours = minutes / 60
        let rest = minutes % 60
        if hours == 0 { return "PT\(rest)M" }
        if rest == 0 { return "PT\(hours)H" }
        return "PT\(hours)H\(rest)M"
    }

    /// Minutes as people read and write them: `45 min`, `2 h`, `1 h 15 min` (read back by `minutes`).
    public static func human(minutes: Int) -> String {
        let (hours, rest) = Swift.max(minutes, 0).quotientAndRemainder(dividingBy: 60)
        switch (hours, rest) {
        case (0, _): return "\(rest) min"
        case (_, 0): return "\(hours) h"
        default: return "\(hours) h \(rest) min"
        }
    }
}

private extension DurationParser {
    enum TimeUnit: Int, Comparable {
        case second, minute, hour, day, week

        var seconds: Double {
            switch self {
            case .second: 1
            case .minute: 60
            case .hour: 3_600
            case .day: 86_400
            case .week: 604_800
            }
        }

        /// The unit a bare trailing number has after this one: `1 h 15` is 15 minutes,
        /// `2 min 30` is 30 seconds. Nothing after days: `2 days 3` is too unclear to guess.
        var nextSmaller: TimeUnit? {
            switch self {
            case .hour: .minute
            case .minute: .second
            default: nil
            }
        }

        static func < (a: TimeUnit, b: TimeUnit) -> Bool { a.rawValue < b.rawValue }

        static let words: [String: TimeUnit] = [
            "s": .second, "sec": .second, "secs": .second, "second": .second, "seconds": .second,
            "m": .minute, "mn": .minute, "min": .minute, "mins": .minute, "minute": .minute,
            "minutes": .minute,
            "h": .hour, "hr": .hour, "hrs": .hour, "hour": .hour, "hours": .hour,
            "d": .day, "day": .day, "days": .day,
            "w": .week, "wk": .week, "wks": .week, "week": .week, "weeks": .week,
        ]
    }

    /// One amount with its unit; `unit` is nil only for a bare number (`90`, the `10` of `10-15 min`).
    struct Part {
        var amount: Double
        var unit: TimeUnit?
    }

    static let approximationPhrases: [[String]] = [
        ["approximately"], ["approx"], ["about"], ["around"], ["roughly"], ["circa"], ["ca"],
        ["at", "least"], ["at", "most"], ["up", "to"], ["just", "under"], ["just", "over"],
        ["under"], ["over"], ["less", "than"], ["more", "than"], ["nearly"], ["almost"],
    ]

    static func wholeMinutes(_ seconds: Double) -> Int? {
        // Whole seconds first: ⅓ hour is 1199.99… seconds in floating point, and must be 20 minutes.
        let seconds = seconds.rounded()
        guard seconds.isFinite, seconds >= 0, seconds < 1e15 else { return nil }
        return (Int(seconds) + 59) / 60
    }

    // MARK: Written durations

    static func scanWrittenDuration(_ scanner: inout ValueScanner) -> Double? {
        skipApproximation(&scanner)
        guard let seconds = scanRange(&scanner), skipTrailer(&scanner) else { return nil }
        return seconds
    }

    static func skipApproximation(_ scanner: inout ValueScanner) {
        while true {
            scanner.skipSpaces()
            if scanner.skip("~") || scanner.skip("≈") || scanner.skip("±") { continue }
            guard scanner.skipAnyPhrase(approximationPhrases) != nil else { return }
            scanner.skip(".")
        }
    }

    /// A duration, or two joined by `-`, `–`, `~`, `to` or `or`; gives the upper one in seconds.
    static func scanRange(_ scanner: inout ValueScanner) -> Double? {
        guard let low = scanSum(&scanner) else { return nil }
        let afterLow = scanner.position
        scanner.skipSpaces()
        if scanner.skipDash() || scanner.skip("~") || scanner.skipWord("to") || scanner.skipWord("or") {
            scanner.skipSpaces()
            if let high = scanSum(&scanner) {
                // `10-15 min`: a bare lower bound takes the unit of the upper one.
                let lowSeconds = seconds(of: low, bareUnit: high.first?.unit ?? .minute)
                return Swift.max(lowSeconds, seconds(of: high, bareUnit: .minute))
            }
        }
        scanner.position = afterLow
        return seconds(of: low, bareUnit: .minute)
    }

    static func seconds(of parts: [Part], bareUnit: TimeUnit) -> Double {
        parts.reduce(0) { $0 + $1.amount * ($1.unit ?? bareUnit).seconds }
    }

    /// `1 h 15 min`, `1h15m`, `1 hour and 15 minutes`, `1 h 15`, `1:15`, or one bare number.
    /// Units must get smaller from left to right, so `5 min 5 min` is not read as 10.
    static func scanSum(_ scanner: inout ValueScanner) -> [Part]? {
        if let clock = scanClock(&scanner) { return clock }
        var parts: [Part] = []
        while true {
            let beforePart = scanner.position
            if !parts.isEmpty {
                scanner.skipSpaces()
                if scanner.skip(",") || scanner.skip("+") || scanner.skip("&") || scanner.skipWord("and") {
                    scanner.skipSpaces()
                }
            }
            guard var amount = scanAmount(&scanner) else {
                scanner.position = beforePart
                break
            }
            let afterAmount = scanner.position
            scanner.skipSpaces()
            guard let unit = scanUnit(&scanner) else {
                scanner.position = afterAmount
                if parts.isEmpty {
                    parts.append(Part(amount: amount, unit: nil))
                } else if let smaller = parts.last?.unit?.nextSmaller {
                    parts.append(Part(amount: amount, unit: smaller))
                } else {
                    scanner.position = beforePart
                }
                break
            }
            if let previous = parts.last?.unit, unit >= previous {
                scanner.position = beforePart
                break
            }
            // `an hour and a half`
            let afterUnit = scanner.position
            scanner.skipSpaces()
            if scanner.skipAndAHalf() {
                amount += 0.5
            } else {
                scanner.position = afterUnit
            }
            parts.append(Part(amount: amount, unit: unit))
        }
        return parts.isEmpty ? nil : parts
    }

    /// A number, or `a`/`an` (`an hour`), `half`/`half an` (`half an hour`), `a half`.
    static func scanAmount(_ scanner: inout ValueScanner) -> Double? {
        if scanner.skipWord("a") || scanner.skipWord("an") {
            let afterArticle = scanner.position
            scanner.skipSpaces()
            if scanner.skipWord("half") { return 0.5 }
            scanner.position = afterArticle
            return 1
        }
        if scanner.skipWord("half") {
            let afterHalf = scanner.position
            scanner.skipSpaces()
            if !(scanner.skipWord("an") || scanner.skipWord("a")) { scanner.position = afterHalf }
            return 0.5
        }
        return scanner.scanNumber(words: true)
    }

    static func scanUnit(_ scanner: inout ValueScanner) -> TimeUnit? {
        let start = scanner.position
        guard let word = scanner.scanWord(), let unit = TimeUnit.words[word] else {
            scanner.position = start
            return nil
        }
        // An abbreviation's dot (`1 hr. 15 min.`), but not a decimal point.
        if scanner.current == ".", scanner.peek(1).flatMap(ValueScanner.digitValue) == nil {
            scanner.skip(".")
        }
        return unit
    }

    /// `1:15` (hours and minutes) or `1:15:30`.
    static func scanClock(_ scanner: inout ValueScanner) -> [Part]? {
        let start = scanner.position
        guard let hours = scanner.scanDigits(), scanner.skip(":"),
              let minutes = scanner.scanDigits(), minutes.count == 2, minutes.value < 60
        else {
            scanner.position = start
            return nil
        }
        var parts = [Part(amount: Double(hours.value), unit: .hour), Part(amount: Double(minutes.value), unit: .minute)]
        let afterMinutes = scanner.position
        if scanner.skip(":"), let seconds = scanner.scanDigits(), seconds.count == 2, seconds.value < 60 {
            parts.append(Part(amount: Double(seconds.value), unit: .second))
        } else {
            scanner.position = afterMinutes
        }
        return parts
    }

    /// What may follow a duration: `+` (at least), a full stop, and a note in parentheses.
    static func skipTrailer(_ scanner: inout ValueScanner) -> Bool {
        scanner.skipSpaces()
        scanner.skip("+")
        scanner.skip(".")
        scanner.skipSpaces()
        if scanner.skip(",") || scanner.skip(";") { scanner.skipSpaces() }
        if scanner.current == "(" {
            guard scanner.skipParenthesized() else { return false }
            scanner.skipSpaces()
            scanner.skip(".")
        }
        return scanner.isAtEndIgnoringSpaces
    }

    // MARK: ISO 8601

    /// `P` or `p` followed by a digit or `T`: an ISO 8601 duration, or nothing readable.
    static func looksLikeISO8601(_ scanner: ValueScanner) -> Bool {
        guard let first = scanner.current, first == "P" || first == "p", let next = scanner.peek(1) else {
            return false
        }
        return next == "T" || next == "t" || ValueScanner.digitValue(next) != nil
    }

    /// `PT1H15M`, `P1DT2H`, `P1W`, `PT1.5H`; years and months are refused, as their length varies.
    static func scanISO8601(_ scanner: inout ValueScanner) -> Double? {
        scanner.position += 1  // P
        var total = 0.0
        var inTimePart = false
        var componentsInTimePart = 0
        var components = 0
        var lastRank = -1
        while let next = scanner.current, !ValueScanner.isSpace(next) {
            if !inTimePart, scanner.skip("T") || scanner.skip("t") {
                inTimePart = true
                continue
            }
            guard let amount = scanner.scanDecimal(), let designator = scanner.current else { return nil }
            scanner.position += 1
            let rankAndSeconds: (rank: Int, seconds: Double)
            switch (inTimePart, ValueScanner.asciiLowercase(designator)) {
            case (false, "w"): rankAndSeconds = (0, TimeUnit.week.seconds)
            case (false, "d"): rankAndSeconds = (1, TimeUnit.day.seconds)
            case (true, "h"): rankAndSeconds = (2, TimeUnit.hour.seconds)
            case (true, "m"): rankAndSeconds = (3, TimeUnit.minute.seconds)
            case (true, "s"): rankAndSeconds = (4, TimeUnit.second.seconds)
            default: return nil
            }
            guard rankAndSeconds.rank > lastRank else { return nil }
            lastRank = rankAndSeconds.rank
            total += amount * rankAndSeconds.seconds
            components += 1
            if inTimePart { componentsInTimePart += 1 }
        }
        guard components > 0, !inTimePart || componentsInTimePart > 0 else { return nil }
        return total
    }
}
