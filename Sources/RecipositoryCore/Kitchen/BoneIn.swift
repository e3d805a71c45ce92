/// Meat weighed on the bone (`1 whole chicken (about 4 lb)`, `2 lb chicken wings`, `3 lb bone-in pork
/// shoulder`): the bone is bought and weighed but not eaten, and USDA's nutrients are per 100 g of
/// what is eaten, so the nutrition estimate counts the written weight less USDA's share of bone for
/// that cut (its refuse: a whole chicken 32%, a wing 38%). The shopping list and the metric view keep
/// the weight as written: it is what the cook buys.
enum BoneIn {
    /// The share of the line's weight that is bone: USDA's, where the line writes a weight of a meat
    /// USDA weighs with its bone and the line says it is on the bone, or names a cut sold on it (wings,
    /// drumsticks, chicken legs, spare and back ribs; a whole bird, or a bird counted with its weight); else 0.
    /// A count weighed by USDA's pieces is not reduced: USDA weighs those without the bone.
    static func share(of ingredient: Ingredient, food: FoodTable.USDAFood) -> Double {
        guard let bone = food.boneShare, writesWeight(ingredient) else { return 0 }
        let text = " " + TextFolding.fold(ingredient.text).map { $0.isLetter ? $0 : " " } + " "
        func says(_ phrases: [String]) -> Bool { phrases.contains { text.contains(" " + $0 + " ") } }
        if says(["boneless", "deboned", "boned", "bone removed", "bones removed", "off the bone"]) { return 0 }
        if says(["bone in", "on the bone", "with bone", "with the bone", "bone on"]) { return bone }
        let description = food.description.lowercased()
        if soldOnTheBone.contains(where: description.contains) { return bone }
        let isWholeBird = food.ndb.hasPrefix("05") && description.contains("meat and skin")
            && !birdParts.contains(where: description.contains)
        return isWholeBird && (says(["whole"]) || ingredient.unit == nil) ? bone : 0
    }

    /// The line gives a weight (`2 lb`, `1 (4 lb) chicken`, `1 chicken (about 1.5 kg)`), not a count USDA weighs.
    static func writesWeight(_ ingredient: Ingredient) -> Bool {
        if ingredient.unit?.dimension == .mass || FoodTable.alternativeGrams(of: ingredient) != nil { return true }
        guard ingredient.unit == nil else { return false }
        if ingredient.note.flatMap(FoodTable.noteGrams) != nil { return true }
        return [ingredient.textBeforeName.map(String.init), ingredient.name].contains {
            $0.flatMap { FoodTable.containerGrams(in: "1 " + $0) } != nil
        }
    }

    /// USDA's cuts that are sold on the bone whatever the line says.
    static let soldOnTheBone = ["wing,", "drumstick", ", leg,", "spareribs", "backribs"]
    /// A bird's parts, each its own USDA row: a row without them is the whole bird.
    static let birdParts = ["wing", "drumstick", "leg", "breast", "thigh", "back", "neck"]
}
