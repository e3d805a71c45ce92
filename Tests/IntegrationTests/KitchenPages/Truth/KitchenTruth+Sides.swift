/// The bundled cookbook's sides, worked out by hand from each recipe's text.
extension KitchenTruth {
    static let sides: [KitchenTruth] = caponata + basmatiRice

    static let caponataSteps = """
        Toss the aubergine with the salt in a colander and leave it for 30 minutes to an hour.
        Heat about 80 ml of the oil in a large frying pan over medium-high heat.
        Fry the aubergine in two batches, turning, for 8 to 10 minutes per batch, until golden and soft.
        Cook the onion and celery for 8 minutes, until the onion is soft and the celery still has a little bite.
        Add the passata and simmer for 10 minutes.
        Let it bubble for 2 to 3 minutes, until the sharp smell of vinegar softens.
        Fold the aubergine back in and simmer for 5 minutes more.
        """
    static let caponata = [
        KitchenTruth(.bundled, "caponata", .metric, ingredients: """
            2 large aubergines (about 800 g), cut into 2 cm cubes
            2 tsp salt, for the aubergines
            120 ml olive oil, divided
            1 onion, diced
            3 stalks celery (the pale inner ones), sliced 1 cm thick
            300 g passata, or 4 ripe tomatoes, chopped
            2 tbsp capers, rinsed
            80 g green olives, pitted and halved
            3 tbsp good red wine vinegar
            1½ tbsp sugar
            2 tbsp pine nuts, toasted (optional)
            a handful of basil leaves
            """, steps: caponataSteps),
        KitchenTruth(.bundled, "caponata", .us, ingredients: """
            2 large aubergines (about 1¾ lb), cut into ¾-inch cubes
            2 tsp salt, for the aubergines
            ½ cup olive oil, divided
            1 onion, diced
            3 stalks celery (the pale inner ones), sliced ½ inch thick
            1¼ cups passata, or 4 ripe tomatoes, chopped
            2 tbsp capers, rinsed
            3 oz green olives, pitted and halved
            3 tbsp good red wine vinegar
            1½ tbsp sugar
            2 tbsp pine nuts, toasted (optional)
            a handful of basil leaves
            """, steps: caponataSteps),
        KitchenTruth(.bundled, "caponata", .doubled, ingredients: """
            4 large aubergines (about 1.6 kg), cut into 2 cm cubes
            4 tsp salt, for the aubergines
            240 ml olive oil, divided
            2 onions, diced
            6 stalks celery (the pale inner ones), sliced 1 cm thick
            600 g passata, or 8 ripe tomatoes, chopped
            ¼ cup capers, rinsed
            160 g green olives, pitted and halved
            6 tbsp good red wine vinegar
            3 tbsp sugar
            ¼ cup pine nuts, toasted (optional)
            2 handfuls of basil leaves
            """),
    ]

    static let basmatiSteps = """
        Pour off the cloudy water and repeat 3 or 4 times, until the water is almost clear.
        Cover with fresh water and soak for 20 to 30 minutes.
        Add the whole spices and let them sizzle for 30 seconds.
        Add the rice and stir gently for 1 minute.
        Cover, turn the heat to the lowest setting, and cook for 12 minutes.
        Turn off the heat and leave it, still covered, for 10 minutes.
        """
    static let basmatiRice = [
        KitchenTruth(.bundled, "basmati-rice", .metric, ingredients: """
            300 g aged basmati rice
            540 ml water
            1 tsp ghee or butter
            ¾ tsp salt
            1 bay leaf
            2 green cardamom pods, lightly crushed
            3 whole cloves
            1 small piece cinnamon stick
            """, steps: basmatiSteps),
        KitchenTruth(.bundled, "basmati-rice", .us, ingredients: """
            1½ cups aged basmati rice
            2¼ cups water
            1 tsp ghee or butter
            ¾ tsp salt
            1 bay leaf
            2 green cardamom pods, lightly crushed
            3 whole cloves
            1 small piece cinnamon stick
            """, steps: basmatiSteps),
        KitchenTruth(.bundled, "basmati-rice", .doubled, ingredients: """
            3 cups (600 g) aged basmati rice
            4½ cups (1.1 l) water
            2 tsp ghee or butter
            1½ tsp salt
            2 bay leaves
            4 green cardamom pods, lightly crushed
            6 whole cloves
            2 small pieces cinnamon stick
            """),
    ]
}
