/// The nutrients a nutrition panel gives, for some amount of food: energy in kcal, sodium in mg,
/// the rest in grams. Estimates, so plain Doubles (the table's values are USDA's decimals).
public struct Nutrients: Hashable, Sendable {
    public var energyKcal: Double = 0
    public var protein: Double = 0
    public var fat: Double = 0
    public var saturatedFat: Double = 0
    public var carbohydrate: Double = 0
    public var fiber: Double = 0
    public var sugars: Double = 0
    public var sodiumMg: Double = 0

    public init() {}

    /// The table's order (`FoodTable+Data.swift`): kcal protein fat carbohydrate fiber sugars sodium saturated.
    init(table values: [Double]) {
        guard values.count == 8 else { return }
        (energyKcal, protein, fat, carbohydrate, fiber, sugars, sodiumMg, saturatedFat) =
            (values[0], values[1], values[2], values[3], values[4], values[5], values[6], values[7])
    }

    /// 4.184 kJ to the kcal (the thermochemical calorie, as food labels use it).
    public var energyKJ: Double { energyKcal * 4.184 }
    /// Salt as labels give it: sodium × 2.5.
    public var salt: Double { sodiumMg * 2.5 / 1000 }

    public func scaled(by factor: Double) -> Nutrients {
        var out = Nutrients()
        out.energyKcal = energyKcal * factor
        out.protein = protein * factor
        out.fat = fat * factor
        out.saturatedFat = saturatedFat * factor
        out.carbohydrate = carbohydrate * factor
        out.fiber = fiber * factor
        out.sugars = sugars * factor
        out.sodiumMg = sodiumMg * factor
        return out
    }

    public static func + (a: Nutrients, b: Nutrients) -> Nutrients {
        var out = Nutrients()
        out.energyKcal = a.energyKcal + b.energyKcal
        out.protein = a.protein + b.protein
        out.fat = a.fat + b.fat
        out.saturatedFat = a.saturatedFat + b.saturatedFat
        out.carbohydrate = a.carbohydrate + b.carbohydrate
        out.fiber = a.fiber + b.fiber
        out.sugars = a.sugars + b.sugars
        out.sodiumMg = a.sodiumMg + b.sodiumMg
        return out
    }
}
