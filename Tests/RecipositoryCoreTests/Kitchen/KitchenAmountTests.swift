import Testing
@testable import RecipositoryCore

@Suite struct KitchenAmountTests {
    static let factors = [Rational(1, 2), Rational(2), Rational(3), Rational(2, 3), Rational(5, 4), Rational(7, 3), Rational(1, 8)]
    static let quantities = [Quantity(Rational(1, 3)), Quantity(Rational(3, 2)), Quantity(low: Rational(2), high: Rational(3)),
                             Quantity(Rational(250)), Quantity(Rational(7, 8)), Quantity(low: Rational(1, 4), high: Rational(1, 2))]

    /// Property: scaling by k, then by 1/k, gives the original amount exactly, for every unit.
    @Test(arguments: factors)
    func scalingThereAndBackIsExact(_ factor: Rational) {
        for quantity in Self.quantities {
            for unit in [nil] + Unit.allCases {
                let amount = KitchenAmount(quantity, unit)
                #expect(amount.scaled(by: factor).scaled(by: Rational(1) / factor) == amount)
            }
        }
    }

    @Test func scalingIsExactRationalArithmetic() {
        #expect(KitchenAmount(Quantity(Rational(1, 3)), .cup).scaled(by: Rational(3)).quantity == Quantity(Rational(1)))
        #expect(KitchenAmount(Quantity(low: Rational(2), high: Rational(3)), nil).scaled(by: Rational(1, 2)).quantity
                == Quantity(low: Rational(1), high: Rational(3, 2)))
    }

    /// Exact unit sizes: the legal definitions, so 16 tbsp is a cup and 16 oz a pound exactly.
    @Test func unitSizesAreExact() {
        #expect(Unit.tbsp.baseAmount! * Rational(16) == Unit.cup.baseAmount!)
        #expect(Unit.tsp.baseAmount! * Rational(3) == Unit.tbsp.baseAmount!)
        #expect(Unit.oz.baseAmount! * Rational(16) == Unit.lb.baseAmount!)
        #expect(Unit.cup.baseAmount! * Rational(4) == Unit.quart.baseAmount!)
        #expect(Unit.cup.baseAmount! == Rational(2_365_882_365, 10_000_000))
        #expect(Unit.inch.baseAmount! == Rational(254, 10))
    }

    @Test(arguments: [
        // A cook's units after scaling, as written (US stays US, metric stays metric).
        (KitchenAmount(Quantity(Rational(2)), .tbsp), Rational(8), "1 cup"),
        (KitchenAmount(Quantity(Rational(1)), .tsp), Rational(3), "1 tbsp"),
        (KitchenAmount(Quantity(Rational(3, 2)), .tsp), Rational(3), "1½ tbsp"),
        (KitchenAmount(Quantity(Rational(6)), .tbsp), Rational(1), "6 tbsp"),
        (KitchenAmount(Quantity(Rational(2)), .tsp), Rational(2), "4 tsp"),
        // Spoons past half a cup or 5 tsp split as cookbooks write them (⅙ cup is 2 tbsp + 2 tsp).
        (KitchenAmount(Quantity(Rational(2)), .tbsp), Rational(4, 3), "2 tbsp + 2 tsp"),
        (KitchenAmount(Quantity(Rational(1, 3)), .cup), Rational(1, 2), "2 tbsp + 2 tsp"),
        (KitchenAmount(Quantity(Rational(9, 4)), .cup), Rational(1, 2), "1 cup + 2 tbsp"),
        (KitchenAmount(Quantity(Rational(5, 4)), .cup), Rational(1, 2), "½ cup + 2 tbsp"),
        (KitchenAmount(Quantity(Rational(3)), .tbsp), Rational(3), "½ cup + 1 tbsp"),
        (KitchenAmount(Quantity(Rational(7, 4)), .cup), Rational(1, 2), "¾ cup + 2 tbsp"),
        (KitchenAmount(Quantity(Rational(7, 2)), .tsp), Rational(2), "2 tbsp + 1 tsp"),
        (KitchenAmount(Quantity(Rational(5, 2)), .tsp), Rational(3), "2½ tbsp"),
        (KitchenAmount(Quantity(Rational(5, 4)), .tsp), Rational(4), "5 tsp"),
        (KitchenAmount(Quantity(Rational(25, 16)), .tsp), Rational(4), "6¼ tsp"),   // not `2 tbsp + ¼ tsp`
        (KitchenAmount(Quantity(Rational(2, 3)), .cup), Rational(2), "1⅓ cups"),
        (KitchenAmount(Quantity(Rational(1, 4)), .cup), Rational(1, 2), "2 tbsp"),
        (KitchenAmount(Quantity(Rational(750)), .g), Rational(2), "1.5 kg"),
        (KitchenAmount(Quantity(Rational(1)), .kg), Rational(1, 4), "250 g"),
        (KitchenAmount(Quantity(Rational(400)), .ml), Rational(3), "1.2 l"),
        (KitchenAmount(Quantity(Rational(1)), .lb), Rational(1, 2), "8 oz"),
        (KitchenAmount(Quantity(Rational(12)), .oz), Rational(2), "1½ lb"),
        (KitchenAmount(Quantity(Rational(1)), .quart), Rational(3, 2), "1½ quarts"),
        (KitchenAmount(Quantity(low: Rational(2), high: Rational(3)), .cup), Rational(1, 2), "1–1½ cups"),
        (KitchenAmount(Quantity(Rational(1)), .can), Rational(2), "2 cans"),
        (KitchenAmount(Quantity(Rational(3)), nil), Rational(1, 2), "1½"),
    ])
    func scaledAsACookWouldWriteIt(_ amount: KitchenAmount, _ factor: Rational, _ shown: String) {
        #expect(amount.scaled(by: factor).converted(to: .asWritten).displayed == shown)
    }

    /// A count scaled to an awkward fraction, as a cook says it: eggs and other things never cut to
    /// the nearest whole (`4⅔ eggs` is about 5), onions and lemons to the nearest half, never none.
    @Test(arguments: [
        (Rational(14, 3), true, "about 5"), (Rational(7, 2), true, "about 4"), (Rational(2), true, "2"),
        (Rational(1, 3), true, "about 1"), (Rational(4, 3), false, "about 1½"), (Rational(3, 2), false, "1½"),
        (Rational(1, 4), false, "about ½"), (Rational(5, 3), false, "about 1½"),
    ])
    func countsAreRoundedAsCooksSayThem(_ value: Rational, _ wholeOnly: Bool, _ shown: String) {
        #expect(KitchenAmount(Quantity(value), nil).shown(wholeOnly: wholeOnly) == shown)
    }

    @Test func countsOfUnitsAndRangesAndWhatTheListBuys() {
        #expect(KitchenAmount(Quantity(Rational(4, 3)), .dash).shown(wholeOnly: true) == "about 1 dash")
        #expect(KitchenAmount(Quantity(Rational(8, 3)), .clove).shown(wholeOnly: true) == "about 3 cloves")
        #expect(KitchenAmount(Quantity(low: Rational(4, 3), high: Rational(2)), nil).shown(wholeOnly: true) == "about 1–2")
        // An amount the author said was about (`~1/5 cup`, `about a handful`) and the rounding made about: said once.
        #expect(KitchenAmount(Quantity(Rational(1, 2), approximate: true), .handful).shown(wholeOnly: true) == "about 1 handful")
        #expect(KitchenAmount(Quantity(Rational(2), approximate: true), .handful).shown(wholeOnly: true) == "~2 handfuls")
        #expect(KitchenAmount(Quantity(Rational(3, 2)), .cup).shown(wholeOnly: true) == "1½ cups")   // a measure is not a count
        #expect(KitchenRounding.countToBuy(Rational(14, 3)) == Rational(5))
        #expect(KitchenRounding.countToBuy(Rational(2)) == Rational(2))
        #expect(KitchenRounding.countToBuy(Rational(1, 3)) == Rational(1))
        #expect(KitchenRounding.isCountedWhole(unit: nil, food: "eggs"))
        #expect(KitchenRounding.isCountedWhole(unit: nil, food: "large egg yolks"))
        #expect(KitchenRounding.isCountedWhole(unit: nil, food: "bay leaves"))
        #expect(KitchenRounding.isCountedWhole(unit: nil, food: "whole cloves"))
        #expect(KitchenRounding.isCountedWhole(unit: .clove, food: "garlic"))
        #expect(!KitchenRounding.isCountedWhole(unit: nil, food: "onions"))
        #expect(!KitchenRounding.isCountedWhole(unit: .stick, food: "butter"))
        // Half a can is used and the rest kept: a recipe halved reads `½ can`, not `about 1 can` (twice as much).
        #expect(!KitchenRounding.isCountedWhole(unit: .can, food: "diced tomatoes"))
        #expect(KitchenAmount(Quantity(Rational(1, 2)), .can).shown(wholeOnly: false) == "½ can")
    }

    @Test(arguments: [
        (KitchenAmount(Quantity(Rational(1)), .cup), SiteConfig.Units.metric, nil as String?, "240 ml"),
        (KitchenAmount(Quantity(Rational(1)), .cup), .metric, "flour", "125 g"),
        (KitchenAmount(Quantity(Rational(2)), .cup), .metric, "all-purpose flour", "250 g"),
        (KitchenAmount(Quantity(Rational(1)), .lb), .metric, nil, "455 g"),
        (KitchenAmount(Quantity(Rational(3)), .lb), .metric, nil, "1.35 kg"),
        (KitchenAmount(Quantity(Rational(9)), .inch), .metric, nil, "23 cm"),
        // Lengths as kitchen-conventions.md writes them: from 1 cm to the ½ cm (2 inches 5 cm, not 5.1; 1 inch 2.5 cm),
        // whole centimetres from 10 (a 12-inch pan 30 cm, as cooking-and-shopping.md says); back in inches to ⅛ below
        // 1 inch (5 mm is ¼ inch, 2.5 cm 1 inch), to ¼ below 2 (3 cm 1¼ inch), whole from 4 (30 cm 12 inches).
        (KitchenAmount(Quantity(Rational(2)), .inch), .metric, nil, "5 cm"),
        (KitchenAmount(Quantity(Rational(1)), .inch), .metric, nil, "2.5 cm"),
        (KitchenAmount(Quantity(Rational(1, 2)), .cm), .us, nil, "¼ inch"),
        (KitchenAmount(Quantity(Rational(5, 2)), .cm), .us, nil, "1 inch"),
        (KitchenAmount(Quantity(Rational(3)), .cm), .us, nil, "1¼ inch"),   // before the food it sizes: `1¼ inch ginger`
        (KitchenAmount(Quantity(Rational(12)), .inch), .metric, nil, "30 cm"),
        // Fluid ounces, kept as written, to the half ounce as ounces are (64 fl oz of broth for 5 made for 2: 25½).
        (KitchenAmount(Quantity(Rational(128, 5)), .flOz), .asWritten, nil, "25½ fl oz"),
        (KitchenAmount(Quantity(Rational(30)), .cm), .us, nil, "12 inch"),
        (KitchenAmount(Quantity(Rational(500)), .g), .us, nil, "1 lb"),
        (KitchenAmount(Quantity(Rational(227)), .g), .us, "butter", "1 cup"),
        (KitchenAmount(Quantity(Rational(200)), .g), .us, "sugar", "1 cup"),
        // By the cup (1.5 kg of flour, USDA's 125 g a cup, is 12 cups, as big challah recipes write it);
        // past 8 cups of a food lighter than 60 g a cup a US cook weighs it: 250 g of cilantro (16 g a
        // cup) is 8.8 oz, to the half ounce 9, not 15⅔ cups; 100 g of it stays 6¼ cups.
        (KitchenAmount(Quantity(Rational(1500)), .g), .us, "all-purpose flour", "12 cups"),
        (KitchenAmount(Quantity(Rational(100)), .g), .us, "cilantro", "6¼ cups"),
        (KitchenAmount(Quantity(Rational(250)), .g), .us, "cilantro", "9 oz"),
        (KitchenAmount(Quantity(Rational(250)), .ml), .us, nil, "1 cup"),
        (KitchenAmount(Quantity(Rational(15)), .ml), .us, nil, "1 tbsp"),
        // 20 ml is 4.06 tsp: a cook spoons 4 tsp (not 1¼ tbsp); 25 ml 5 tsp; 45 ml 3 tbsp; 50 ml 3½ tbsp.
        (KitchenAmount(Quantity(Rational(20)), .ml), .us, nil, "4 tsp"),
        (KitchenAmount(Quantity(Rational(25)), .ml), .us, nil, "5 tsp"),
        (KitchenAmount(Quantity(Rational(45)), .ml), .us, nil, "3 tbsp"),
        (KitchenAmount(Quantity(Rational(50)), .ml), .us, nil, "3½ tbsp"),
        (KitchenAmount(Quantity(Rational(2)), .can), .metric, nil, "2 cans"),
        (KitchenAmount(Quantity(Rational(1)), .tsp), .metric, "salt", "1 tsp"),
        (KitchenAmount(Quantity(Rational(6)), .tsp), .metric, nil, "2 tbsp"),
        (KitchenAmount(Quantity(Rational(16)), .tbsp), .metric, nil, "240 ml"),
        // A Nordic jug's decilitres and a bar's centilitres stay themselves below a litre (2 dl, not 200 ml; 12 dl is
        // 1.2 l); a US page measures them in cups (2.5 dl is 1 cup, 250 ml).
        (KitchenAmount(Quantity(Rational(2)), .dl), .metric, nil, "2 dl"),
        (KitchenAmount(Quantity(Rational(5, 2)), .dl), .asWritten, "flour", "2.5 dl"),
        (KitchenAmount(Quantity(Rational(8)), .cl), .metric, nil, "8 cl"),
        (KitchenAmount(Quantity(Rational(12)), .dl), .metric, nil, "1.2 l"),
        (KitchenAmount(Quantity(Rational(5, 2)), .dl), .us, nil, "1 cup"),
    ])
    func convertedWithinADimensionOrThroughADensity(_ amount: KitchenAmount, _ system: SiteConfig.Units, _ food: String?,
                                                   _ shown: String) {
        let density = food.flatMap { FoodTable.builtIn.weights(food: $0, unit: amount.unit, size: nil, preparation: nil)?.gramsPerMl }
        #expect(amount.converted(to: system, density: density).displayed == shown)
    }

    /// Property: metric → US → metric comes back within the rounding shown (the US side to a
    /// quarter or a third of a cup or spoon, ½ oz, ¼ lb: at most a quarter of its unit off).
    @Test(arguments: [Unit.g, .ml])
    func conversionsRoundTripWithinTheirRounding(_ unit: Unit) {
        for grams in stride(from: 10, through: 2000, by: 35) {
            let start = KitchenAmount(Quantity(Rational(grams)), unit)
            let us = start.converted(to: .us)
            let shownUS = KitchenAmount(Quantity(KitchenRounding.round(us.quantity.low, unit: us.unit)), us.unit)
            let back = shownUS.converted(to: .metric).expressed(in: unit)!.quantity.low
            // The US rounding is at most half of its coarsest step, ½ of the unit shown.
            let tolerance = us.unit!.baseAmount! * Rational(1, 4)
            let error = back < Rational(grams) ? Rational(grams) - back : back - Rational(grams)
            #expect(error <= tolerance, "\(grams) \(unit) → \(shownUS.displayed) → \(back.doubleValue)")
            #expect(start.converted(to: .us).converted(to: .metric).expressed(in: unit)!.quantity.low == Rational(grams),
                    "unrounded, the round trip is exact")
        }
    }

    /// `2 sticks` of butter are 225 g on a metric page as cooks write it (USDA 01001: 1 stick 113 g,
    /// 226 g exactly); `3 tbsp` stay spoons.
    @Test func sticksAreWeighedInMetric() {
        let stick = FoodTable.builtIn.weights(food: "butter", unit: .stick, size: nil, preparation: nil)?.gramsEach
        #expect(KitchenAmount(Quantity(Rational(2)), .stick).converted(to: .metric, stickGrams: stick).displayed == "225 g")
        #expect(KitchenAmount(Quantity(Rational(2)), .stick).converted(to: .us, stickGrams: stick).displayed == "2 sticks")
        #expect(KitchenAmount(Quantity(Rational(3)), .tbsp).converted(to: .metric, density: Rational(227) / Unit.cup.baseAmount!).displayed == "3 tbsp")
    }

    /// A metric page keeps spoons up to 4 tablespoons (kitchen-conventions.md: "spoons stay spoons for small
    /// amounts of any food"): `4 tbsp` of soy sauce, or `2 tbsp` doubled, is `4 tbsp`, never the US `¼ cup` it
    /// read; past 4 tbsp a liquid is millilitres (5 tbsp, 73.9 ml: `75 ml`); a US page still says `¼ cup`.
    @Test func aMetricPageNeverTurnsSpoonsIntoCups() {
        #expect(KitchenAmount(Quantity(Rational(4)), .tbsp).converted(to: .metric).displayed == "4 tbsp")
        #expect(KitchenAmount(Quantity(Rational(2)), .tbsp).scaled(by: Rational(2)).converted(to: .metric).displayed == "4 tbsp")
        #expect(KitchenAmount(Quantity(Rational(12)), .tsp).converted(to: .metric).displayed == "4 tbsp")
        #expect(KitchenAmount(Quantity(Rational(5)), .tbsp).converted(to: .metric).displayed == "75 ml")
        #expect(KitchenAmount(Quantity(Rational(4)), .tbsp).converted(to: .us).displayed == "¼ cup")
    }

    @Test func siteDensitiesAndAislesOverrideTheBuiltInOnes() {
        let yaml = """
            densities:
              flour: 120 g per cup
              honey: 1.42 g/ml
              gravel: 300
            aisles:
              Asian shop: [miso, gochujang]
              Baking: [sesame seeds]
            pantry: [salt, rice]
            """
        let (config, _, diagnostics) = SiteConfigDecoder.decode(yaml, path: "recipository.yml")
        #expect(diagnostics.isEmpty)
        func perMl(_ food: String) -> Rational? { config.foods.weights(food: food, unit: .cup, size: nil, preparation: nil)?.gramsPerMl }
        #expect(perMl("flour") == Rational(120) / Unit.cup.baseAmount!)
        #expect(perMl("honey") == Rational(142, 100))
        #expect(perMl("gravel") != nil)
        #expect(config.aisles.aisle(of: "white miso") == "Asian shop")
        #expect(config.aisles.aisle(of: "sesame seeds") == "Baking")
        #expect(config.aisles.aisle(of: "onions") == "Fruit and vegetables")
        #expect(config.pantry == ["salt", "rice"])
        let (_, _, bad) = SiteConfigDecoder.decode("densities:\n  flour: lots\n", path: "recipository.yml")
        #expect(bad.map(\.code.rawValue) == ["config-value"])
        #expect(bad.first?.location.line == 2)
    }
}
