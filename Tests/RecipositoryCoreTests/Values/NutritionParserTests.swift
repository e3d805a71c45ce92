import Testing
@testable import RecipositoryCore

extension ValuesTests {
    @Suite("NutritionParser")
    struct NutritionParserTests {
        static let readable: [(String, String, NutritionValue)] = [
            ("calories", "410", NutritionValue(name: "calories", amount: 410, unit: "kcal")),
            ("calories", "410 kcal", NutritionValue(name: "calories", amount: 410, unit: "kcal")),
            ("kcal", "410", NutritionValue(name: "calories", amount: 410, unit: "kcal")),
            ("Calories", "410 Cal", NutritionValue(name: "calories", amount: 410, unit: "kcal")),
            ("energy", "1715 kJ", NutritionValue(name: "calories", amount: 410, unit: "kcal")),
            ("calories", "410 calories", NutritionValue(name: "calories", amount: 410, unit: "kcal")),
            ("protein", "4 g", NutritionValue(name: "protein", amount: 4, unit: "g")),
            ("protein", "4g", NutritionValue(name: "protein", amount: 4, unit: "g")),
            ("protein", "4", NutritionValue(name: "protein", amount: 4, unit: "g")),
            ("protein", "~4 g", NutritionValue(name: "protein", amount: 4, unit: "g")),
            ("proteinContent", "4 grams", NutritionValue(name: "protein", amount: 4, unit: "g")),
            ("fat", "4.5 g", NutritionValue(name: "fat", amount: 4.5, unit: "g")),
            ("fat", "4,5 g", NutritionValue(name: "fat", amount: 4.5, unit: "g")),
            ("fat", "<1 g", NutritionValue(name: "fat", amount: 1, unit: "g")),
            ("Total Fat", "19 g", NutritionValue(name: "fat", amount: 19, unit: "g")),
            ("fat", "500 mg", NutritionValue(name: "fat", amount: 500, unit: "mg")),
            ("carbs", "58", NutritionValue(name: "carbohydrates", amount: 58, unit: "g")),
            ("carbohydrate", "58 g", NutritionValue(name: "carbohydrates", amount: 58, unit: "g")),
            ("carbohydrates", "58 g", NutritionValue(name: "carbohydrates", amount: 58, unit: "g")),
            ("saturated fat", "3 g", NutritionValue(name: "saturatedFat", amount: 3, unit: "g")),
            ("saturatedFat", "3", NutritionValue(name: "saturatedFat", amount: 3, unit: "g")),
            ("saturated_fat", "3 g", NutritionValue(name: "saturatedFat", amount: 3, unit: "g")),
            ("fiber", "2 g", NutritionValue(name: "fiber", amount: 2, unit: "g")),
            ("fibre", "2 g", NutritionValue(name: "fiber", amount: 2, unit: "g")),
            ("sugars", "10 g", NutritionValue(name: "sugar", amount: 10, unit: "g")),
            ("sugar", "10g", NutritionValue(name: "sugar", amount: 10, unit: "g")),
            ("sodium", "300 mg", NutritionValue(name: "sodium", amount: 300, unit: "mg")),
            ("sodium", "300", NutritionValue(name: "sodium", amount: 300, unit: "mg")),
            ("sodium", "0.3 g", NutritionValue(name: "sodium", amount: 0.3, unit: "g")),
            ("cholesterol", "20", NutritionValue(name: "cholesterol", amount: 20, unit: "mg")),
            ("potassium", "300 mg", NutritionValue(name: "potassium", amount: 300, unit: "mg")),
            ("Vitamin C", "20 %", NutritionValue(name: "Vitamin C", amount: 20, unit: "%")),
            ("vitamin d", "10 µg", NutritionValue(name: "vitamin d", amount: 10, unit: "mcg")),
            ("iron", "2", NutritionValue(name: "iron", amount: 2, unit: nil)),
        ]

        @Test(arguments: readable)
        func readsValue(name: String, text: String, expected: NutritionValue) {
            #expect(NutritionParser.value(name: name, text: text) == expected)
        }

        @Test(arguments: [("calories", "4 g"), ("protein", "300 kcal"), ("fat", "lots"), ("protein", ""),
                          ("protein", "-4 g"), ("protein", "4 g of it"), ("calories", "10%"), ("fat", "4 kg"),
                          ("sodium", "4 furlongs"), ("protein", "9999999999 g")])
        func refusesUnreadable(name: String, text: String) {
            #expect(NutritionParser.value(name: name, text: text) == nil)
        }

        @Test func readsYAMLNumbers() {
            #expect(NutritionParser.value(name: "calories", amount: 410) == NutritionValue(name: "calories", amount: 410, unit: "kcal"))
            #expect(NutritionParser.value(name: "sodium", amount: 300) == NutritionValue(name: "sodium", amount: 300, unit: "mg"))
            #expect(NutritionParser.value(name: "protein", amount: -1) == nil)
            #expect(NutritionParser.value(name: "protein", amount: .nan) == nil)
        }

        @Test(arguments: [
            (NutritionValue(name: "calories", amount: 410, unit: "kcal"), "410 calories"),
            (NutritionValue(name: "protein", amount: 4, unit: "g"), "4 g"),
            (NutritionValue(name: "fat", amount: 4.5, unit: "g"), "4.5 g"),
            (NutritionValue(name: "sodium", amount: 300, unit: "mg"), "300 mg"),
            (NutritionValue(name: "fat", amount: 0.25, unit: "g"), "0.25 g"),
            (NutritionValue(name: "fat", amount: 0.05, unit: "g"), "0.05 g"),
            (NutritionValue(name: "fat", amount: 1.0 / 3, unit: "g"), "0.33 g"),
            (NutritionValue(name: "iron", amount: 2, unit: nil), "2"),
            (NutritionValue(name: "vitamin c", amount: 20, unit: "%"), "20%"),
            (NutritionValue(name: "fat", amount: .infinity, unit: "g"), "0 g"),
        ])
        func writesSchemaOrgValue(value: NutritionValue, expected: String) {
            #expect(NutritionParser.schemaOrgValue(value) == expected)
        }

        @Test(arguments: [
            ("calories", "calories"), ("protein", "proteinContent"), ("fat", "fatContent"),
            ("carbohydrates", "carbohydrateContent"), ("carbs", "carbohydrateContent"),
            ("saturatedFat", "saturatedFatContent"), ("fiber", "fiberContent"), ("sugar", "sugarContent"),
            ("sodium", "sodiumContent"), ("cholesterol", "cholesterolContent"),
            ("transFat", "transFatContent"), ("unsaturatedFat", "unsaturatedFatContent"),
        ])
        func namesSchemaOrgProperty(name: String, property: String) {
            #expect(NutritionParser.schemaOrgProperty(name) == property)
        }

        @Test func unknownNutrientHasNoProperty() {
            #expect(NutritionParser.schemaOrgProperty("potassium") == nil)
            #expect(NutritionParser.canonicalName("potassium") == nil)
            #expect(NutritionParser.canonicalName("Saturated Fat") == "saturatedFat")
        }
    }
}
