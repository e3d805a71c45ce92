import Testing
@testable import RecipositoryCore

/// Pictures with captions in a recipe's text become `<figure>` with `<figcaption>`; the rest is
/// left as cmark renders it.
@Suite struct FigureTests {
    func story(_ body: String) throws -> String {
        let (recipe, diagnostics) = buildRecipe("""
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
            """, contentFiles: ["recipes/slice.jpg", "recipes/crust.jpg"])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        // With no `image:`, the first picture alone would be the recipe's photo, not part of the story.
        let html = try #require(recipe).storyHTML
        #expect(html.hasPrefix("<p>Giulia learnt it in Chicago.</p>\n"))
        return String(html.dropFirst("<p>Giulia learnt it in Chicago.</p>\n".count))
    }

    @Test func aTitleIsTheCaption() throws {
        let html = try story(#"![A slice of pie](slice.jpg "Still warm, with cream & a <fork>")"#)
        #expect(html == """
            <figure>
            <img src="rcp-root:/recipes/slice.jpg" alt="A slice of pie" />
            <figcaption>Still warm, with cream &amp; a &lt;fork&gt;</figcaption>
            </figure>
            """ + "\n")
    }

    @Test func anItalicLineUnderThePictureIsTheCaption() throws {
        let sameParagraph = try story("![A slice of pie](slice.jpg)\n*Still warm, with [cream](https://example.com/cream)*")
        let nextParagraph = try story("![A slice of pie](slice.jpg)\n\n_Still warm, with [cream](https://example.com/cream)_")
        #expect(sameParagraph == """
            <figure>
            <img src="rcp-root:/recipes/slice.jpg" alt="A slice of pie" />
            <figcaption>Still warm, with <a href="https://example.com/cream">cream</a></figcaption>
            </figure>
            """ + "\n")
        #expect(nextParagraph == sameParagraph)
        // A title then stays the picture's own.
        let both = try story("![A slice of pie](slice.jpg \"Pie\")\n*Still warm*")
        #expect(both.contains(#"<img src="rcp-root:/recipes/slice.jpg" alt="A slice of pie" title="Pie" />"#))
        #expect(both.contains("<figcaption>Still warm</figcaption>"))
    }

    @Test func otherPicturesStayAsTheyAre() throws {
        // No caption; a picture in a sentence; two pictures; italics after words.
        #expect(try story("![A slice](slice.jpg)") == "<p><img src=\"rcp-root:/recipes/slice.jpg\" alt=\"A slice\" /></p>\n")
        #expect(try !story("Look: ![A slice](slice.jpg \"Pie\")").contains("<figure>"))
        #expect(try !story("![A slice](slice.jpg \"Pie\") ![Crust](crust.jpg \"Crust\")").contains("<figure>"))
        let words = try story("Cold butter matters.\n\n*Really.*")
        #expect(words == "<p>Cold butter matters.</p>\n<p><em>Really.</em></p>\n")
        // An italic line with nothing before it is an ordinary paragraph.
        #expect(try story("![A slice](slice.jpg)\n\nWarm.\n\n*Really.*").contains("<p><img"))
    }

    /// The first picture alone in the intro is the recipe's photo when there is no `image:` (its
    /// title the photo's caption); another picture than `image:` stays in the story.
    @Test func theIntroPictureIsThePhotoOnlyWithoutAnother() throws {
        let body = "The one we bake.\n\n![A slice of pie](slice.jpg \"Still warm\")\n\n## Steps\n1. Bake."
        let (promoted, _) = buildRecipe("---\ntitle: Pie\n---\n\(body)", contentFiles: ["recipes/slice.jpg"])
        #expect(promoted?.image?.file == "recipes/slice.jpg" && promoted?.imageCaption == "Still warm")
        #expect(promoted?.storyHTML == "")
        let (kept, _) = buildRecipe("---\ntitle: Pie\nimage: crust.jpg\n---\n\(body)", contentFiles: ["recipes/slice.jpg", "recipes/crust.jpg"])
        #expect(kept?.image?.file == "recipes/crust.jpg" && kept?.imageCaption == nil)
        #expect(kept?.storyHTML.contains("<figcaption>Still warm</figcaption>") == true)
        let (same, _) = buildRecipe("---\ntitle: Pie\nimage: slice.jpg\n---\n\(body)", contentFiles: ["recipes/slice.jpg"])
        #expect(same?.storyHTML == "", "the photo is not shown twice")
    }
}
