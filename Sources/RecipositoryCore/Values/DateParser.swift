/// Reads a calendar date: `2019-11-28`, `2019/11/28`, `2019-1-5`, or `28.11.2019`, with an
/// optional time that is checked and then dropped (`2019-11-28T10:00:00Z`,
/// `2019-11-28T10:00:00+01:00`, Jekyll's `2019-11-28 10:00:00 -0500`).
///
/// The date is taken as written, never converted to another time zone: the day the author
/// wrote is the day the site shows. Day-first dates are read only with dots (`28.11.2019`,
/// the German and Russian style, never used month-first); slashes are read only year-first,
/// because `11/12/2019` means a different day in the US and in Europe. Month and day are
/// validated (29 February only in leap years); anything else is nil so the caller can warn.
public enum DateParser {
    public static func parse(_ text: String) -> RecipeDate? {
        guard var scanner = ValueScanner(text) else { return nil }
        scanner.skipSpaces()
        guard let date = scanYearFirst(&scanner) ?? scanDayFirst(&scanner),
              isValid(date), skipTime(&scanner), scanner.isAtEndIgnoringSpaces
        else { return nil }
        return date
    }

    /// Whether the day exists in the Gregorian calendar (years 1 to 9999).
    public static func isValid(_ date: RecipeDate) -> Bool {
        guard (1...9999).contains(date.year), (1...12).contains(date.month), date.day >= 1 else { return false }
        return date.day <= daysIn(month: date.month, year: date.year)
    }
}

private extension DateParser {
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// `2019-11-28` or `2019/11/28` (the same separator twice).
    static func scanYearFirst(_ scanner: inout ValueScanner) -> RecipeDate? {
        let start = scanner.position
        guard let year = scanner.scanDigits(), year.count == 4,
              let separator = scanner.current, separator == "-" || separator == "/"
        else {
            scanner.position = start
            return nil
        }
        scanner.position += 1
        guard let month = scanner.scanDigits(), month.count <= 2, scanner.skip(separator),
              let day = scanner.scanDigits(), day.count <= 2
        else {
            scanner.position = start
            return nil
        }
        return RecipeDate(year: year.value, month: month.value, day: day.value)
    }

    /// `28.11.2019`.
    static func scanDayFirst(_ scanner: inout ValueScanner) -> RecipeDate? {
        let start = scanner.position
        guard let day = scanner.scanDigits(), day.count <= 2, scanner.skip("."),
              let month = scanner.scanDigits(), month.count <= 2, scanner.skip("."),
              let year = scanner.scanDigits(), year.count == 4
        else {
            scanner.position = start
            return nil
        }
        return RecipeDate(year: year.value, month: month.value, day: day.value)
    }

    /// Nothing, or `T`/space, `hh:mm[:ss[.fff]]` and an optional zone (`Z`, `+01:00`,
    /// `-0500`, `-5`, `UTC`). True when what follows the date is empty or such a time.
    static func skipTime(_ scanner: inout ValueScanner) -> Bool {
        if scanner.isAtEndIgnoringSpaces { return true }
        guard scanner.skip("T") || scanner.skip("t") || scanner.skip(where: ValueScanner.isSpace) else {
            return false
        }
        scanner.skipSpaces()
        guard let hour = scanner.scanDigits(), hour.count <= 2, hour.value <= 23, scanner.skip(":"),
              let minute = scanner.scanDigits(), minute.count == 2, minute.value <= 59
        else { return false }
        if scanner.skip(":") {
            guard let second = scanner.scanDigits(), second.count == 2, second.value <= 60 else { return false }
            if scanner.skip(".") || scanner.skip(",") {
                guard scanner.scanDigits() != nil else { return false }
            }
        }
        scanner.skipSpaces()
        return skipZone(&scanner)
    }

    static func skipZone(_ scanner: inout ValueScanner) -> Bool {
        if scanner.isAtEnd || scanner.skip("Z") || scanner.skip("z") || scanner.skipWord("utc") || scanner.skipWord("gmt") {
            return true
        }
        guard scanner.skip("+") || scanner.skip(where: ValueScanner.isDash) else { return false }
        guard let hours = scanner.scanDigits() else { return false }
        switch hours.count {
        case 1, 2:
            guard hours.value <= 14 else { return false }
            if scanner.skip(":") {
                guard let minutes = scanner.scanDigits(), minutes.count == 2, minutes.value <= 59 else { return false }
            }
            return true
        case 4:
            return hours.value / 100 <= 14 && hours.value % 100 <= 59
        default:
            return false
        }
    }
}
