/// `search-index.js`: the bytes of `search-index.json` as a script, for the search page opened
/// from disk (`file://`), where browsers refuse to fetch a JSON file but run a `<script src>`.
/// Made from the JSON's own bytes, so the two files cannot disagree. JSON is valid JavaScript
/// here because the index escapes U+2028 and U+2029 (and `<`, `>`, `&`).
public enum SearchIndexScript {
    public static let path = "search-index.js"
    /// The one global the search page reads; `assets/search.js` knows the same name.
    public static let globalName = "RECIPOSITORY_INDEX"

    public static func wrapping(_ json: [UInt8]) -> [UInt8] {
        Array("window.\(globalName) = ".utf8) + json + Array(";\n".utf8)
    }
}
