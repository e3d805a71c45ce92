extension Recipe {
    /// The recipe as the lists, the catalog and the search index read it: what only its own pages
    /// and cookbook articles show left out (the ingredient lines but for their foods, the steps, the
    /// other sections, the story, the pictures standing in the ingredients section, the intro's
    /// text, which only the mail shows), and what only an incremental build's keys read (`lookups`).
    /// A plain build holds this from model to its last page, and makes each recipe's whole model
    /// again from its file for its own pages (`RecipeModels`); its nutrition estimate is made from
    /// the whole model first. The model was about 9.7 KB a recipe, its lines 5 KB and its steps 3.
    public var listed: Recipe {
        var listed = self
        listed.listedFoods = IngredientPages.foods(of: self)
        listed.ingredientGroups = []
        listed.stepSections = []
        listed.sections = []
        listed.story = MarkdownPart()
        listed.ingredientPictures = MarkdownPart()
        listed.introText = ""
        listed.lookups = LinkLookups()
        return listed
    }
}
