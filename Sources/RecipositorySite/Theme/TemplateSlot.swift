/// A value whose text is made after the page is rendered: the renderer writes nothing for it and
/// notes where it stands (`TemplateOutput.slots`), so the page can be written around it. A
/// cookbook's articles are slots, each made as the page is written, so a book of 10,000 recipes
/// is never whole in memory.
struct TemplateSlot: Sendable {
    let index: Int
}
