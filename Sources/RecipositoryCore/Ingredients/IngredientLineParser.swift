/// Reads one ingredient line, `[quantity] [unit] name[, note | (note)]`, as the format contract describes.
/// Pure and allocation-light: one pass over the line's Unicode scalars, lookup tables built once.
/// Never fails: what cannot be understood stays in the name, and doubtful readings are listed in `problems`.
///
/// Choices worth knowing:
/// - `1 (14 oz) can tomatoes`: unit `can`, note `14 oz`. The parenthesis is the size of each can, so it
///   must not become an alternative measure, which would scale with the count.
/// - A unit word with nothing after it is the name: `8 Cloves` is 8 cloves (the spice), not 8 `clove` of nothing.
/// - A misspelt unit (`3 tbps sugar`) is kept in `unitText` with an `unknownUnit` problem, so the name stays `sugar`.
/// - `2 garlic cloves`, `3 thyme sprigs`, `2 celery stalks`, `2 lettuce heads`: the unit may follow the name.
///   Not `leaf`: `3 bay leaves` and `5 curry leaves` are names as cooks write them.
/// - Without a leading amount, an amount at the end is read (`Lemon juice 1 tbsp`, `pasta: 800g | 1 1/2 lb`,
///   `Sugar (100 g)`, `Paprika, 2 Tsp`).
/// - `1 cup flour (2.5 dl)`: after a volume or weight, a measure in parentheses before the first comma is the
///   alternative wherever it stands; after a count (`3 aubergines (900g)`) it is a note.
/// - `2 heaped tbsp`, `1 large can`: a size word just before a unit goes to the note; elsewhere
///   (`3 large onions`) it stays in the name.
/// - `1,000 g` is a thousand grams (a comma before exactly three digits); `1,5` and `1,25` are decimals.
/// - `optional` stays in the note and also sets `isOptional`; notes are joined with `; `.
/// - A line may start with a unit: `Tablespoon of olive oil`, `dash pepper` (one of it), `some slices of bread`
///   (no amount).
/// - `1 cup plus 2 tbsp`, `⅓ cup + 1½ tablespoons`, `1 lb 2 oz`: one amount in the smaller unit (18 tbsp);
///   `1 cup plus 1 pinch` keeps the second part in `plus` (see `LineReading+Compound.swift`). So does a
///   second part written after the name, `2 cups flour, plus 2 tbsp`, but not `1 tbsp oil plus 2 tbsp butter`.
public enum IngredientLineParser {
    /// `text` is the plain text of one list item, Markdown markup already stripped.
    public static func parse(_ text: String) -> IngredientLine {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.utf8.count)   // an upper bound known without a pass over the text
        for scalar in text.unicodeScalars { scalars.append(scalar) }
        var line = LineReading(scalars).read()
        // `Juice of 2 lemons` is lemon juice: the part is read with the fruit (`FoodReader.partOfFirst`).
        let foodName = line.leadingWords.map { $0 + " " + line.name } ?? line.name
        let food = FoodReader.read(name: foodName, note: line.note, line: text)
        line.food = food.food
        line.size = food.size
        line.preparation = food.preparation
        line.brand = food.brand
        return line
    }
}

/// The reading of one line; the unit part is in `LineReading+Unit.swift`.
struct LineReading {
    let scalars: [Unicode.Scalar]
    let start: Int
    let end: Int
    /// `400g tin chopped tomatoes`: one container, its count not written, the size at the line's start.
    var countNotWritten = false

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
        let trimmed = scalars.trimmedRange(0..<scalars.count)
        self.start = trimmed.lowerBound
        self.end = trimmed.upperBound
    }

    func read() -> IngredientLine {
        guard start < end else { return IngredientLine(name: "") }
        var from = start
        let optionalPrefix = optionalPrefixEnd(at: start)
        if let optionalPrefix { from = optionalPrefix }
        var line: IngredientLine
        if let sized = withSizeBeforeAmount(from: from) {
            line = sized
        } else if let contained = withContainerSizeFirst(from: from) {
            line = contained
        } else {
            switch QuantityScanner(scalars, end: end).scan(at: from) {
            case .quantity(let quantity, let quantityEnd):
                line = withLeadingQuantity(quantity, from: quantityEnd)
            case .none:
                line = withLeadingUnit(from: from) ?? withFruitPart(from: from) ?? withoutLeadingQuantity(from: from, lookForMeasure: true)
            case .notUnderstood(let failureEnd):
                line = withoutLeadingQuantity(from: from, lookForMeasure: false)
                line.problems.append(.quantityNotUnderstood(text: scalars.string(scalars.trimmedRange(from..<failureEnd))))
            }
        }
        if optionalPrefix != nil {
            line.isOptional = true
            line.note = ["optional", line.note].compactMap { $0 }.joined(separator: "; ")
        }
        return line
    }
}

extension LineReading {
    func withLeadingQuantity(_ quantity: Quantity, from quantityEnd: Int) -> IngredientLine {
        var line = IngredientLine(quantity: quantity, name: "")
        var notes: [String] = []
        var restStart = quantityEnd
        if let unitReading = readUnit(after: quantityEnd, of: quantity, into: &line) {
            notes = unitReading.notes
            restStart = readSecondPart(after: unitReading.end, into: &line) ?? unitReading.end
        }
        var split: NoteSplitter.Split
        if line.plus == nil, let unit = line.unit, Self.amountUnits.contains(unit),
           let trailing = trailingSecondMeasure(in: restStart..<end) {
            // `2 cups flour, plus 2 tbsp`: the second part after the name joins the amount.
            add(trailing.measure, to: &line)
            line.measureAfterName = scalars.string(scalars.trimmedRange(trailing.cut))
            let remaining = scalars.removing(trailing.cut, from: restStart..<end)
            split = NoteSplitter.split(remaining, 0..<remaining.count)
        } else if line.alternative == nil, let unit = line.unit, Self.amountUnits.contains(unit),
           let later = TrailingMeasure.parenthesizedMeasure(in: scalars, restStart..<end) {
            // `1 cup flour (2.5 dl)`, `40g sugar (3 tbsp)`: an amount measured by volume or weight has an
            // alternative wherever it is written. After a count (`2 tins sardines (~4oz)`) it is a note.
            line.alternative = later.measure
            line.measureAfterName = scalars.string(scalars.trimmedRange(later.range))
            let remaining = scalars.removing(later.range, from: restStart..<end)
            split = NoteSplitter.split(remaining, 0..<remaining.count)
        } else {
            split = NoteSplitter.split(scalars, restStart..<end)
        }
        if split.name.isEmpty && (line.unit != nil || line.unitText != nil)
            || line.unit.map({ !Self.amountUnits.contains($0) }) == true && FoodWords.describesOnly(String(scalars: split.name)) {
            // `8 Cloves`, `2 slices, toasted`, `3 whole cloves`: the unit word was the name after all.
            line = IngredientLine(quantity: quantity, name: "")
            notes = []
            split = NoteSplitter.split(scalars, quantityEnd..<end)
        }
        var name = split.name[...]
        if line.unit == nil, line.unitText == nil {
            movePostfixUnit(from: &name, into: &line)
        } else if Self.startsWithOf(name) {
            name = name.dropFirst(3)   // `1 loaf (~800g/~1.7 lbs) of bread`
        }
        line.name = String(scalars: name)
        finish(&line, notes: notes, split)
        return line
    }

    func withoutLeadingQuantity(from index: Int, lookForMeasure: Bool) -> IngredientLine {
        if lookForMeasure, let found = TrailingMeasure.find(in: scalars, index..<end) {
            let remaining = scalars.removing(found.range, from: index..<end)
            let split = NoteSplitter.split(remaining, 0..<remaining.count)
            if !split.name.isEmpty {
                var line = IngredientLine(quantity: found.measure.quantity, unit: found.measure.unit, name: "",
                                          alternative: found.alternative)
                var name = split.name[...]
                if line.unit == nil { movePostfixUnit(from: &name, into: &line) }   // `Garlic cloves 3`
                line.name = String(scalars: name)
                line.measureAfterName = scalars.string(scalars.trimmedRange(found.range))
                finish(&line, notes: [], split)
                return line
            }
        }
        let split = NoteSplitter.split(scalars, index..<end)
        var line = IngredientLine(name: String(scalars: split.name))
        finish(&line, notes: [], split)
        return line
    }

    func finish(_ line: inout IngredientLine, notes: [String], _ split: NoteSplitter.Split) {
        // Most lines have notes from one side only: no combined array to allocate.
        let allNotes = notes.isEmpty ? split.notes : split.notes.isEmpty ? notes : notes + split.notes
        line.note = allNotes.isEmpty ? nil : allNotes.count == 1 ? allNotes[0] : allNotes.joined(separator: "; ")
        line.isOptional = split.mentionsOptional
    }

    /// `Optional: 1 tsp chili flakes`, `(optional) 1 tsp chili flakes`, `optional toppings`.
    func optionalPrefixEnd(at i: Int) -> Int? {
        let parenthesized = scalars[i] == "("
        var j = parenthesized ? i + 1 : i
        guard scalars.hasWord("optional", at: j, end: end) else { return nil }
        j += 8
        guard j < end else { return nil }
        if parenthesized {
            guard scalars[j] == ")" else { return nil }
            j += 1
        } else if scalars[j] == ":" || scalars[j] == "-" {
            j += 1
        } else if !scalars[j].isInlineSpace {
            return nil
        }
        let next = scalars.skippingSpaces(from: j, to: end)
        return next < end ? next : nil
    }
}
