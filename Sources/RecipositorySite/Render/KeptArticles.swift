/// The cookbooks' articles an incremental build keeps from the last build, by key: a cookbook
/// page that lists a changed recipe (the whole cookbook lists every recipe) is rendered again,
/// but each of its articles whose key is the last build's is taken as that build made it, not
/// rendered. An article's key is its recipe as its page shows it, the page and its number in the
/// book (`BuildFingerprint.keys`), so an equal key is the same bytes. Pure: load read the last
/// build's articles (`PreviousBuild`), the writer keeps this build's (`ArticleSink`).
struct KeptArticles: Sendable {
    /// Each cookbook page's articles' keys, in book order, by the page's path.
    var keys: [String: [String]] = [:]
    /// The last build's articles: their bytes, one after another, and where each is, by key.
    var bytes: [UInt8] = []
    var ranges: [String: Range<Int>] = [:]

    /// The last build's article of this key, if it made one.
    func article(_ key: String) -> [UInt8]? {
        ranges[key].map { Array(bytes[$0]) }
    }
}
