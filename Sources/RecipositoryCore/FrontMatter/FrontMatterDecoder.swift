import RecipositoryMarkdown

/// Reads YAML front matter into `FrontMatter`, reporting every problem at its file line and column.
///
/// `YAMLReader` composes the YAML without implicit typing, so every scalar stays a string with
/// its quoting style; this type decides what each key's value means. That lets each key accept
/// the forms authors write (`servings: 4-6`, `prep: 1 h 15`).
public struct FrontMatterDecoder: Sendable {
    /// Keys the site declares as its own, never warned about.
    public var extraKeys: Set<String>

    public init(extraKeys: Set<String> = []) {
        self.extraKeys = extraKeys
    }

    /// The front matter read, nil when the YAML could not be read at all (the diagnostics say why:
    /// nothing else about such a file is reliable).
    public func read(_ yaml: String, firstLine: Int, path: String) -> (FrontMatter?, [Diagnostic]) {
        let yamlResult = YAMLReader.read(yaml, firstLine: firstLine, path: path)
        guard yamlResult.isReadable else { return (nil, yamlResult.diagnostics) }
        var reader = Reader(path: path, firstLine: firstLine, extraKeys: extraKeys)
        reader.diagnostics = yamlResult.diagnostics
        switch yamlResult.root {
        case nil:
            break
        case .mapping(let pairs, _)?:
            reader.read(pairs)
        case let node?:
            reader.diagnostics.append(Diagnostic(.wrongType, "The front matter must be a list of `key: value` lines.",
                                                 at: reader.location(of: node)))
        }
        return (reader.frontMatter, reader.diagnostics)
    }

    /// `read`, with an empty front matter for YAML that could not be read.
    public func decode(_ yaml: String, firstLine: Int, path: String) -> (FrontMatter, [Diagnostic]) {
        let (frontMatter, diagnostics) = read(yaml, firstLine: firstLine, path: path)
        return (frontMatter ?? FrontMatter(), diagnostics)
    }
}

private struct Reader {
    let path: String
    let firstLine: Int
    let extraKeys: Set<String>
    var frontMatter = FrontMatter()
    var diagnostics: [Diagnostic] = []
    private var seen: [FrontMatterKey: String] = Dictionary(minimumCapacity: FrontMatterKey.allCases.count)

    init(path: String, firstLine: Int, extraKeys: Set<String>) {
        self.path = path
        self.firstLine = firstLine
        self.extraKeys = extraKeys
    }

    func location(of node: YAMLNode) -> SourceLocation {
        SourceLocation(file: path, line: firstLine + node.mark.line - 1, column: node.mark.column)
    }

    mutating func read(_ pairs: [YAMLPair]) {
        for pair in pairs {
            let (keyNode, value) = (pair.key, pair.value)
            guard let name = keyNode.scalar?.string else {
                diagnostics.append(Diagnostic(.wrongType, "A front matter key must be a plain word.", at: location(of: keyNode)))
                continue
            }
            guard let key = FrontMatterKey(spelling: name) else {
                readUnknown(name, keyNode: keyNode, value: value)
                continue
            }
            if let earlier = seen[key] {
                diagnostics.append(Diagnostic(.duplicateKey,
                                              "`\(name)` says the same as `\(earlier)` earlier in the front matter; the later one wins.",
                                              at: location(of: keyNode)))
            }
            seen[key] = name
            read(key, name: name, value)
        }
    }

    private mutating func readUnknown(_ name: String, keyNode: YAMLNode, value: YAMLNode) {
        frontMatter.extra[name] = ExtraValue(value)
        let lowered = name.lowercased()
        guard !extraKeys.contains(name), !FrontMatterKey.knownForeign.contains(lowered), lowered.count > 3 else { return }
        let candidates = FrontMatterKey.allCases.flatMap(\.spellings)
        if let suggestion = EditDistance.closest(to: lowered, in: candidates, maxDistance: 2) {
            diagnostics.append(Diagnostic(.unknownKey,
                                          "The front matter key `\(name)` is not one Recipository knows; it is kept for templates as `extra.\(name)`.",
                                          at: location(of: keyNode), note: "did you mean `\(suggestion)`?"))
        }
    }

    private mutating func read(_ key: FrontMatterKey, name: String, _ node: YAMLNode) {
        switch key {
        case .title: frontMatter.title = text(node, name).map { Located($0, at: location(of: node)) }
        case .slug: frontMatter.slug = text(node, name).map { Located($0, at: location(of: node)) }
        case .description: frontMatter.description = text(node, name)
        case .category: frontMatter.category = list(node, name).first
        case .cuisine: frontMatter.cuisine = text(node, name)
        case .tags: frontMatter.tags = list(node, name)
        case .servings: frontMatter.servings = servings(node, name)
        case .yield: frontMatter.yield = servings(node, name)
        case .prep: frontMatter.prepMinutes = minutes(node, name)
        case .cook: frontMatter.cookMinutes = minutes(node, name)
        case .total: frontMatter.totalMinutes = minutes(node, name)
        case .difficulty: frontMatter.difficulty = difficulty(node, name)
        case .rating: frontMatter.rating = rating(node, name)
        case .image: frontMatter.image = locatedList(node, name).first
        case .gallery: frontMatter.gallery = locatedList(node, name)
        case .author: frontMatter.author = list(node, name).first
        case .source: frontMatter.source = text(node, name)
        case .date: frontMatter.date = date(node, name)
        case .cooked: frontMatter.cooked = cooked(node, name)
        case .nutrition: frontMatter.nutrition = nutrition(node, name)
        case .diet: frontMatter.diet = list(node, name)
        case .related: frontMatter.related = locatedList(node, name)
        case .draft: frontMatter.isDraft = bool(node, name) ?? false
        case .estimateNutrition: frontMatter.estimateNutrition = bool(node, name)
        case .ingredients: frontMatter.ingredients = locatedList(node, name)
        case .directions: frontMatter.directions = locatedList(node, name)
        }
    }
}

// MARK: - Values

private extension Reader {
    mutating func wrongType(_ node: YAMLNode, _ name: String, _ expected: String) {
        diagnostics.append(Diagnostic(.wrongType, "`\(name)` should be \(expected).", at: location(of: node)))
    }

    /// A single text value; numbers and dates written plainly are text too. `name` is only
    /// needed for a diagnostic, so it is built only then.
    mutating func text(_ node: YAMLNode, _ name: @autoclosure () -> String) -> String? {
        guard let scalar = node.scalar else {
            wrongType(node, name(), "a single value, not a list or a map")
            return nil
        }
        let value = Trimming.whitespace(scalar.string)
        // Every null word is at most four bytes: longer values skip hashing.
        if value.isEmpty || (scalar.isPlain && value.utf8.count <= 4 && Self.nullWords.contains(value)) { return nil }
        return value
    }

    static let nullWords: Set<String> = ["~", "null", "Null", "NULL"]

    /// A list of text values: a YAML list, or one value with commas (Jekyll style).
    mutating func list(_ node: YAMLNode, _ name: String) -> [String] {
        locatedList(node, name).map(\.value)
    }

    mutating func locatedList(_ node: YAMLNode, _ name: String) -> [Located<String>] {
        switch node {
        case .sequence(let sequence, _):
            return sequence.compactMap { item in text(item, name).map { Located($0, at: location(of: item)) } }
        case .scalar(let scalar, _):
            guard let value = text(node, name) else { return [] }
            let parts = scalar.isPlain ? value.split(separator: ",").map { Trimming.whitespace($0) } : [value]
            return parts.filter { !$0.isEmpty }.map { Located($0, at: location(of: node)) }
        default:
            wrongType(node, name, "a list of values")
            return []
        }
    }

    mutating func servings(_ node: YAMLNode, _ name: String) -> Servings? {
        guard let value = text(node, name) else { return nil }
        if let servings = ServingsParser.parse(value) { return servings }
        diagnostics.append(Diagnostic(.wrongType,
                                      "`\(name)` should be a number of servings like `4` or `4-6`, or a yield like `1 loaf (12 slices)`, not `\(value)`.",
                                      at: location(of: node)))
        return nil
    }

    mutating func minutes(_ node: YAMLNode, _ name: String) -> Int? {
        guard let value = text(node, name) else { return nil }
        if let minutes = DurationParser.minutes(from: value) { return minutes }
        diagnostics.append(Diagnostic(.badDuration,
                                      "`\(name)` should be a time like `45 min`, `1 h 15` or `PT1H15M`, not `\(value)`.",
                                      at: location(of: node)))
        return nil
    }

    mutating func difficulty(_ node: YAMLNode, _ name: String) -> Difficulty? {
        guard let value = text(node, name) else { return nil }
        if let difficulty = DifficultyParser.parse(value) { return difficulty }
        let code: DiagnosticCode = Double(value) != nil ? .difficultyOutOfRange : .wrongType
        diagnostics.append(Diagnostic(code, "`\(name)` should be 1 (easy) to 5 (hard), or easy, medium or hard, not `\(value)`.",
                                      at: location(of: node)))
        return nil
    }

    mutating func rating(_ node: YAMLNode, _ name: String) -> Double? {
        guard let value = text(node, name) else { return nil }
        if let rating = RatingParser.parse(value) { return rating }
        let code: DiagnosticCode = Double(value) != nil ? .ratingOutOfRange : .wrongType
        diagnostics.append(Diagnostic(code, "`\(name)` should be a number of hearts from 0 to 5, not `\(value)`.",
                                      at: location(of: node)))
        return nil
    }

    mutating func date(_ node: YAMLNode, _ name: String) -> RecipeDate? {
        guard let value = text(node, name) else { return nil }
        if let date = DateParser.parse(value) { return date }
        diagnostics.append(Diagnostic(.badDate, "`\(name)` should be a date like `2026-11-22`, not `\(value)`.",
                                      at: location(of: node)))
        return nil
    }

    mutating func bool(_ node: YAMLNode, _ name: String) -> Bool? {
        guard let value = text(node, name) else { return nil }
        switch value.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default:
            wrongType(node, name, "true or false")
            return nil
        }
    }

    mutating func cooked(_ node: YAMLNode, _ name: String) -> [CookedEntry] {
        let items: [YAMLNode]
        switch node {
        case .sequence(let sequence, _): items = sequence
        default: items = [node]
        }
        return items.compactMap { item -> CookedEntry? in
            switch item {
            case .scalar:
                return date(item, name).map { CookedEntry(date: $0) }
            case .mapping(let pairs, _):
                var entry: CookedEntry?
                var note: String?, rating: Double?, servings: Int?
                for pair in pairs {
                    let (key, value) = (pair.key, pair.value)
                    switch key.scalar?.string.lowercased() {
                    case "date": entry = date(value, "\(name) date").map { CookedEntry(date: $0) }
                    case "note", "notes": note = text(value, "\(name) note")
                    case "rating", "hearts": rating = self.rating(value, "\(name) rating")
                    case "servings", "serves": servings = self.servings(value, "\(name) servings")?.high
                    default: wrongType(key, "\(name)", "a date, or date, note, rating and servings")
                    }
                }
                if entry == nil {
                    diagnostics.append(Diagnostic(.wrongType, "Each `\(name)` entry needs a `date`.", at: location(of: item)))
                }
                entry?.note = note
                entry?.rating = rating
                entry?.servings = servings
                return entry
            default:
                wrongType(item, name, "a list of dates, or of entries with a date")
                return nil
            }
        }
    }

    mutating func nutrition(_ node: YAMLNode, _ name: String) -> [NutritionValue] {
        guard case .mapping(let pairs, _) = node else {
            wrongType(node, name, "a map such as `{calories: 410, protein: 4 g}`")
            return []
        }
        var values: [NutritionValue] = []
        for pair in pairs {
            let (key, value) = (pair.key, pair.value)
            guard let nutrient = key.scalar?.string, let amount = text(value, "\(name).\(nutrient)") else { continue }
            if let parsed = NutritionParser.value(name: nutrient, text: amount) {
                values.append(parsed)
            } else {
                diagnostics.append(Diagnostic(.badNutrition,
                                              "The nutrition value `\(nutrient): \(amount)` was not understood; write a number with a unit, like `4 g`.",
                                              at: location(of: value)))
            }
        }
        return values
    }
}

private extension ExtraValue {
    /// Unknown keys keep their structure; plain scalars that read as numbers or booleans become them.
    init(_ node: YAMLNode) {
        switch node {
        case .scalar(let scalar, _):
            let text = scalar.string
            if scalar.isPlain {
                if let number = Double(text) { self = .number(number); return }
                switch text {
                case "true", "True", "yes": self = .bool(true); return
                case "false", "False", "no": self = .bool(false); return
                case "~", "null", "": self = .null; return
                default: break
                }
            }
            self = .string(text)
        case .sequence(let sequence, _):
            self = .list(sequence.map(ExtraValue.init))
        case .mapping(let pairs, _):
            var map: [String: ExtraValue] = [:]
            for pair in pairs { map[pair.key.scalar?.string ?? ""] = ExtraValue(pair.value) }
            self = .map(map)
        }
    }
}
