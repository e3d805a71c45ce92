/// The based.cooking fixtures (`Tests/Fixtures/based-cooking`), worked out by hand from each
/// recipe's text. They have no servings: doubled is ×2.
extension KitchenTruth {
    static let basedCooking: [KitchenTruth] = lasagna + mazurek + roesti + basedBananaBread + onionRaitha + aelplermagronen
        + flammkuchen + sourdoughLoaf + paneerTikkaMasala

    static let lasagnaIngredients = """
        Parmesan cheese
        Emental cheese (optional)
        Dry mozzarella cheese
        Fresh Bolognese sauce or about 1 litre worth of store-bought sauce
        Béchamel sauce or ricotta lasagna filling
        Lasagna pasta sheets
        """
    static let lasagna = [
        KitchenTruth(.basedCooking, "lasagna", .metric, ingredients: lasagnaIngredients, steps: """
            If you want you can add 3-4 handfuls of grated emental cheese to the béchamel.
            If necessary, boil the lasagna noodles following the instructions on the packaging, start preheating your oven to 175°C.
            Place the tray in the centre of your pre-heated oven and let it cook for 30-35 minutes, after that remove the foil to let the top brown.
            Once it is done cooking take it out of the oven and cover again with aluminum foil, let it rest for 10 minutes before serving.
            """),
        KitchenTruth(.basedCooking, "lasagna", .us, ingredients: """
            Parmesan cheese
            Emental cheese (optional)
            Dry mozzarella cheese
            Fresh Bolognese sauce or about 1 quart worth of store-bought sauce
            Béchamel sauce or ricotta lasagna filling
            Lasagna pasta sheets
            """, steps: """
            If you want you can add 3-4 handfuls of grated emental cheese to the béchamel.
            If necessary, boil the lasagna noodles following the instructions on the packaging, start preheating your oven to 350°F.
            Place the tray in the centre of your pre-heated oven and let it cook for 30-35 minutes, after that remove the foil to let the top brown.
            Once it is done cooking take it out of the oven and cover again with aluminum foil, let it rest for 10 minutes before serving.
            """),
        KitchenTruth(.basedCooking, "lasagna", .doubled, ingredients: lasagnaIngredients.replacingOccurrences(of: "about 1 litre", with: "about 2 litres")),
    ]

    static let mazurek = [
        KitchenTruth(.basedCooking, "mazurek", .metric, ingredients: """
            315 g flour
            30 g powdered sugar
            200 g butter
            1 tablespoon 18% sour cream
            2 egg yolks
            topping: for example orange jam from 4 oranges
            walnuts
            pecans
            raisins
            sliced almonds
            """, steps: """
            Roll out flat and place in large baking sheet (this should be enough for a 25x35cm sheet) on top of parchment paper.
            Bake for 15-20 minutes in 200°C.
            """),
        KitchenTruth(.basedCooking, "mazurek", .us, ingredients: """
            2 1/2 cups flour
            1/4 cup powdered sugar
            7 oz butter
            1 tablespoon 18% sour cream
            2 egg yolks
            topping: for example orange jam from 4 oranges
            walnuts
            pecans
            raisins
            sliced almonds
            """, steps: """
            Roll out flat and place in large baking sheet (this should be enough for a 10x14in sheet) on top of parchment paper.
            Bake for 15-20 minutes in 395°F.
            """),
        KitchenTruth(.basedCooking, "mazurek", .doubled, ingredients: """
            5 cups flour
            ½ cup powdered sugar
            400 g (14 oz) butter
            2 tbsp 18% sour cream
            4 egg yolks
            topping: for example orange jam from 8 oranges
            walnuts
            pecans
            raisins
            sliced almonds
            """),
    ]

    static let roesti = [
        KitchenTruth(.basedCooking, "roesti", .metric, ingredients: """
            ~800 g potatoes (firm/waxy)
            2 carrots
            500 g peas or spinach
            4 eggs
            2 onions (medium size)
            butter
            """, steps: """
            I recommend a thickness of around 1 - 1.5cm for a softer Rösti.
            Check after roughly 5-10 minutes for browning.
            """),
        KitchenTruth(.basedCooking, "roesti", .us, ingredients: """
            ~1½ lb potatoes (firm/waxy)
            2 carrots
            ~1 lb peas or spinach
            4 eggs
            2 onions (medium size)
            butter
            """, steps: """
            I recommend a thickness of around 1/2" for a softer Rösti.
            Check after roughly 5-10 minutes for browning.
            """),
        KitchenTruth(.basedCooking, "roesti", .doubled, ingredients: """
            ~1.6 kg (~3 lb) potatoes (firm/waxy)
            4 carrots
            1 kg (~2 lb) peas or spinach
            8 eggs
            4 onions (medium size)
            butter
            """),
    ]

    static let basedBananaBread = [
        KitchenTruth(.basedCooking, "banana-bread", .metric, ingredients: """
            250 g all purpose flour
            1 1/2 teaspoon baking powder
            1/2 teaspoon baking soda
            1 teaspoon cinnamon
            1/4 teaspoon nutmeg
            1/4 teaspoon ginger
            1/4 teaspoon salt
            340 g mashed bananas (this is around 4-5 bananas)
            2 eggs
            200 g sugar (brown or white is fine)
            115 g butter
            30 g crushed walnuts
            """, steps: """
            Preheat oven to 175°C
            """),
        KitchenTruth(.basedCooking, "banana-bread", .us, ingredients: """
            2 cups all purpose flour
            1 1/2 teaspoon baking powder
            1/2 teaspoon baking soda
            1 teaspoon cinnamon
            1/4 teaspoon nutmeg
            1/4 teaspoon ginger
            1/4 teaspoon salt
            1 1/2 cups mashed bananas (this is around 4-5 bananas)
            2 eggs
            1 cup sugar (brown or white is fine)
            1/2 cup butter
            1/4 cup crushed walnuts
            """, steps: """
            Preheat oven to 350°F
            """),
        KitchenTruth(.basedCooking, "banana-bread", .doubled, ingredients: """
            4 cups all purpose flour
            1 tbsp baking powder
            1 tsp baking soda
            2 tsp cinnamon
            ½ tsp nutmeg
            ½ tsp ginger
            ½ tsp salt
            3 cups mashed bananas (this is around 8-10 bananas)
            4 eggs
            2 cups sugar (brown or white is fine)
            1 cup butter
            ½ cup crushed walnuts
            """),
    ]

    static let onionRaitha = [
        KitchenTruth(.basedCooking, "onion-raitha", .metric, ingredients: """
            500 gm of Greek Yogurt
            One Red onion
            50 gm of Cucumber
            Sprigs of Mint
            Dash of Honey
            Hint of Chilli Powder (Spicy option)/ Hint of sugar (Sweet option)
            """, steps: """
            Chop the onion into tiny cubes (0.5-1cm sized cubes)
            Add the mint, honey, 1 tsp of salt and the sugar/chilli powder (Depending on the sweet/spicy choice)
            """),
        KitchenTruth(.basedCooking, "onion-raitha", .us, ingredients: """
            2 cups of Greek Yogurt
            One Red onion
            2 oz of Cucumber
            Sprigs of Mint
            Dash of Honey
            Hint of Chilli Powder (Spicy option)/ Hint of sugar (Sweet option)
            """, steps: """
            Chop the onion into tiny cubes (3/8 inches sized cubes)
            Add the mint, honey, 1 tsp of salt and the sugar/chilli powder (Depending on the sweet/spicy choice)
            """),
        KitchenTruth(.basedCooking, "onion-raitha", .doubled, ingredients: """
            1 kg of Greek Yogurt
            2 Red onions
            100 g of Cucumber
            Sprigs of Mint
            2 dashes of Honey
            Hint of Chilli Powder (Spicy option)/ Hint of sugar (Sweet option)
            """),
    ]

    static let aelplermagronen = [
        KitchenTruth(.basedCooking, "aelplermagronen", .metric, ingredients: """
            ~150 g bacon cubes
            3 onions (medium size)
            400 g potatoes (firm/waxy)
            1–2 l milk
            400 g macaroni (dry weight)
            ~150 g medium soft cheese. Appenzeller works best. Gruyère would be my go-to alternative.
            a jar of apple sauce
            Feel free to vary these amounts, it's not like this is anything strict.
            """, steps: """
            Peel potatoes and cut them into ~1 cm cubes.
            Top everything with milk and let the potatoes cook for about 10 minutes.
            """),
        KitchenTruth(.basedCooking, "aelplermagronen", .us, ingredients: """
            ⅓ lb bacon cubes
            3 onions (medium size)
            15 oz potatoes (firm/waxy)
            ¼–½ gallon milk
            15 oz macaroni (dry weight)
            ⅓ lb medium soft cheese. Appenzeller works best. Gruyère would be my go-to alternative.
            a jar of apple sauce
            Feel free to vary these amounts, it's not like this is anything strict.
            """, steps: """
            Peel potatoes and cut them into ~half inch cubes.
            Top everything with milk and let the potatoes cook for about 10 minutes.
            """),
        KitchenTruth(.basedCooking, "aelplermagronen", .doubled, ingredients: """
            ~300 g (⅔ lb) bacon cubes
            6 onions (medium size)
            800 g (2 lb) potatoes (firm/waxy)
            2–4 l (½–1 gallon) milk
            800 g (2 lb) macaroni (dry weight)
            ~300 g (⅔ lb) medium soft cheese. Appenzeller works best. Gruyère would be my go-to alternative.
            2 jars of apple sauce
            Feel free to vary these amounts, it's not like this is anything strict.
            """),
    ]

    static let flammkuchen = [
        KitchenTruth(.basedCooking, "flammkuchen", .metric, ingredients: """
            400g Pizza dough (either bought or from Pizza Dough)
            1 onion (I prefer the red ones for optical reasons)
            150g bacon (you can replace it with mushrooms or other vegetables)
            2 big spoons of sour creme or creme fraiche
            """, steps: """
            Make it so thin that you can fill 2 baking sheets with it (yes, you will make two large flammkuchen - since they are thin you need one per person) :) I take two pieces of parchment paper, put the dough in between and flatten it using a bottle (e.g. wine).
            It has to be as thin as possible (1-2 mm).
            once the dough is flat, put it on your baking tray and preheat the oven at 230 to 260 Celsius
            put in the oven for 10 minutes and take it out when it is getting a bit dark.
            I usually take it down from the baking tray and let it cool down for 2-5 minutes before eating
            """),
        KitchenTruth(.basedCooking, "flammkuchen", .us, ingredients: """
            14 oz Pizza dough (either bought or from Pizza Dough)
            1 onion (I prefer the red ones for optical reasons)
            5½ oz bacon (you can replace it with mushrooms or other vegetables)
            2 big spoons of sour creme or creme fraiche
            """, steps: """
            Make it so thin that you can fill 2 baking sheets with it (yes, you will make two large flammkuchen - since they are thin you need one per person) :) I take two pieces of parchment paper, put the dough in between and flatten it using a bottle (e.g. wine).
            It has to be as thin as possible (⅛ inch).
            once the dough is flat, put it on your baking tray and preheat the oven at 450 to 500 Fahrenheit
            put in the oven for 10 minutes and take it out when it is getting a bit dark.
            I usually take it down from the baking tray and let it cool down for 2-5 minutes before eating
            """),
        KitchenTruth(.basedCooking, "flammkuchen", .doubled, ingredients: """
            800 g Pizza dough (either bought or from Pizza Dough)
            2 onions (I prefer the red ones for optical reasons)
            300 g bacon (you can replace it with mushrooms or other vegetables)
            4 big spoons of sour creme or creme fraiche
            """),
    ]

    static let sourdoughLoafSteps = """
        Once there is no dry flour, let stand for 30 minutes (autolyze).
        Dough will prove on the counter top for 4 - 5 hours.
        About every 30 minutes, perform a stretch and fold.
        Refrigerate 12 - 24 hours, the longer the dough rests, the more sour your final product.
        I don't recommend going over 24 hours but sour dough is fun to experiment with!
        """
    static let sourdoughLoaf = [
        KitchenTruth(.basedCooking, "sourdough-loaf", .metric, ingredients: """
            100g fed sourdough starter (levain)
            330g warm water
            137g bread flour
            250g all-purpose flour (avoid bleached and enriched)
            87g rye or whole wheat flour
            7g sea salt
            """, steps: sourdoughLoafSteps + """

            Preheat oven to 240–260 °C, depending on oven capability.
            I use a 20 cm springform pan, but a dutch oven is ideal.
            If using a dutch oven, keep it covered for the first 15 minutes, and you don't need to use the pan of water.
            Bake covered/steamed for 15 minutes, then reduce oven temperature to 220 °C.
            Bake for another 25 - 30 minutes until crust is a rusty color and sounds hollow when tapped.
            """),
        KitchenTruth(.basedCooking, "sourdough-loaf", .us, ingredients: """
            3½ oz fed sourdough starter (levain)
            1⅓ cups warm water
            1 cup bread flour
            2 cups all-purpose flour (avoid bleached and enriched)
            ⅔ cup rye or whole wheat flour
            1¼ tsp sea salt
            """, steps: sourdoughLoafSteps + """

            Preheat oven to 475 - 500 degrees F, depending on oven capability.
            I use a 8 inch springform pan, but a dutch oven is ideal.
            If using a dutch oven, keep it covered for the first 15 minutes, and you don't need to use the pan of water.
            Bake covered/steamed for 15 minutes, then reduce oven temperature to 425 F.
            Bake for another 25 - 30 minutes until crust is a rusty color and sounds hollow when tapped.
            """),
        KitchenTruth(.basedCooking, "sourdough-loaf", .doubled, ingredients: """
            200 g fed sourdough starter (levain)
            660 g warm water
            275 g bread flour
            500 g all-purpose flour (avoid bleached and enriched)
            175 g rye or whole wheat flour
            14 g sea salt
            """),
    ]

    static let paneerTikkaMasala = [
        KitchenTruth(.basedCooking, "paneer-tikka-masala", .metric, ingredients: """
            250g cubes paneer
            1 onion
            1 capsicum
            200ml tomato puree
            1 tsp red chilli powder
            1 tsp turmeric powder
            1 tsp coriander powder
            1/2 tsp garam masala powder
            100ml thick yogurt
            1 tsp fenugreek powder
            dry fenugreek leaves
            cardamom
            cumin seeds
            shaved ginger
            20ml garlic paste
            1 bowl corn
            """, steps: """
            Take a glass container, and mix the cubed paneers with half a tea spoon of red chilli powder, turmeric powder, coriander powder, garam masala powder, fenugreek powder, and 50g yogurt.
            Preheat the oven to 200°C, and place the marinated paneer cubes, with onion, capsicum, and tomato on the skewers.
            Let them grill in the oven using skewer support, by continuously flipping them every 5 minutes until the outer crust looks crispy enough.
            Add the tomato purée, dry fenugreek leaves, and let it cook for about 15 minutes.
            """),
        KitchenTruth(.basedCooking, "paneer-tikka-masala", .us, ingredients: """
            9 oz cubes paneer
            1 onion
            1 capsicum
            ¾ cup tomato puree
            1 tsp red chilli powder
            1 tsp turmeric powder
            1 tsp coriander powder
            1/2 tsp garam masala powder
            ½ cup thick yogurt
            1 tsp fenugreek powder
            dry fenugreek leaves
            cardamom
            cumin seeds
            shaved ginger
            4 tsp garlic paste
            1 bowl corn
            """, steps: """
            Take a glass container, and mix the cubed paneers with half a tea spoon of red chilli powder, turmeric powder, coriander powder, garam masala powder, fenugreek powder, and 50g yogurt.
            Preheat the oven to 392°F, and place the marinated paneer cubes, with onion, capsicum, and tomato on the skewers.
            Let them grill in the oven using skewer support, by continuously flipping them every 5 minutes until the outer crust looks crispy enough.
            Add the tomato purée, dry fenugreek leaves, and let it cook for about 15 minutes.
            """),
        KitchenTruth(.basedCooking, "paneer-tikka-masala", .doubled, ingredients: """
            500 g cubes paneer
            2 onions
            2 capsicums
            400 ml tomato puree
            2 tsp red chilli powder
            2 tsp turmeric powder
            2 tsp coriander powder
            1 tsp garam masala powder
            200 ml thick yogurt
            2 tsp fenugreek powder
            dry fenugreek leaves
            cardamom
            cumin seeds
            shaved ginger
            40 ml garlic paste
            2 bowls corn
            """),
    ]
}
