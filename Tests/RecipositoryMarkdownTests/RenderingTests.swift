import Testing
@testable import RecipositoryMarkdown

/// Rendering makes a fresh cmark tree from the Swift values: what cmark writes for it must be
/// what it wrote for the tree it parsed. The expected texts are cmark-gfm's own rendering of the
/// parsed tree (the whole document, then each top-level block alone), made with the C library.
@Suite struct RenderingTests {
    static let text = #"""
| a | b | c |
|:--|:-:|--:|
| 1 | `2` | ~~3~~ |

3) three
4) four

- [x] done
- [ ] to *do*

* loose

* list [^n]

```sh
echo <hi>
```

See[^n] and[^n], ![pie & "cream"](pie.webp "A <slice>") <b>x</b>.

[^n]: Twice *noted* [home](/).
"""#

    @Test func theWholeDocumentRendersAsCmarkRenderedItsOwnTree() {
        let doc = Markdown.parse(Self.text)
        #expect(Markdown.html(doc.root) == #"""
<table>
<thead>
<tr>
<th align="left">a</th>
<th align="center">b</th>
<th align="right">c</th>
</tr>
</thead>
<tbody>
<tr>
<td align="left">1</td>
<td align="center"><code>2</code></td>
<td align="right"><del>3</del></td>
</tr>
</tbody>
</table>
<ol start="3">
<li>three</li>
<li>four</li>
</ol>
<ul>
<li><input type="checkbox" checked="" disabled="" aria-label="done" /> done</li>
<li><input type="checkbox" disabled="" aria-label="to do" /> to <em>do</em></li>
</ul>
<ul>
<li>
<p>loose</p>
</li>
<li>
<p>list <sup class="footnote-ref"><a href="#fn-n" id="fnref-n" data-footnote-ref>1</a></sup></p>
</li>
</ul>
<pre lang="sh"><code>echo &lt;hi&gt;
</code></pre>
<p>See<sup class="footnote-ref"><a href="#fn-n" id="fnref-n-2" data-footnote-ref>1</a></sup> and<sup class="footnote-ref"><a href="#fn-n" id="fnref-n-3" data-footnote-ref>1</a></sup>, <img src="pie.webp" alt="pie &amp; &quot;cream&quot;" title="A &lt;slice&gt;" /> <!-- raw HTML omitted -->x<!-- raw HTML omitted -->.</p>
<section class="footnotes" data-footnotes>
<ol>
<li id="fn-n">
<p>Twice <em>noted</em> <a href="/">home</a>. <a href="#fnref-n" class="footnote-backref" data-footnote-backref aria-label="Back to content">↩</a> <a href="#fnref-n-2" class="footnote-backref" data-footnote-backref aria-label="Back to content">↩<sup class="footnote-ref">2</sup></a> <a href="#fnref-n-3" class="footnote-backref" data-footnote-backref aria-label="Back to content">↩<sup class="footnote-ref">3</sup></a></p>
</li>
</ol>
</section>

"""#)
        #expect(Markdown.plainText(doc.root) == #"""
| a | b | c |
| :-- | :-: | --: |
| 1 | 2 | ~3~ |

3)  three
4)  four

- [x] done
- [ ] to do

  - loose

  - list [^1]

echo <hi>

See[^1] and[^1], pie & "cream" x.

[^1]: Twice noted home.

"""#)
    }

    @Test func eachBlockRendersAloneAsCmarkRenderedItInPlace() {
        let doc = Markdown.parse(Self.text)
        let pieces = doc.root.children.map { "[\(Markdown.html($0))]{\(Markdown.plainText($0))}" }.joined()
        #expect(pieces == #"""
[<table>
<thead>
<tr>
<th align="left">a</th>
<th align="center">b</th>
<th align="right">c</th>
</tr>
</thead>
<tbody>
<tr>
<td align="left">1</td>
<td align="center"><code>2</code></td>
<td align="right"><del>3</del></td>
</tr>
</tbody>
</table>
]{| a | b | c |
| :-- | :-: | --: |
| 1 | 2 | ~3~ |
}[<ol start="3">
<li>three</li>
<li>four</li>
</ol>
]{3)  three
4)  four
}[<ul>
<li><input type="checkbox" checked="" disabled="" aria-label="done" /> done</li>
<li><input type="checkbox" disabled="" aria-label="to do" /> to <em>do</em></li>
</ul>
]{- [x] done
- [ ] to do
}[<ul>
<li>
<p>loose</p>
</li>
<li>
<p>list <sup class="footnote-ref"><a href="#fn-n" id="fnref-n" data-footnote-ref>1</a></sup></p>
</li>
</ul>
]{  - loose

  - list [^1]
}[<pre lang="sh"><code>echo &lt;hi&gt;
</code></pre>
]{echo <hi>
}[<p>See<sup class="footnote-ref"><a href="#fn-n" id="fnref-n-2" data-footnote-ref>1</a></sup> and<sup class="footnote-ref"><a href="#fn-n" id="fnref-n-3" data-footnote-ref>1</a></sup>, <img src="pie.webp" alt="pie &amp; &quot;cream&quot;" title="A &lt;slice&gt;" /> <!-- raw HTML omitted -->x<!-- raw HTML omitted -->.</p>
]{See[^1] and[^1], pie & "cream" x.
}[<section class="footnotes" data-footnotes>
<ol>
<li id="fn-n">
<p>Twice <em>noted</em> <a href="/">home</a>. <a href="#fnref-n" class="footnote-backref" data-footnote-backref aria-label="Back to content">↩</a> <a href="#fnref-n-2" class="footnote-backref" data-footnote-backref aria-label="Back to content">↩<sup class="footnote-ref">2</sup></a> <a href="#fnref-n-3" class="footnote-backref" data-footnote-backref aria-label="Back to content">↩<sup class="footnote-ref">3</sup></a></p>
</li>
</ol>
</section>
]{[^1]: Twice noted home.
}
"""#)
    }

    @Test func aParagraphOfATightListStaysBareAlone() {
        let doc = Markdown.parse("1. *one*\n2. two\n\n- a\n\n- b\n")
        #expect(Markdown.html(doc.root.children[0].children[0].children[0]) == "<em>one</em>")
        #expect(Markdown.html(doc.root.children[1].children[0].children[0]) == "<p>a</p>\n")
    }

    @Test func destinationsAreGivenPerRenderingAndChangeNothingElse() {
        let doc = Markdown.parse("[soup](soup.md) ![pie](pie.webp) [x](javascript:alert(1))\n")
        let (link, picture, script) = (doc.linksAndImages[0], doc.linksAndImages[1], doc.linksAndImages[2])
        let paragraph = doc.root.children[0]
        #expect(Markdown.html(paragraph, destinations: [link.id: "../soup/", picture.id: "../pix/pie.webp", script.id: "javascript:x()"])
            == #"<p><a href="../soup/">soup</a> <img src="../pix/pie.webp" alt="pie" /> <a href="">x</a></p>"# + "\n")
        #expect(Markdown.html(paragraph) == #"<p><a href="soup.md">soup</a> <img src="pie.webp" alt="pie" /> <a href="">x</a></p>"# + "\n")
    }

    /// A picture of known size is cmark's own `<img>` with `width` and `height` after its address,
    /// loaded lazily (`loading`, `decoding`): the address, alt text and title escaped as cmark escapes them.
    @Test func aSizedPictureIsCmarksPictureWithItsSize() {
        let doc = Markdown.parse(#"""
![*a* & "b" `c` <i>d</i>\
e ![inner](x.png) [f](g)](<my pie & 'crust' é.webp> "T & \"q\" <u>") and ![](p.png)
"""#)
        let paragraph = doc.root.children[0]
        let pictures = doc.linksAndImages.filter { if case .image = $0.kind { true } else { false } }
        #expect(pictures.count == 3)
        var sizes: [Int: Markdown.PictureSize] = [:]
        for picture in pictures { sizes[picture.id] = Markdown.PictureSize(width: 4, height: 3) }
        let expected = Markdown.html(paragraph).replacingOccurrences(of: #"" alt=""#, with: #"" width="4" height="3" alt=""#)
            .replacingOccurrences(of: #"" />"#, with: #"" loading="lazy" decoding="async" />"#)
        #expect(Markdown.html(paragraph, pictureSizes: sizes) == expected)
        #expect(expected.contains(#"<img src="my%20pie%20&amp;%20&#x27;crust&#x27;%20%C3%A9.webp" width="4" height="3" alt="a &amp; &quot;b&quot; c &lt;i&gt;d&lt;/i&gt; e inner f" title="T &amp; &quot;q&quot; &lt;u&gt;" loading="lazy" decoding="async" />"#))
        // Where a destination is given, the sized picture points there too.
        let first = pictures[0].id
        #expect(Markdown.html(paragraph, destinations: [first: "../../pix/a b.webp"], pictureSizes: [first: Markdown.PictureSize(width: 4, height: 3)])
            .hasPrefix(#"<p><img src="../../pix/a%20b.webp" width="4" height="3" alt=""#))
    }

    /// A picture with copies is a `<picture>` as HTML writes one: the WebP copies in a `<source>`
    /// of that type, the JPEG ones in the `<img>`'s `srcset`, both with the same `sizes`; the
    /// attributes escaped.
    @Test func aPictureWithCopiesOffersThem() {
        let doc = Markdown.parse("![Pie & cream](pie.jpg)")
        let picture = doc.linksAndImages[0]
        let copies = Markdown.PictureSize.Copies(webpSrcset: "pie-360.webp 360w, pie-720.webp 720w",
                                                 jpegSrcset: "pie-360.jpg 360w, pie-720.jpg 720w", sizes: #"(min-width: 40em) 28rem, "x" & <y>"#)
        #expect(Markdown.html(doc.root.children[0], pictureSizes: [picture.id: Markdown.PictureSize(width: 720, height: 540, copies: copies)])
            == #"<p><picture><source type="image/webp" srcset="pie-360.webp 360w, pie-720.webp 720w" sizes="(min-width: 40em) 28rem, &quot;x&quot; &amp; &lt;y&gt;">"#
            + #"<img src="pie.jpg" srcset="pie-360.jpg 360w, pie-720.jpg 720w" sizes="(min-width: 40em) 28rem, &quot;x&quot; &amp; &lt;y&gt;" width="720" height="540" alt="Pie &amp; cream" loading="lazy" decoding="async" /></picture></p>"#
            + "\n")
    }
}
