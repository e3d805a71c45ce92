import RecipositoryMarkdown

/// Reads `recipository.yml`. Unknown keys are warned about (with a suggestion), never fatal.
public enum SiteConfigDecoder {
    static let keys = ["title", "description", "base_url", "language", "author", "units", "private", "synonyms",
                       "feed_limit", "page_size", "extra_keys",
                       "densities", "aisles", "pantry", "pictures", "estimate_nutrition"]

    public static func decode(_ text: String, path: String) -> (SiteConfig, extraKeys: Set<String>, [Diagnostic]) {
        var config = SiteConfig()
        var extraKeys = Set<String>()
        var diagnostics: [Diagnostic] = []
        func at(_ node: YAMLNode) -> SourceLocation {
            SourceLocation(file: path, line: node.mark.line, column: node.mark.column)
        }
        let yaml = YAMLReader.read(text, firstLine: 1, path: path, as: .config)
        diagnostics += yaml.diagnostics
        guard case .mapping(let mapping, _)? = yaml.root else { return (config, extraKeys, diagnostics) }
        for pair in mapping {
            let (keyNode, value) = (pair.key, pair.value)
            let key = keyNode.scalar?.string ?? ""
            let text = value.scalar?.string
            switch key {
            case "title": config.title = text ?? config.title
            case "description": config.description = text
            case "base_url", "baseURL", "baseurl":
                // It lands in mail links, where no Content-Security-Policy stops `javascript:`.
                if let text, isWebAddress(text) {
                    config.baseURL = text.hasSuffix("/") ? text : text + "/"
                } else {
                    diagnostics.append(Diagnostic(.configValue,
                                                   "`base_url` should be the address the site is published at, starting with https:// or http:// (like https://family.example/cookbook/).",
                                                   at: at(value)))
                }
            case "language": config.language = text ?? config.language
            case "author": config.author = text
            case "units":
                if let units = text.flatMap(SiteConfig.Units.init(rawValue:)) { config.units = units } else {
                    diagnostics.append(Diagnostic(.configValue, "`units` should be as-written, metric or us.", at: at(value)))
                }
            case "private":
                switch text?.lowercased() {
                case "true", "yes": config.isPrivate = true
                case "false", "no": config.isPrivate = false
                default: diagnostics.append(Diagnostic(.configValue, "`private` should be true or false.", at: at(value)))
                }
            case "estimate_nutrition":
                switch text?.lowercased() {
                case "true", "yes": config.estimateNutrition = true
                case "false", "no": config.estimateNutrition = false
                default: diagnostics.append(Diagnostic(.configValue, "`estimate_nutrition` should be true or false.", at: at(value)))
                }
            case "feed_limit":
                if let limit = text.flatMap(Int.init), limit > 0 { config.feedLimit = limit } else {
                    diagnostics.append(Diagnostic(.configValue, "`feed_limit` should be a positive whole number.", at: at(value)))
                }
            case "page_size":
                if let size = text.flatMap(Int.init), size > 0 { config.pageSize = size } else {
                    diagnostics.append(Diagnostic(.configValue, "`page_size` should be a positive whole number.", at: at(value)))
                }
            case "synonyms":
                config.synonyms = value.sequence?.compactMap { group in group.sequence?.compactMap { $0.scalar?.string } } ?? []
            case "densities":
                var site: [String: Rational] = [:]
                for pair in value.pairs ?? [] {
                    let (food, amount) = (pair.key, pair.value)
                    if let grams = amount.scalar.flatMap({ KitchenConfig.gramsPerCup($0.string) }), let name = food.scalar?.string {
                        site[name] = grams
                    } else {
                        diagnostics.append(Diagnostic(.configValue, "A density should be grams per cup (`flour: 120 g per cup`) or per millilitre (`honey: 1.42 g/ml`).", at: at(amount)))
                    }
                }
                config.foods = config.foods.overridden(byGramsPerCup: site)
            case "aisles":
                let aisles = (value.pairs ?? []).map { pair in
                    (aisle: pair.key.scalar?.string ?? "", foods: pair.value.sequence?.compactMap { $0.scalar?.string } ?? [])
                }
                config.aisles = config.aisles.overridden(by: aisles.filter { !$0.aisle.isEmpty })
            case "pantry":
                config.pantry = value.sequence?.compactMap { $0.scalar?.string } ?? []
            case "pictures":
                for pair in value.pairs ?? [] {
                    switch (pair.key.scalar?.string, pair.value.scalar?.string.lowercased()) {
                    case ("originals", "true"?), ("originals", "yes"?): config.publishesOriginalPictures = true
                    case ("originals", "false"?), ("originals", "no"?): config.publishesOriginalPictures = false
                    default:
                        diagnostics.append(Diagnostic(.configValue, "`pictures` takes one setting, `originals: true` or `originals: false`.",
                                                      at: at(pair.key)))
                    }
                }
                if value.pairs == nil {
                    diagnostics.append(Diagnostic(.configValue, "`pictures` takes one setting, `originals: true` or `originals: false`.", at: at(value)))
                }
            case "extra_keys":
                extraKeys = Set(value.sequence?.compactMap { $0.scalar?.string } ?? [])
            default:
                let suggestion = EditDistance.closest(to: key, in: keys, maxDistance: 2)
                diagnostics.append(Diagnostic(.unknownConfigKey, "recipository.yml has a key `\(key)` that Recipository does not use.",
                                              at: at(keyNode), note: suggestion.map { "did you mean `\($0)`?" }))
            }
        }
        return (config, extraKeys, diagnostics)
    }

    /// `http(s)://host/path`, with nothing in it that could close an attribute or a line.
    static func isWebAddress(_ text: String) -> Bool {
        let lower = text.lowercased()
        guard let scheme = ["https://", "http://"].first(where: lower.hasPrefix) else { return false }
        let rest = lower.dropFirst(scheme.count)
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return !host.isEmpty && host.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-.:[]".contains($0)) }
            && !text.unicodeScalars.contains { $0.value <= 0x20 || $0.value == 0x7F || "\"'<>`\\".unicodeScalars.contains($0) }
    }
}
