import Foundation
import RecipositoryCore
import Testing
@testable import RecipositorySite

/// The render stage writes a recipe's Markdown parts as HTML for the page they are on: links and
/// pictures relative to that page, pictures of known size with their size, captioned pictures as
/// figures, task boxes with a name.
@Suite struct PartHTMLTests {
    static let soup = "---\ntitle: Soup\n---\n## Ingredients\n- 1 leek\n## Steps\n1. Sweat.\n2. Simmer.\n"

    /// The recipes modelled from `sources` (content paths under `recipes/`), with `files` beside them.
    static func recipes(_ sources: [String: String], files: Set<String> = []) -> [Recipe] {
        let sourceFiles = sources.keys.sorted().map {
            SourceFile(path: "content/recipes/" + $0, contentPath: "recipes/" + $0, bytes: Array(sources[$0]!.utf8))
        }
        let contentFiles = files.union(sourceFiles.map(\.contentPath))
        return RecipeCollection.check(sourceFiles, options: CheckOptions(contentFiles: contentFiles)).recipes
    }

    static func renderer(_ rootPrefix: String = "../../") -> PartHTML {
        PartHTML(rootPrefix: rootPrefix, routes: Routes(OutputFormat.defaults)) { path in
            switch path {
            case "recipes/crust.jpg", "recipes/tart.jpg": (width: 640, height: 480)
            case "recipes/leaf.svg": (width: 120, height: 90)
            default: nil
            }
        }
    }

    /// The story of a pie whose intro says `body` after a first paragraph.
    func story(_ body: String, rootPrefix: String = "../../") throws -> String {
        let pie = """
            ---
            title: Apple Pie
            description: The one we bake every November.
            image: crust.jpg
            ---

            Giulia learnt it in Chicago.

            \(body)

            ## Ingredients
            - 6 apples

            ## Steps
            1. Bake.
            """
        let recipe = try #require(Self.recipes(["pie.md": pie], files: ["recipes/slice.jpg", "recipes/crust.jpg", "recipes/tart.jpg", "recipes/my pie.jpg", "recipes/leaf.svg"]).first)
        let html = Self.renderer(rootPrefix).html(recipe.story)
        #expect(html.hasPrefix("<p>Giulia learnt it in Chicago.</p>\n"))
        return String(html.dropFirst("<p>Giulia learnt it in Chicago.</p>\n".count))
    }

    @Test func linksLeadFromTheRecipePageTheCookbookAndTheMail() throws {
        let pie = """
            ---
            title: Pie
            description: A pie.
            category: Desserts
            ---
            Serve with [the soup](soup.md#step-2), [home](/) and [elsewhere](https://example.org/).

            ## Ingredients
            - 1 cup [stock](soup.md)

            ## Steps
            1. Bake.
            """
        let recipes = Self.recipes(["pie.md": pie, "soup.md": Self.soup])
        let (files, _) = SiteRenderer(theme: .builtIn, config: SiteConfig(), imageSize: { _ in nil }).render(recipes)
        func text(_ path: String) throws -> String { String(decoding: try #require(files.first { $0.path == path }).bytes, as: UTF8.self) }
        let page = try text("recipes/pie/index.html")
        #expect(page.contains(#"<p>Serve with <a href="../../recipes/soup/index.html#step-2">the soup</a>, <a href="../../index.html">home</a> and <a href="https://example.org/">elsewhere</a>.</p>"#))
        let stock = #"1 cup <a href="../../recipes/soup/index.html"><span class="ingredient-name">stock</span></a>"#
        #expect(page.contains(stock))
        // The whole cookbook is one folder deep, a category's two.
        #expect(try text("cookbook/index.html").contains(stock.replacingOccurrences(of: "../../", with: "../")))
        #expect(try text("cookbook/desserts/index.html").contains(stock))
        // A mail tells the text in words.
        let mail = try text("recipes/pie/email.txt")
        #expect(mail.contains("Serve with the soup, home and elsewhere.") && mail.contains("1 cup  stock"))
        #expect(!mail.contains("href") && !mail.contains("rcp-"))
    }

    /// How the theme shows a picture 640 px wide in the text: at most its own width, at most the
    /// page less its margins (style.css: 1 rem a side, 1.5 rem from 40 em, of its 19 px rem: 2.375
    /// and 3.5625 of the browser's 16 px rem that `sizes` reads); on a screen of three device
    /// pixels a CSS pixel, fetched for two (each width said two thirds as wide).
    static let sizes640 = "(min-resolution: 2.5dppx) and (min-width: 697px) calc(640px * 2 / 3), "
        + "(min-resolution: 2.5dppx) and (min-width: 40em) calc(calc(100vw - 3.5625rem) * 2 / 3), (min-resolution: 2.5dppx) calc(calc(100vw - 2.375rem) * 2 / 3), "
        + "(min-width: 697px) 640px, (min-width: 40em) calc(100vw - 3.5625rem), calc(100vw - 2.375rem)"

    /// `crust.jpg` (640 × 480) as a picture in the text, from a page `rootPrefix` deep: its
    /// copies 180 and 360 px wide and its own 640 px, in WebP and JPEG, as the recipe's photo offers them.
    static func crust(alt: String, title: String = "", rootPrefix: String = "../../", name: String = "crust") -> String {
        let at = rootPrefix + "recipes/" + name
        return #"<picture><source type="image/webp" srcset="\#(at)-180.webp 180w, \#(at)-360.webp 360w, \#(at)-640.webp 640w" sizes="\#(sizes640)">"#
            + #"<img src="\#(at).jpg" srcset="\#(at)-180.jpg 180w, \#(at)-360.jpg 360w, \#(at)-640.jpg 640w" sizes="\#(sizes640)" width="640" height="480" alt="\#(alt)""#
            + (title.isEmpty ? "" : #" title="\#(title)""#) + #" loading="lazy" decoding="async" /></picture>"#
    }

    @Test func picturesOfKnownSizeHaveTheirSizeAndCopies() throws {
        #expect(try story("![Crust](crust.jpg) ![Slice](slice.jpg) ![Mine](<my pie.jpg>)") == """
            <p>\(Self.crust(alt: "Crust")) <img src="../../recipes/slice.jpg" alt="Slice" /> <img src="../../recipes/my%20pie.jpg" alt="Mine" /></p>
            """ + "\n")
        // The sized picture is cmark's own, its alt text and title escaped as cmark escapes them.
        let sized = try story(#"A ![*Crust* & "co" `x`](crust.jpg "Hot & <fresh>") b"#)
        #expect(sized == "<p>A " + Self.crust(alt: "Crust &amp; &quot;co&quot; x", title: "Hot &amp; &lt;fresh&gt;") + " b</p>\n")
        // From a page one folder deep (the whole cookbook), every copy's address too.
        #expect(try story("![Tart](tart.jpg)", rootPrefix: "../") == "<p>" + Self.crust(alt: "Tart", rootPrefix: "../", name: "tart") + "</p>\n")
        // A drawing is published as it is: its size, no copies.
        #expect(try story("![Leaf](leaf.svg)") == #"<p><img src="../../recipes/leaf.svg" width="120" height="90" alt="Leaf" loading="lazy" decoding="async" /></p>"# + "\n")
    }

    @Test func aTitleIsTheCaption() throws {
        #expect(try story(#"![A slice of pie](slice.jpg "Still warm, with cream & a <fork>")"#) == """
            <figure>
            <img src="../../recipes/slice.jpg" alt="A slice of pie" />
            <figcaption>Still warm, with cream &amp; a &lt;fork&gt;</figcaption>
            </figure>
            """ + "\n")
        #expect(try story(#"![Tart](tart.jpg "Golden")"#) == "<figure>\n" + Self.crust(alt: "Tart", name: "tart") + "\n<figcaption>Golden</figcaption>\n</figure>\n")
    }

    @Test func anItalicLineUnderThePictureIsTheCaption() throws {
        let sameParagraph = try story("![A slice of pie](slice.jpg)\n*Still warm, with [cream](https://example.com/cream)*")
        let nextParagraph = try story("![A slice of pie](slice.jpg)\n\n_Still warm, with [cream](https://example.com/cream)_")
        #expect(sameParagraph == """
            <figure>
            <img src="../../recipes/slice.jpg" alt="A slice of pie" />
            <figcaption>Still warm, with <a href="https://example.com/cream">cream</a></figcaption>
            </figure>
            """ + "\n")
        #expect(nextParagraph == sameParagraph)
        // A title then stays the picture's own.
        let both = try story("![A slice of pie](slice.jpg \"Pie\")\n*Still warm*")
        #expect(both.contains(#"<img src="../../recipes/slice.jpg" alt="A slice of pie" title="Pie" />"#))
        #expect(both.contains("<figcaption>Still warm</figcaption>"))
    }

    @Test func otherPicturesStayAsTheyAre() throws {
        // No caption; a picture in a sentence; two pictures; italics after words.
        #expect(try story("![A slice](slice.jpg)") == "<p><img src=\"../../recipes/slice.jpg\" alt=\"A slice\" /></p>\n")
        #expect(try !story("Look: ![A slice](slice.jpg \"Pie\")").contains("<figure>"))
        #expect(try !story("![A slice](slice.jpg \"Pie\") ![Crust](crust.jpg \"Crust\")").contains("<figure>"))
        #expect(try story("Cold butter matters.\n\n*Really.*") == "<p>Cold butter matters.</p>\n<p><em>Really.</em></p>\n")
        // An italic line with nothing before it is an ordinary paragraph.
        #expect(try story("![A slice](slice.jpg)\n\nWarm.\n\n*Really.*").contains("<p><img"))
    }

    /// The first picture alone in the intro is the recipe's photo when there is no `image:` (its
    /// title the photo's caption); another picture than `image:` stays in the story.
    @Test func theIntroPictureIsThePhotoOnlyWithoutAnother() throws {
        let body = "The one we bake.\n\n![A slice of pie](slice.jpg \"Still warm\")\n\n## Steps\n1. Bake."
        func pie(_ image: String) throws -> Recipe {
            try #require(Self.recipes(["pie.md": "---\ntitle: Pie\n\(image)---\n\(body)"], files: ["recipes/slice.jpg", "recipes/crust.jpg"]).first)
        }
        let promoted = try pie("")
        #expect(promoted.image?.file == "recipes/slice.jpg" && promoted.imageCaption == "Still warm")
        #expect(promoted.story.isEmpty)
        let kept = try pie("image: crust.jpg\n")
        #expect(kept.image?.file == "recipes/crust.jpg" && kept.imageCaption == nil)
        #expect(Self.renderer().html(kept.story).contains("<figcaption>Still warm</figcaption>"))
        #expect(try pie("image: slice.jpg\n").story.isEmpty, "the photo is not shown twice")
    }

    @Test func taskBoxesSayWhetherTheyAreDone() throws {
        let notes = "---\ntitle: T\n---\n## Ingredients\n- 1 egg\n## Notes\n\n- [x] Bought\n- [ ] Baked *twice*\n"
        let recipe = try #require(Self.recipes(["t.md": notes]).first)
        #expect(Self.renderer().html(recipe.sections[0].markdown) == """
            <ul>
            <li><input type="checkbox" checked="" disabled="" aria-label="done" /> Bought</li>
            <li><input type="checkbox" disabled="" aria-label="to do" /> Baked <em>twice</em></li>
            </ul>
            """ + "\n")
    }
}
