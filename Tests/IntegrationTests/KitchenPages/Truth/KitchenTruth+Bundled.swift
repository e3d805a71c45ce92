/// The bundled cookbook (`content/recipes/`), worked out by hand from each recipe's text.
extension KitchenTruth {
    static let bundled: [KitchenTruth] = meatloaf + applePie + bananaBread + dodo + cornbread + bundledMore + sides

    static let meatloaf = [
        KitchenTruth(.bundled, "meatloaf", .metric, ingredients: """
            900 g ground beef, 80/20
            3/4 cup panko breadcrumbs
            120 ml milk
            1 onion, finely chopped
            2 cloves garlic, minced
            2 large eggs, beaten
            2 tbsp Worcestershire sauce
            1 tsp dried thyme
            1 1/2 tsp salt
            1/2 tsp black pepper
            a dash of hot sauce (optional)
            120 ml ketchup
            2 tbsp brown sugar
            1 tbsp cider vinegar
            1 tsp Dijon mustard
            """, steps: """
            Heat the oven to 175°C.
            In a large bowl, let the breadcrumbs soak in the milk for 5 minutes.
            Shape the mixture into a loaf about 23 by 13 cm on the baking sheet.
            Bake for 45 minutes.
            Brush with the rest of the glaze and bake 15 to 25 minutes more, until the centre reaches 71°C.
            Rest for 10 minutes before slicing.
            """),
        KitchenTruth(.bundled, "meatloaf", .us, ingredients: """
            2 lb ground beef, 80/20
            3/4 cup panko breadcrumbs
            1/2 cup milk
            1 onion, finely chopped
            2 cloves garlic, minced
            2 large eggs, beaten
            2 tbsp Worcestershire sauce
            1 tsp dried thyme
            1 1/2 tsp salt
            1/2 tsp black pepper
            a dash of hot sauce (optional)
            1/2 cup ketchup
            2 tbsp brown sugar
            1 tbsp cider vinegar
            1 tsp Dijon mustard
            """, steps: """
            Heat the oven to 350°F.
            In a large bowl, let the breadcrumbs soak in the milk for 5 minutes.
            Shape the mixture into a loaf about 9 by 5 inches on the baking sheet.
            Bake for 45 minutes.
            Brush with the rest of the glaze and bake 15 to 25 minutes more, until the centre reaches 160°F.
            Rest for 10 minutes before slicing.
            """),
        KitchenTruth(.bundled, "meatloaf", .doubled, ingredients: """
            4 lb (1.8 kg) ground beef, 80/20
            1½ cups panko breadcrumbs
            1 cup milk
            2 onions, finely chopped
            4 cloves garlic, minced
            4 large eggs, beaten
            ¼ cup Worcestershire sauce
            2 tsp dried thyme
            1 tbsp salt
            1 tsp black pepper
            2 dashes of hot sauce (optional)
            1 cup ketchup
            ¼ cup brown sugar
            2 tbsp cider vinegar
            2 tsp Dijon mustard
            """),
    ]

    static let applePie = [
        KitchenTruth(.bundled, "apple-pie", .metric, ingredients: """
            315 g all-purpose flour
            1 tsp salt
            1 Tbsp sugar
            225 g cold unsalted butter, cut into cubes
            90–120 ml ice water
            6 to 7 medium apples (about 1.3 kg), a mix of Granny Smith and Honeycrisp
            135 g sugar
            3 tbsp all-purpose flour
            1 tsp ground cinnamon
            ¼ tsp ground nutmeg
            1 tbsp lemon juice
            a pinch of salt
            1 tbsp butter, cut into small pieces
            1 egg, beaten with 1 tbsp milk
            1 tbsp coarse sugar
            """, steps: """
            Sprinkle over 6 tbsp of ice water and toss with a fork.
            Divide the dough in two, press each into a flat disc, wrap and chill for at least 1 hour.
            Filling: peel, core and slice the apples about 5 mm thick.
            Heat the oven to 220°C with a rack in the lowest position and a baking sheet on it.
            Roll one disc into a 30 cm circle and line a 23 cm pie dish.
            Roll the second disc and cut it into 10 strips.
            Chill the pie for 15 minutes.
            Bake on the hot baking sheet for 20 minutes.
            Lower the oven to 190°C and bake 40 to 45 minutes more, until the crust is deep golden and the juices bubble thickly through the lattice.
            Cool for at least 3 hours before slicing, so the filling can set.
            """),
        KitchenTruth(.bundled, "apple-pie", .us, ingredients: """
            2½ cups all-purpose flour
            1 tsp salt
            1 Tbsp sugar
            2 sticks cold unsalted butter, cut into cubes
            6-8 tbsp ice water
            6 to 7 medium apples (about 2¾ lb), a mix of Granny Smith and Honeycrisp
            ⅔ cup sugar
            3 tbsp all-purpose flour
            1 tsp ground cinnamon
            ¼ tsp ground nutmeg
            1 tbsp lemon juice
            a pinch of salt
            1 tbsp butter, cut into small pieces
            1 egg, beaten with 1 tbsp milk
            1 tbsp coarse sugar
            """, steps: """
            Sprinkle over 6 tbsp of ice water and toss with a fork.
            Divide the dough in two, press each into a flat disc, wrap and chill for at least 1 hour.
            Filling: peel, core and slice the apples about ¼ inch thick.
            Heat the oven to 425°F with a rack in the lowest position and a baking sheet on it.
            Roll one disc into a 12-inch circle and line a 9-inch pie dish.
            Roll the second disc and cut it into 10 strips.
            Chill the pie for 15 minutes.
            Bake on the hot baking sheet for 20 minutes.
            Lower the oven to 375°F and bake 40 to 45 minutes more, until the crust is deep golden and the juices bubble thickly through the lattice.
            Cool for at least 3 hours before slicing, so the filling can set.
            """),
        KitchenTruth(.bundled, "apple-pie", .doubled, ingredients: """
            5 cups (630 g) all-purpose flour
            2 tsp salt
            2 tbsp sugar
            4 sticks (450 g) cold unsalted butter, cut into cubes
            ¾–1 cup ice water
            12–14 medium apples (about 2.6 kg), a mix of Granny Smith and Honeycrisp
            1⅓ cups (270 g) sugar
            6 tbsp all-purpose flour
            2 tsp ground cinnamon
            ½ tsp ground nutmeg
            2 tbsp lemon juice
            2 pinches of salt
            2 tbsp butter, cut into small pieces
            2 eggs, beaten with 2 tbsp milk
            2 tbsp coarse sugar
            """),
    ]

    static let bananaBread = [
        KitchenTruth(.bundled, "banana-bread", .metric, ingredients: """
            115 g unsalted butter
            3 very ripe bananas (about 350 g peeled), mashed
            150 g light brown sugar
            1 large egg, beaten
            1 tsp vanilla extract
            1 tsp baking soda
            ½ tsp ground cinnamon
            a pinch of salt
            190 g all-purpose flour
            60 g walnuts, roughly chopped (optional)
            """, steps: """
            Heat the oven to 175°C.
            Butter a 22 × 11 cm loaf pan and line it with a strip of parchment paper.
            Melt the butter in a small saucepan over medium heat and keep cooking, swirling, for 4 to 5 minutes, until it foams, smells nutty and has brown flecks at the bottom.
            Pour it into a large bowl, flecks and all, and let it cool for 5 minutes.
            Bake for 55 to 65 minutes, until a skewer in the middle comes out clean.
            If the top browns too fast, cover it loosely with foil after 40 minutes.
            Cool in the pan for 10 minutes, then lift out onto a rack.
            """),
        KitchenTruth(.bundled, "banana-bread", .us, ingredients: """
            ½ cup unsalted butter
            3 very ripe bananas (about 12½ oz peeled), mashed
            ¾ cup light brown sugar
            1 large egg, beaten
            1 tsp vanilla extract
            1 tsp baking soda
            ½ tsp ground cinnamon
            a pinch of salt
            1½ cups all-purpose flour
            ½ cup walnuts, roughly chopped (optional)
            """, steps: """
            Heat the oven to 350°F.
            Butter an 8½ × 4½ inch loaf pan and line it with a strip of parchment paper.
            Melt the butter in a small saucepan over medium heat and keep cooking, swirling, for 4 to 5 minutes, until it foams, smells nutty and has brown flecks at the bottom.
            Pour it into a large bowl, flecks and all, and let it cool for 5 minutes.
            Bake for 55 to 65 minutes, until a skewer in the middle comes out clean.
            If the top browns too fast, cover it loosely with foil after 40 minutes.
            Cool in the pan for 10 minutes, then lift out onto a rack.
            """),
        KitchenTruth(.bundled, "banana-bread", .doubled, ingredients: """
            230 g (1 cup) unsalted butter
            6 very ripe bananas (about 700 g peeled), mashed
            1½ cups (300 g) light brown sugar
            2 large eggs, beaten
            2 tsp vanilla extract
            2 tsp baking soda
            1 tsp ground cinnamon
            2 pinches of salt
            3 cups (380 g) all-purpose flour
            1 cup (120 g) walnuts, roughly chopped (optional)
            """),
    ]

    static let dodo = [
        KitchenTruth(.bundled, "dodo", .metric, ingredients: """
            3 very ripe plantains
            ½ tsp salt
            vegetable oil, for frying (about 475 ml)
            """, steps: """
            Cut the plantains on the diagonal into slices about 1 cm thick, or into cubes if you prefer.
            Heat 2 to 3 cm of oil in a frying pan over medium heat, until a piece of plantain sizzles steadily as soon as it goes in.
            Fry in a single layer, without crowding, for 2 to 3 minutes a side, until deep golden brown with darker edges.
            """),
        KitchenTruth(.bundled, "dodo", .us, ingredients: """
            3 very ripe plantains
            ½ tsp salt
            vegetable oil, for frying (about 2 cups)
            """, steps: """
            Cut the plantains on the diagonal into slices about ½ inch thick, or into cubes if you prefer.
            Heat ¾ to 1¼ inches of oil in a frying pan over medium heat, until a piece of plantain sizzles steadily as soon as it goes in.
            Fry in a single layer, without crowding, for 2 to 3 minutes a side, until deep golden brown with darker edges.
            """),
        KitchenTruth(.bundled, "dodo", .doubled, ingredients: """
            6 very ripe plantains
            1 tsp salt
            vegetable oil, for frying (about 2 cups)
            """),
    ]

    static let cornbread = [
        KitchenTruth(.bundled, "cornbread", .metric, ingredients: """
            150 g yellow cornmeal, medium grind
            125 g all-purpose flour
            50 g sugar
            1 Tbsp. baking powder
            1/2 tsp baking soda
            1 tsp salt
            240 ml buttermilk
            120 ml whole milk
            2 large eggs
            85 g butter, divided
            2 T honey (optional)
            """, steps: """
            Put 2 tbsp of the butter in a 25 cm cast-iron skillet, put the skillet in the oven, and heat the oven to 220°C.
            Melt the remaining 4 tbsp of butter.
            Bake for 20 to 25 minutes, until golden and a toothpick in the centre comes out clean.
            Let it cool for 5 minutes, then cut into wedges.
            """),
        KitchenTruth(.bundled, "cornbread", .us, ingredients: """
            1 cup yellow cornmeal, medium grind
            1 cup all-purpose flour
            ¼ cup sugar
            1 Tbsp. baking powder
            1/2 tsp baking soda
            1 tsp salt
            1 cup buttermilk
            ½ cup whole milk
            2 large eggs
            6 tablespoons butter, divided
            2 T honey (optional)
            """, steps: """
            Put 2 tbsp of the butter in a 10-inch cast-iron skillet, put the skillet in the oven, and heat the oven to 425°F.
            Melt the remaining 4 tbsp of butter.
            Bake for 20 to 25 minutes, until golden and a toothpick in the centre comes out clean.
            Let it cool for 5 minutes, then cut into wedges.
            """),
        KitchenTruth(.bundled, "cornbread", .doubled, ingredients: """
            2 cups (300 g) yellow cornmeal, medium grind
            2 cups (250 g) all-purpose flour
            ½ cup (100 g) sugar
            2 tbsp baking powder
            1 tsp baking soda
            2 tsp salt
            2 cups (480 ml) buttermilk
            1 cup (240 ml) whole milk
            4 large eggs
            ¾ cup butter, divided
            ¼ cup honey (optional)
            """),
    ]
}
