/// The parts of pages an incremental build keeps from the last build, by key: the cookbooks'
/// articles and the lists' recipe cards. A page that shows a changed recipe is rendered again
/// (the whole cookbook, the home page and the A–Z list show every recipe), but each of its parts
/// whose key is the last build's is taken as that build made it, not rendered. An article's key
/// is its recipe as its page shows it and the page (its number in the book, not in the part, is
/// put in when the page is written: `PagePiece`); a card's, its recipe as lists show it and the
/// depth of the pages (`BuildFingerprint.keys`); so an equal key is the same bytes. Pure: load
/// read the last build's parts (`PreviousBuild`), the writer keeps this build's (`PartSink`).
struct KeptParts: Sendable {
    /// Each cookbook page's articles' keys, in book order, by the page's path.
    var articles: [String: [String]] = [:]
    /// Each recipe's card's key, by catalog position, by the root prefix of the pages listing it.
    var cards: [String: [String]] = [:]
    /// The last build's parts: their bytes, one after another, and where each is, by key.
    var bytes: [UInt8] = []
    var ranges: [String: Range<Int>] = [:]
    /// Parts made since the bytes were put together (`serve`'s saves of one recipe, `RecipeSave`),
    /// by key: appending them to `bytes` would copy every part on each save.
    var added: [String: [UInt8]] = [:]

    /// The last build's part of this key, if it made one.
    func part(_ key: String) -> [UInt8]? {
        ranges[key].map { Array(bytes[$0]) } ?? added[key]
    }

    /// Every key this build's pages may ask for.
    var keys: [String] { Array(articles.values.joined()) + Array(cards.values.joined()) }
}
