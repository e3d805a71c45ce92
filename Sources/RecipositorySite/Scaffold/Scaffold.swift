import Foundation
import RecipositoryCore

/// `recipository new` and `recipository init`: files an author starts from. Never overwrites.
public enum Scaffold {
    /// Writes `content/recipes/[<category>/]<slug>.md` in the site and returns its path. A title
    /// whose page another recipe already has (in any folder, or by its `slug:`) is refused: the
    /// new file would stop the site from building.
    public static func newRecipe(title: String, category: String?, site: String, date: RecipeDate) throws -> URL {
        let layout = SiteLayout(root: URL(fileURLWithPath: site).standardizedFileURL)
        var folder = layout.content.appendingPathComponent("recipes")
        // Named as term pages are: `🍰` and `和食` by their code points, never both `recipe`, and
        // a category `../..` is one folder named by its characters, not a way out of the site.
        if let category, !category.isEmpty { folder.appendPathComponent(Slug.term(category)) }
        let slug = Slug.term(title)
        let file = folder.appendingPathComponent(slug + ".md")
        if !FileManager.default.fileExists(atPath: file.path),
           FileManager.default.fileExists(atPath: layout.content.path),
           let other = try Pipeline.check(layout.root.path).result.recipes.first(where: { $0.slug == slug }) {
            throw SiteError(path: other.sourcePath, reason: "this recipe already has the page `recipes/\(slug)/`, so a new "
                + "recipe called \"\(title)\" was not made; give the new one another title.")
        }
        try create(file, contents: recipeText(title: title, category: category, date: date))
        return file
    }

    /// `init /` once wrote a site into the root of the disk (as root): the disk, the home folder
    /// and the system's own folders (`/etc`, `/tmp`) are refused, as `build` refuses them.
    static func refuseSystemFolder(_ root: URL, directory: String) throws {
        let path = root.resolvingSymlinksInPath().path
        // The account's home and `HOME` (they differ under sudo, or when a script sets HOME).
        let homes = [FileManager.default.homeDirectoryForCurrentUser.path, ProcessInfo.processInfo.environment["HOME"]]
            .compactMap { $0 }.filter { !$0.isEmpty }.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
        let what = path == "/" ? "the whole disk" : homes.contains(path) ? "your home folder"
            : (path as NSString).deletingLastPathComponent == "/" ? "one of the system's own folders" : nil
        if let what {
            throw SiteError(path: directory, reason: "refusing to make a site here: this is \(what). "
                + "Name a new folder for the cookbook, such as `recipository init cookbook`.")
        }
    }

    /// Creates a new site in `directory` with a config, one sample recipe that builds at once and
    /// the CI file for `host` (downloading recipository from `binaryURL`, if given).
    public static func newSite(at directory: String, title: String, ci host: CIWorkflow = .github,
                               binaryURL: String? = nil) throws -> [URL] {
        let root = URL(fileURLWithPath: directory).standardizedFileURL
        try refuseSystemFolder(root, directory: directory)
        if FileManager.default.fileExists(atPath: root.appendingPathComponent("content").path) {
            throw SiteError(path: directory, reason: "there is already a site here (it has a content/ folder); nothing was changed.")
        }
        let config = root.appendingPathComponent("recipository.yml")
        try create(config, contents: """
            # Settings for the whole cookbook. Everything is optional.
            title: \(YAMLText.quoted(title))
            description: Recipes we cook at home.
            language: en
            # base_url: https://example.org/cookbook/   # needed for e-mail pictures and the feed's links
            private: true                               # pages ask search engines to stay away
            units: as-written                           # or metric, us
            synonyms:
              - [scallion, green onion, spring onion]

            """)
        let recipe = root.appendingPathComponent("content/recipes/pancakes.md")
        try create(recipe, contents: """
            ---
            title: Sunday Pancakes
            description: Fluffy pancakes for a slow morning.
            category: Breakfast
            cuisine: American
            tags: [quick, sweet]
            servings: 4
            prep: 10 min
            cook: 20 min
            difficulty: easy
            ---

            The ones we make when everybody is home.

            ## Ingredients

            - 1 1/2 cups (190 g) flour
            - 2 tbsp sugar
            - 2 tsp baking powder
            - ½ tsp salt
            - 1 1/4 cups (300 ml) milk
            - 1 egg
            - 3 tbsp butter, melted

            ## Steps

            1. Whisk the flour, sugar, baking powder and salt in a bowl.
            2. Whisk the milk, egg and butter, then stir into the dry ingredients until just combined.
            3. Cook ¼ cup at a time in a hot buttered pan until bubbles form, then flip.

            ## Notes

            Keep them warm in a low oven while you cook the rest.

            """)
        return [config, recipe, try addWorkflow(host, site: directory, binaryURL: binaryURL)]
    }

    /// Writes the CI file for `host` into an existing site and returns its path; never overwrites.
    public static func addWorkflow(_ host: CIWorkflow, site: String, binaryURL: String? = nil) throws -> URL {
        let file = URL(fileURLWithPath: site).standardizedFileURL.appendingPathComponent(host.path)
        try create(file, contents: host.contents(binaryURL: binaryURL))
        return file
    }
}

private extension Scaffold {
    static func create(_ file: URL, contents: String) throws {
        let manager = FileManager.default
        if manager.fileExists(atPath: file.path) {
            throw SiteError(path: file.path, reason: "this file already exists; it was not changed.")
        }
        try SiteWriter.makeFolder(file.deletingLastPathComponent())
        do {
            // `withoutOverwriting` closes the race between the check above and the write.
            try Data(contents.utf8).write(to: file, options: .withoutOverwriting)
        } catch {
            // Foundation's own words are "Error Domain=NSCocoaErrorDomain Code=516 ..."; the system's are plain.
            throw SiteError(path: file.path, reason: "this file could not be made (\(SiteWriter.reason(error))); nothing was changed.")
        }
    }

    static func recipeText(title: String, category: String?, date: RecipeDate) -> String {
        """
        ---
        title: \(YAMLText.quoted(title))
        description:
        \(category.map { "category: \(YAMLText.quoted($0))" } ?? "category:")
        cuisine:
        tags: []
        servings: 4
        prep: 15 min
        cook: 30 min
        difficulty: easy
        date: \(date)
        ---

        A few words about this dish: where it comes from, who loves it.

        ## Ingredients

        - 1 cup something, chopped

        ## Steps

        1. The first step.

        ## Notes

        """
    }
}
