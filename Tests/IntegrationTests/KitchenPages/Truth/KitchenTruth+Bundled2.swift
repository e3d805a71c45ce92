/// More of the bundled cookbook, worked out by hand from each recipe's text.
extension KitchenTruth {
    static let bundledMore: [KitchenTruth] = focaccia + akara + puffPuff + pancakes + coqAuVin

    static let focaccia = [
        KitchenTruth(.bundled, "focaccia", .metric, ingredients: """
            500g strong bread flour (or all-purpose flour)
            400 ml lukewarm water
            7 g instant yeast
            10 g fine salt
            1 tsp honey (optional)
            75 ml extra-virgin olive oil, divided
            2 sprigs rosemary, leaves picked
            flaky sea salt, for the top
            """, steps: """
            Cover and rest for 15 minutes.
            Do three more sets of folds, 30 minutes apart.
            Pour 3 tbsp of oil into the pan and spread it over the bottom and sides.
            Tip in the dough, turn it once to coat it in oil, and let it rest for 15 minutes.
            If it springs back, wait 10 minutes and try again.
            Cover and leave in a warm place for 1 to 2 hours, until it is puffy, jiggly and has doubled.
            Heat the oven to 230°C with a rack in the lower third.
            Drizzle with the remaining 2 tbsp of oil, scatter with rosemary and flaky salt.
            Bake for 20 to 25 minutes, until deep golden on top.
            """),
        KitchenTruth(.bundled, "focaccia", .us, ingredients: """
            3⅔ cups strong bread flour (or all-purpose flour)
            1⅔ cups lukewarm water
            2¼ tsp instant yeast
            1¾ tsp fine salt
            1 tsp honey (optional)
            5 tbsp extra-virgin olive oil, divided
            2 sprigs rosemary, leaves picked
            flaky sea salt, for the top
            """, steps: """
            Cover and rest for 15 minutes.
            Do three more sets of folds, 30 minutes apart.
            Pour 3 tbsp of oil into the pan and spread it over the bottom and sides.
            Tip in the dough, turn it once to coat it in oil, and let it rest for 15 minutes.
            If it springs back, wait 10 minutes and try again.
            Cover and leave in a warm place for 1 to 2 hours, until it is puffy, jiggly and has doubled.
            Heat the oven to 450°F with a rack in the lower third.
            Drizzle with the remaining 2 tbsp of oil, scatter with rosemary and flaky salt.
            Bake for 20 to 25 minutes, until deep golden on top.
            """),
        KitchenTruth(.bundled, "focaccia", .doubled, ingredients: """
            1 kg strong bread flour (or all-purpose flour)
            800 ml lukewarm water
            14 g (4½ tsp) instant yeast
            20 g (3½ tsp) fine salt
            2 tsp honey (optional)
            ½ cup + 2 tbsp extra-virgin olive oil, divided
            4 sprigs rosemary, leaves picked
            flaky sea salt, for the top
            """),
    ]

    static let akara = [
        KitchenTruth(.bundled, "akara", .metric, ingredients: """
            340 g dried black-eyed peas
            one small onion, roughly chopped
            1-2 scotch bonnet peppers (ata rodo), stems removed
            60 ml cold water, plus more only if the blender needs it
            1 tsp salt
            vegetable or groundnut oil, for deep frying (about 1 litre)
            """, steps: """
            Soak the beans in plenty of water for 20 to 30 minutes, just until the skins loosen.
            Cover the peeled beans with fresh water and leave them for at least 2 hours, or overnight in the fridge.
            Scrape the paste into a bowl and whisk it hard with a wooden spoon or a hand mixer for 3 to 5 minutes, until it is pale, fluffy and a little lighter in weight.
            Heat the oil in a deep pot to 175°C.
            Fry for 3 to 4 minutes, turning, until deep golden brown all over.
            """),
        KitchenTruth(.bundled, "akara", .us, ingredients: """
            2 cups dried black-eyed peas
            one small onion, roughly chopped
            1-2 scotch bonnet peppers (ata rodo), stems removed
            ¼ cup cold water, plus more only if the blender needs it
            1 tsp salt
            vegetable or groundnut oil, for deep frying (about 1 quart)
            """, steps: """
            Soak the beans in plenty of water for 20 to 30 minutes, just until the skins loosen.
            Cover the peeled beans with fresh water and leave them for at least 2 hours, or overnight in the fridge.
            Scrape the paste into a bowl and whisk it hard with a wooden spoon or a hand mixer for 3 to 5 minutes, until it is pale, fluffy and a little lighter in weight.
            Heat the oil in a deep pot to 350°F.
            Fry for 3 to 4 minutes, turning, until deep golden brown all over.
            """),
        KitchenTruth(.bundled, "akara", .doubled, ingredients: """
            4 cups (680 g) dried black-eyed peas
            2 small onions, roughly chopped
            2–4 scotch bonnet peppers (ata rodo), stems removed
            ½ cup (120 ml) cold water, plus more only if the blender needs it
            2 tsp salt
            vegetable or groundnut oil, for deep frying (about 1 litre)
            """),
    ]

    static let puffPuff = [
        KitchenTruth(.bundled, "puff-puff", .metric, ingredients: """
            375 g all-purpose flour
            100 g sugar
            1 envelope (2¼ tsp) active dry yeast
            ½ tsp salt
            ¼ tsp ground nutmeg
            300 ml lukewarm water, more if needed
            vegetable oil, for deep frying
            powdered sugar, for dusting (optional)
            """, steps: """
            Stir the yeast and a pinch of the sugar into the lukewarm water and leave for 5 minutes, until foamy.
            Pour in the yeast water and mix by hand for 2 to 3 minutes into a smooth, thick, sticky batter.
            Cover and leave in a warm place for 1 to 1½ hours, until doubled and bubbly.
            Heat 8 cm of oil in a deep pot to 170°C.
            Fry 6 to 8 at a time for 3 to 4 minutes, turning them, until golden brown all over.
            """),
        KitchenTruth(.bundled, "puff-puff", .us, ingredients: """
            3 cups all-purpose flour
            ½ cup sugar
            1 envelope (2¼ tsp) active dry yeast
            ½ tsp salt
            ¼ tsp ground nutmeg
            1¼ cups lukewarm water, more if needed
            vegetable oil, for deep frying
            powdered sugar, for dusting (optional)
            """, steps: """
            Stir the yeast and a pinch of the sugar into the lukewarm water and leave for 5 minutes, until foamy.
            Pour in the yeast water and mix by hand for 2 to 3 minutes into a smooth, thick, sticky batter.
            Cover and leave in a warm place for 1 to 1½ hours, until doubled and bubbly.
            Heat 3 inches of oil in a deep pot to 340°F.
            Fry 6 to 8 at a time for 3 to 4 minutes, turning them, until golden brown all over.
            """),
        KitchenTruth(.bundled, "puff-puff", .doubled, ingredients: """
            6 cups (750 g) all-purpose flour
            1 cup (200 g) sugar
            2 envelopes (2¼ tsp) active dry yeast
            1 tsp salt
            ½ tsp ground nutmeg
            2½ cups (600 ml) lukewarm water, more if needed
            vegetable oil, for deep frying
            powdered sugar, for dusting (optional)
            """),
    ]

    static let pancakes = [
        KitchenTruth(.bundled, "buttermilk-pancakes", .metric, ingredients: """
            250 g all-purpose flour
            2 Tbsp. sugar
            2 tsp baking powder
            1 tsp baking soda
            1/2 tsp salt
            480 ml buttermilk, see the table below if you have none
            2 large eggs
            3 tablespoons unsalted butter, melted and cooled, plus more for the pan
            1 tsp vanilla extract (optional)
            """, steps: """
            It needs a good 5 minutes to heat evenly.
            Let the batter rest for 5 minutes.
            Pour about ¼ cup of batter per pancake.
            Cook until bubbles cover the surface and the edges look dry, 2 to 3 minutes, then flip and cook 1 to 2 minutes more, until golden.
            Keep the finished pancakes warm on a plate in a 95°C oven while you cook the rest.
            """),
        KitchenTruth(.bundled, "buttermilk-pancakes", .us, ingredients: """
            2 cups all-purpose flour
            2 Tbsp. sugar
            2 tsp baking powder
            1 tsp baking soda
            1/2 tsp salt
            2 cups buttermilk, see the table below if you have none
            2 large eggs
            3 tablespoons unsalted butter, melted and cooled, plus more for the pan
            1 tsp vanilla extract (optional)
            """, steps: """
            It needs a good 5 minutes to heat evenly.
            Let the batter rest for 5 minutes.
            Pour about ¼ cup of batter per pancake.
            Cook until bubbles cover the surface and the edges look dry, 2 to 3 minutes, then flip and cook 1 to 2 minutes more, until golden.
            Keep the finished pancakes warm on a plate in a 200°F oven while you cook the rest.
            """),
        KitchenTruth(.bundled, "buttermilk-pancakes", .doubled, ingredients: """
            4 cups (500 g) all-purpose flour
            ¼ cup sugar
            4 tsp baking powder
            2 tsp baking soda
            1 tsp salt
            4 cups (960 ml) buttermilk, see the table below if you have none
            4 large eggs
            6 tbsp unsalted butter, melted and cooled, plus more for the pan
            2 tsp vanilla extract (optional)
            """),
    ]

    static let coqAuVin = [
        KitchenTruth(.bundled, "coq-au-vin", .metric, ingredients: """
            1.5 kg chicken thighs and drumsticks, skin on
            1 bottle (750 ml) red Burgundy or another Pinot Noir
            2 tbsp cognac (optional)
            2 tbsp flour
            2 tbsp olive oil
            salt and black pepper, to taste
            150 g lardons or thick-cut bacon, cut into batons
            1 onion, diced
            2 carrots, sliced
            3 cloves garlic, crushed
            1 Tbsp tomato paste
            3 sprigs thyme
            2 bay leaves
            250 ml chicken stock
            250 g button mushrooms, quartered
            12-16 pearl onions, peeled
            2 tbsp butter, divided
            a handful of parsley, chopped
            """, steps: """
            Heat the oven to 160°C.
            In a large casserole over medium heat, cook the lardons until golden, about 6 minutes.
            Add the oil to the pot and brown the chicken well on all sides, in batches, 8 to 10 minutes per batch.
            Pour off all but 1 tbsp of fat.
            Add the vegetables (and the garlic, thyme and bay if you did not marinate) and cook for 5 minutes.
            Return the chicken and lardons, bring to a simmer, cover and braise in the oven for 1 hour 15 minutes, until the chicken is very tender.
            While the chicken braises, melt 1 tbsp butter in a frying pan and brown the pearl onions for 8 minutes.
            Add a ladle of water, cover and cook for 10 minutes until tender.
            Boil the sauce on the stove for 10 minutes, until it coats the back of a spoon.
            """),
        KitchenTruth(.bundled, "coq-au-vin", .us, ingredients: """
            3.3 lb chicken thighs and drumsticks, skin on
            1 bottle (750 ml) red Burgundy or another Pinot Noir
            2 tbsp cognac (optional)
            2 tbsp flour
            2 tbsp olive oil
            salt and black pepper, to taste
            5½ oz lardons or thick-cut bacon, cut into batons
            1 onion, diced
            2 carrots, sliced
            3 cloves garlic, crushed
            1 Tbsp tomato paste
            3 sprigs thyme
            2 bay leaves
            1 cup chicken stock
            9 oz button mushrooms, quartered
            12-16 pearl onions, peeled
            2 tbsp butter, divided
            a handful of parsley, chopped
            """, steps: """
            Heat the oven to 325°F.
            In a large casserole over medium heat, cook the lardons until golden, about 6 minutes.
            Add the oil to the pot and brown the chicken well on all sides, in batches, 8 to 10 minutes per batch.
            Pour off all but 1 tbsp of fat.
            Add the vegetables (and the garlic, thyme and bay if you did not marinate) and cook for 5 minutes.
            Return the chicken and lardons, bring to a simmer, cover and braise in the oven for 1 hour 15 minutes, until the chicken is very tender.
            While the chicken braises, melt 1 tbsp butter in a frying pan and brown the pearl onions for 8 minutes.
            Add a ladle of water, cover and cook for 10 minutes until tender.
            Boil the sauce on the stove for 10 minutes, until it coats the back of a spoon.
            """),
        KitchenTruth(.bundled, "coq-au-vin", .doubled, ingredients: """
            3 kg (6½ lb) chicken thighs and drumsticks, skin on
            2 bottles (750 ml) red Burgundy or another Pinot Noir
            ¼ cup cognac (optional)
            ¼ cup flour
            ¼ cup olive oil
            salt and black pepper, to taste
            300 g lardons or thick-cut bacon, cut into batons
            2 onions, diced
            4 carrots, sliced
            6 cloves garlic, crushed
            2 tbsp tomato paste
            6 sprigs thyme
            4 bay leaves
            500 ml chicken stock
            500 g button mushrooms, quartered
            24–32 pearl onions, peeled
            ¼ cup butter, divided
            2 handfuls of parsley, chopped
            """),
    ]
}
