import Foundation

/// A recipe's `source:` address as import compares it. The address a page was fetched from is
/// normalised before it is written (scheme and host in lower case, the default port and the
/// fragment dropped), and two sources are one when their keys are equal: `http://` and
/// `https://`, and a trailing `/`, make no difference. A fragment stays in the key, as it tells
/// apart the recipes of one page (`page#tomato-salad`).
public enum SourceAddress {
    /// `HTTP://Example.org:80/pie#comments` -> `http://example.org/pie`.
    public static func normalised(_ address: String) -> String {
        var text = address.trimmingCharacters(in: .whitespaces)
        if let hash = text.firstIndex(of: "#") { text = String(text[..<hash]) }
        guard let separator = text.range(of: "://") else { return text }
        let scheme = text[..<separator.lowerBound].lowercased()
        let rest = text[separator.upperBound...]
        var host = rest.prefix { $0 != "/" && $0 != "?" }.lowercased()
        let path = rest.dropFirst(host.count)
        if (scheme == "http" && host.hasSuffix(":80")) || (scheme == "https" && host.hasSuffix(":443")) {
            host = String(host[..<host.lastIndex(of: ":")!])
        }
        return scheme + "://" + host + (path.isEmpty ? "/" : path)
    }

    /// The key two sources are compared by.
    public static func key(_ source: String) -> String {
        var key = source.trimmingCharacters(in: .whitespaces)
        var fragment = ""
        if let hash = key.firstIndex(of: "#") {
            fragment = String(key[hash...])
            key = String(key[..<hash])
        }
        key = normalised(key)
        if let separator = key.range(of: "://") { key = "//" + key[separator.upperBound...] }
        while key.hasSuffix("/") { key.removeLast() }
        return key + fragment
    }
}
