import Foundation

/// What `FoodTable.weights(food:unit:size:preparation:)` gave for each food, unit, size and
/// preparation asked, kept for the next line that asks the same: a collection names the same
/// few hundred foods thousands of times, and each line is weighed for its page, its shopping list
/// and its nutrition estimate (the weighing was 5% of a 10,000-recipe build's CPU). Copies of a
/// table share it (they weigh alike; `FoodTable.foods` set anew starts a fresh one), and every
/// core asks, so a lock guards it. No part of the table's value: any two are equal.
final class WeightsMemo: Hashable, @unchecked Sendable {
    struct Key: Hashable {
        let food: String
        let unit: Unit?
        let size: String?
        let preparation: String?
    }

    private let lock = NSLock()
    private var known: [Key: FoodWeights?] = [:]

    /// The weights kept for `key`, or `weigh`'s, kept.
    func weights(_ key: Key, weigh: () -> FoodWeights?) -> FoodWeights? {
        if let found = lock.withLock({ known[key] }) { return found }
        let weights = weigh()
        lock.withLock { known[key] = weights }
        return weights
    }

    static func == (a: WeightsMemo, b: WeightsMemo) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}
