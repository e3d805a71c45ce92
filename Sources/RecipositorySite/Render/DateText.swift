import Foundation
import RecipositoryCore

/// A date as people read it, in the site's language (`20 November 2025`, `20. November 2025`),
/// from ICU's long date style. Computed from the date alone (no clock, no time zone shift), so
/// a build gives the same bytes every time.
enum DateText {
    static func words(_ date: RecipeDate, language: String) -> String {
        var components = DateComponents()
        (components.year, components.month, components.day) = (date.year, date.month, date.day)
        components.hour = 12
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        guard let instant = calendar.date(from: components) else { return date.description }
        return cache.withLock { formatters in
            let formatter = formatters[language] ?? makeFormatter(language)
            formatters[language] = formatter
            return formatter.string(from: instant)
        }
    }

    /// One formatter per language, kept: making one costs far more than using it.
    private static func makeFormatter(_ language: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: language.isEmpty ? "en" : language)
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.dateStyle = .long
        formatter.timeStyle = .none
        return formatter
    }

    private static let cache = LockedFormatters()
}

/// DateFormatter is not Sendable; each is used under this lock only.
private final class LockedFormatters: @unchecked Sendable {
    private var formatters: [String: DateFormatter] = [:]
    private let lock = NSLock()

    func withLock<T>(_ body: (inout [String: DateFormatter]) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&formatters)
    }
}
