/// One search term of an ingredient line.
struct IngredientTerm: Hashable, Sendable {
    var term: String
    /// True for names worth an ingredient page: the whole compound ("light brown sugar"), its head
    /// noun ("sugar"), the owner of a part ("chicken" of "chicken breast"); false for in-between
    /// suffixes ("brown sugar" here) and bare part words ("breast").
    var namesIngredient: Bool
    /// The term minus its first word (or atomic name), which it implies: "brown sugar" for
    /// "light brown sugar", "breast" for "chicken breast"; nil for one word or name.
    var tail: String?
}

/// Turns the words of one ingredient into terms: the whole compound, every shorter tail of it
/// ("light brown sugar", "brown sugar", "sugar"), and for a part word the owner too
/// ("chicken breast", "breast", "chicken").
struct IngredientTermExpansion {
    /// One word, or an atomic name ("bay leaf"), after phrases were matched.
    struct Piece {
        var text: String
        /// Part of a recognised phrase: never dropped as noise.
        var isProtected = false
        var isAtomic = false
    }

    /// Compounds longer than this keep their last words only: long leftovers are prose, not names.
    static let longestCompound = 4

    private(set) var terms: [IngredientTerm] = []
    private var positions: [String: Int] = [:]

    /// Splits the pieces at "and"/"or", cuts each part at a connector ("to taste", "in oil"),
    /// drops noise words and adds the terms of what is left.
    mutating func addIngredients(from pieces: [Piece]) {
        var segment: [Piece] = []
        var skippingToSeparator = false
        for piece in pieces {
            if !piece.isProtected && IngredientWords.separators.contains(piece.text) {
                addCompound(segment)
                segment.removeAll()
                skippingToSeparator = false
            } else if skippingToSeparator {
                continue
            } else if !piece.isProtected && IngredientWords.connectors.contains(piece.text) {
                skippingToSeparator = true
            } else {
                segment.append(piece)
            }
        }
        addCompound(segment)
    }
}

private extension IngredientTermExpansion {
    static func isPart(_ piece: Piece) -> Bool {
        !piece.isAtomic && IngredientWords.partWords.contains(piece.text)
    }

    static func isNoise(_ piece: Piece) -> Bool {
        !piece.isProtected && IngredientWords.ignored.contains(piece.text)
    }

    mutating func addCompound(_ segment: [Piece]) {
        var pieces = segment
        // "juice of 1 lemon" reads as "lemon juice".
        if let index = pieces.indices.first(where: {
            $0 + 1 < pieces.count && Self.isPart(pieces[$0]) && pieces[$0 + 1].text == "of"
        }) {
            let part = pieces.remove(at: index)
            pieces.remove(at: index)
            pieces.append(part)
        }
        pieces.removeAll(where: Self.isNoise)
        guard !pieces.isEmpty else { return }
        expand(pieces.suffix(Self.longestCompound), namesIngredient: true)
    }

    mutating func expand(_ pieces: ArraySlice<Piece>, namesIngredient: Bool) {
        let isSingle = pieces.count == 1
        let term = isSingle ? pieces.first!.text : pieces.map(\.text).joined(separator: " ")
        let tail = pieces.dropFirst()
        add(term, namesIngredient: namesIngredient || (isSingle && !Self.isPart(pieces.first!)),
            tail: isSingle ? nil : tail.map(\.text).joined(separator: " "))
        guard !isSingle else { return }
        expand(tail, namesIngredient: false)
        let owner = pieces.dropLast()
        if Self.isPart(pieces.last!), !IngredientWords.notOwners.contains(owner.last!.text) {
            expand(owner, namesIngredient: true)
        }
    }

    mutating func add(_ term: String, namesIngredient: Bool, tail: String?) {
        if let position = positions[term] {
            terms[position].namesIngredient = terms[position].namesIngredient || namesIngredient
        } else {
            positions[term] = terms.count
            terms.append(IngredientTerm(term: term, namesIngredient: namesIngredient, tail: tail))
        }
    }
}
