import RecipositoryMarkdown

// A recipe's model as bytes (`ModelCoded`), for the build cache's models: every stored field, in
// declaration order. A field added to a model type must be added here; `ModelCacheTests` holds
// that a model read back equals the one written for every recipe of the bundled cookbook and
// based.cooking.

extension RecipeCollection.Modelled: ModelCoded {
    public init(from reader: inout ModelBytesReader) throws {
        self.init(recipe: try reader.next(), diagnostics: try reader.next(), lookups: try reader.next())
    }
    public func write(to writer: inout ModelBytesWriter) {
        writer.add(recipe)
        writer.add(diagnostics)
        writer.add(lookups)
    }
}

extension LinkLookups: ModelCoded {
    public init(from reader: inout ModelBytesReader) throws {
        let (kinds, targets, answers): ([Int], [String], [String]) = (try reader.next(), try reader.next(), try reader.next())
        guard kinds.count == targets.count, targets.count == answers.count else { throw ModelBytesError() }
        let questions = try zip(kinds, targets).map { kind, target -> Question in
            switch kind {
            case 0: .link(target)
            case 1: .file(target)
            case 2: .slug(target)
            default: throw ModelBytesError()
            }
        }
        self.init(questions: questions, answers: answers)
    }
    public func write(to writer: inout ModelBytesWriter) {
        writer.add(questions.map { question -> Int in
            switch question {
            case .link: 0
            case .file: 1
            case .slug: 2
            }
        })
        writer.add(questions.map { question -> String in
            switch question {
            case .link(let target), .file(let target), .slug(let target): target
            }
        })
        writer.add(answers)
    }
}

extension Recipe: ModelCoded {
    public init(from reader: inout ModelBytesReader) throws {
        self.init(sourcePath: try reader.next(), slug: try reader.next(), title: try reader.next())
        (description, introText, story, ingredientPictures) = (try reader.next(), try reader.next(), try reader.next(), try reader.next())
        (category, cuisine, tags, servings, yield) = (try reader.next(), try reader.next(), try reader.next(), try reader.next(), try reader.next())
        (prepMinutes, cookMinutes, totalMinutes, difficulty, rating) = (try reader.next(), try reader.next(), try reader.next(), try reader.next(),
                                                                         try reader.next())
        (image, imageCaption, gallery, author, source, date) = (try reader.next(), try reader.next(), try reader.next(), try reader.next(),
                                                                try reader.next(), try reader.next())
        (cooked, nutrition, diet, related, isDraft, estimateNutrition) = (try reader.next(), try reader.next(), try reader.next(),
                                                                          try reader.next(), try reader.next(), try reader.next())
        (extra, ingredientGroups, stepSections, sections, links, bodyImages) = (try reader.next(), try reader.next(), try reader.next(),
                                                                                try reader.next(), try reader.next(), try reader.next())
        lookups = try reader.next()
    }
    public func write(to writer: inout ModelBytesWriter) {
        writer.add(sourcePath); writer.add(slug); writer.add(title)
        writer.add(description); writer.add(introText); writer.add(story); writer.add(ingredientPictures)
        writer.add(category); writer.add(cuisine); writer.add(tags); writer.add(servings); writer.add(yield)
        writer.add(prepMinutes); writer.add(cookMinutes); writer.add(totalMinutes); writer.add(difficulty); writer.add(rating)
        writer.add(image); writer.add(imageCaption); writer.add(gallery); writer.add(author); writer.add(source); writer.add(date)
        writer.add(cooked); writer.add(nutrition); writer.add(diet); writer.add(related); writer.add(isDraft); writer.add(estimateNutrition)
        writer.add(extra); writer.add(ingredientGroups); writer.add(stepSections); writer.add(sections); writer.add(links); writer.add(bodyImages)
        writer.add(lookups)
    }
}

extension SiteTarget: ModelCoded {
    public init(from reader: inout ModelBytesReader) throws {
        self = switch try reader.next(Int.self) {
        case 0: .recipe(slug: try reader.next(), fragment: try reader.next())
        case 1: .file(path: try reader.next(), fragment: try reader.next())
        case 2: .home(fragment: try reader.next())
        default: throw ModelBytesError()
        }
    }
    public func write(to writer: inout ModelBytesWriter) {
        switch self {
        case .recipe(let slug, let fragment): writer.add(0); writer.add(slug); writer.add(fragment)
        case .file(let path, let fragment): writer.add(1); writer.add(path); writer.add(fragment)
        case .home(let fragment): writer.add(2); writer.add(fragment)
        }
    }
}

extension Reference: ModelCoded {
    public init(from reader: inout ModelBytesReader) throws {
        self.init(target: try reader.next(), location: try reader.next(), resolved: try reader.next())
    }
    public func write(to writer: inout ModelBytesWriter) { writer.add(target); writer.add(location); writer.add(resolved) }
}

extension SourceLocation: ModelCoded {
    public init(from reader: inout ModelBytesReader) throws { self.init(file: try reader.next(), line: try reader.next(), column: try reader.next()) }
    public func write(to writer: inout ModelBytesWriter) { writer.add(file); writer.add(line); writer.add(column) }
}

extension Diagnostic: ModelCoded {
    public init(from reader: inout ModelBytesReader) throws {
        guard let code = DiagnosticCode(rawValue: try reader.next()) else { throw ModelBytesError() }
        self.init(code, try reader.next(), at: try reader.next(), note: try reader.next())
    }
    public func write(to writer: inout ModelBytesWriter) { writer.add(code.rawValue); writer.add(message); writer.add(location); writer.add(note) }
}

extension MarkdownPart: ModelCoded {
    // A part kept as bytes is those bytes here too: not read back into nodes and written again.
    public init(from reader: inout ModelBytesReader) throws {
        let (pieces, written) = try reader.nextWithBytes([Piece].self)
        self.init(pieces: pieces, written: written, targets: try reader.next())
    }
    public func write(to writer: inout ModelBytesWriter) {
        if let written = writtenPieces { writer.add(written: written) } else { writer.add(pieces) }
        writer.add(targets)
    }
}

extension MarkdownPart.Piece: ModelCoded {
    public init(from reader: inout ModelBytesReader) throws {
        self = switch try reader.next(Int.self) {
        case 0: .block(try reader.next())
        case 1: .inline(try reader.next())
        case 2: .figure(try reader.next())
        default: throw ModelBytesError()
        }
    }
    public func write(to writer: inout ModelBytesWriter) {
        switch self {
        case .block(let node): writer.add(0); writer.add(node)
        case .inline(let node): writer.add(1); writer.add(node)
        case .figure(let figure): writer.add(2); writer.add(figure)
        }
    }
}

extension Figure: ModelCoded {
    public init(from reader: inout ModelBytesReader) throws { (image, caption) = (try reader.next(), try reader.next()) }
    public func write(to writer: inout ModelBytesWriter) { writer.add(image); writer.add(caption) }
}

extension Servings: ModelCoded {
    public init(from reader: inout ModelBytesReader) throws { self.init(low: try reader.next(), high: try reader.next(), text: try reader.next()) }
    public func write(to writer: inout ModelBytesWriter) { writer.add(low); writer.add(high); writer.add(text) }
}

extension Difficulty: ModelCoded {
    public init(from reader: inout ModelBytesReader) throws { self.init(level: try reader.next()) }
    public func write(to writer: inout ModelBytesWriter) { writer.add(level) }
}

extension RecipeDate: ModelCoded {
    public init(from reader: inout ModelBytesReader) throws { self.init(year: try reader.next(), month: try reader.next(), day: try reader.next()) }
    public func write(to writer: inout ModelBytesWriter) { writer.add(year); writer.add(month); writer.add(day) }
}

extension CookedEntry: ModelCoded {
    public init(from reader: inout ModelBytesReader) throws {
        self.init(date: try reader.next(), note: try reader.next(), rating: try reader.next(), servings: try reader.next())
    }
    public func write(to writer: inout ModelBytesWriter) { writer.add(date); writer.add(note); writer.add(rating); writer.add(servings) }
}

extension NutritionValue: ModelCoded {
    public init(from reader: inout ModelBytesReader) throws { self.init(name: try reader.next(), amount: try reader.next(), unit: try reader.next()) }
    public func write(to writer: inout ModelBytesWriter) { writer.add(name); writer.add(amount); writer.add(unit) }
}

extension ExtraValue: ModelCoded {
    public init(from reader: inout ModelBytesReader) throws {
        self = switch try reader.next(Int.self) {
        case 0: .string(try reader.next())
        case 1: .number(try reader.next())
        case 2: .bool(try reader.next())
        case 3: .list(try reader.next())
        case 4: .map(try reader.next())
        case 5: .null
        default: throw ModelBytesError()
        }
    }
    public func write(to writer: inout ModelBytesWriter) {
        switch self {
        case .string(let text): writer.add(0); writer.add(text)
        case .number(let number): writer.add(1); writer.add(number)
        case .bool(let value): writer.add(2); writer.add(value)
        case .list(let values): writer.add(3); writer.add(values)
        case .map(let values): writer.add(4); writer.add(values)
        case .null: writer.add(5)
        }
    }
}

extension IngredientGroup: ModelCoded {
    public init(from reader: inout ModelBytesReader) throws { (title, ingredients) = (try reader.next(), try reader.next()) }
    public func write(to writer: inout ModelBytesWriter) { writer.add(title); writer.add(ingredients) }
}

extension Ingredient: ModelCoded {
    public init(from reader: inout ModelBytesReader) throws {
        self.init(text: try reader.next(), markdown: try reader.next(), line: try reader.next(), location: try reader.next(),
                  plainText: try reader.next(), nameSpan: try reader.next(), amountSpan: try reader.next(), unitSpan: try reader.next())
    }
    public func write(to writer: inout ModelBytesWriter) {
        writer.add(text); writer.add(markdown); writer.add(line); writer.add(location)
        writer.add(plainText); writer.add(nameSpan); writer.add(amountSpan); writer.add(unitSpan)
    }
}

extension IngredientLine: ModelCoded {
    public init(from reader: inout ModelBytesReader) throws {
        self.init(name: "")
        (quantity, unit, unitText, name, note, isOptional) = (try reader.next(), try reader.next(), try reader.next(), try reader.next(),
                                                              try reader.next(), try reader.next())
        (alternative, plus, food, size, preparation, brand, problems) = (try reader.next(), try reader.next(), try reader.next(), try reader.next(),
                                                                         try reader.next(), try reader.next(), try reader.next())
        (leadingWords, measureAfterName, unitAfterName, unitSize, unitSizeFirst) = (try reader.next(), try reader.next(), try reader.next(),
                                                                                    try reader.next(), try reader.next())
        (unitWord, containerSize) = (try reader.next(), try reader.next())
    }
    public func write(to writer: inout ModelBytesWriter) {
        writer.add(quantity); writer.add(unit); writer.add(unitText); writer.add(name); writer.add(note); writer.add(isOptional)
        writer.add(alternative); writer.add(plus); writer.add(food); writer.add(size); writer.add(preparation); writer.add(brand)
        writer.add(problems)
        writer.add(leadingWords); writer.add(measureAfterName); writer.add(unitAfterName); writer.add(unitSize); writer.add(unitSizeFirst)
        writer.add(unitWord); writer.add(containerSize)
    }
}

extension IngredientLineProblem: ModelCoded {
    public init(from reader: inout ModelBytesReader) throws {
        self = switch try reader.next(Int.self) {
        case 0: .unknownUnit(word: try reader.next(), suggestion: try reader.next())
        case 1: .quantityNotUnderstood(text: try reader.next())
        default: throw ModelBytesError()
        }
    }
    public func write(to writer: inout ModelBytesWriter) {
        switch self {
        case .unknownUnit(let word, let suggestion): writer.add(0); writer.add(word); writer.add(suggestion)
        case .quantityNotUnderstood(let text): writer.add(1); writer.add(text)
        }
    }
}

extension Unit: ModelCoded {
    public init(from reader: inout ModelBytesReader) throws {
        guard let unit = Unit(rawValue: try reader.next()) else { throw ModelBytesError() }
        self = unit
    }
    public func write(to writer: inout ModelBytesWriter) { writer.add(rawValue) }
}

extension Rational: ModelCoded {
    public init(from reader: inout ModelBytesReader) throws {
        guard let value = Rational(exactly: try reader.next(), try reader.next()) else { throw ModelBytesError() }
        self = value
    }
    public func write(to writer: inout ModelBytesWriter) { writer.add(numerator); writer.add(denominator) }
}

extension Quantity: ModelCoded {
    public init(from reader: inout ModelBytesReader) throws {
        self.init(low: try reader.next(), high: try reader.next(), approximate: try reader.next())
    }
    public func write(to writer: inout ModelBytesWriter) { writer.add(low); writer.add(high); writer.add(isApproximate) }
}

extension Measure: ModelCoded {
    public init(from reader: inout ModelBytesReader) throws { self.init(quantity: try reader.next(), unit: try reader.next()) }
    public func write(to writer: inout ModelBytesWriter) { writer.add(quantity); writer.add(unit) }
}

extension StepSection: ModelCoded {
    public init(from reader: inout ModelBytesReader) throws { self.init(title: try reader.next(), steps: try reader.next()) }
    public func write(to writer: inout ModelBytesWriter) { writer.add(title); writer.add(steps) }
}

extension Step: ModelCoded {
    public init(from reader: inout ModelBytesReader) throws { self.init(text: try reader.next(), markdown: try reader.next(), location: try reader.next()) }
    public func write(to writer: inout ModelBytesWriter) { writer.add(text); writer.add(markdown); writer.add(location) }
}

extension FreeSection: ModelCoded {
    public init(from reader: inout ModelBytesReader) throws { self.init(title: try reader.next(), markdown: try reader.next(), text: try reader.next()) }
    public func write(to writer: inout ModelBytesWriter) { writer.add(title); writer.add(markdown); writer.add(text) }
}
