/// Is a word one slip of the fingers away from a spelling? Plain edit distance flags ordinary words
/// (`spring` is one edit from `sprig`, `liver` from `liter`); real typos are narrower: two swapped
/// letters (`tbps`), a neighbouring key (`cupz`), a doubled or neighbouring extra key (`handfull`),
/// or a dropped letter in a longer word (`tablspoon`).
enum KeyboardTypo {
    /// Both lowercase ASCII letters.
    static func isSingleTypo(_ typed: [Character], of spelling: [Character]) -> Bool {
        switch typed.count - spelling.count {
        case 0: return isSwapOrNeighbour(typed, spelling)
        case -1: return typed.count >= 5 && isDeletion(of: spelling, giving: typed) != nil
        case 1:
            guard let extra = isDeletion(of: typed, giving: spelling) else { return false }
            let letter = typed[extra]
            let before = extra > 0 ? typed[extra - 1] : nil, after = extra + 1 < typed.count ? typed[extra + 1] : nil
            func explains(_ neighbour: Character?) -> Bool {
                neighbour.map { $0 == letter || areNeighbours($0, letter) } ?? false
            }
            return explains(before) || explains(after)
        default: return false
        }
    }
}

private extension KeyboardTypo {
    static func isSwapOrNeighbour(_ typed: [Character], _ spelling: [Character]) -> Bool {
        guard let first = firstDifference(typed, spelling) else { return false }
        let rest = first + 1
        if typed[rest...].elementsEqual(spelling[rest...]) { return areNeighbours(typed[first], spelling[first]) }
        guard rest < typed.count, typed[first] == spelling[rest], typed[rest] == spelling[first] else { return false }
        return typed[(rest + 1)...].elementsEqual(spelling[(rest + 1)...])
    }

    /// The index that, removed from `longer`, gives `shorter`; nil if there is none.
    static func isDeletion(of longer: [Character], giving shorter: [Character]) -> Int? {
        let split = firstDifference(longer, shorter) ?? shorter.count
        return longer[(split + 1)...].elementsEqual(shorter[split...]) ? split : nil
    }

    static func firstDifference(_ a: [Character], _ b: [Character]) -> Int? {
        (0..<min(a.count, b.count)).first { a[$0] != b[$0] }
    }

    static func areNeighbours(_ a: Character, _ b: Character) -> Bool {
        neighbours[a]?.contains(b) ?? false
    }

    /// QWERTY neighbours of each letter.
    static let neighbours: [Character: String] = [
        "a": "qwsz", "b": "vghn", "c": "xdfv", "d": "serfcx", "e": "wrsdf", "f": "drtgcv", "g": "ftyhvb",
        "h": "gyujbn", "i": "ujko", "j": "huikmn", "k": "jiolm", "l": "kop", "m": "njk", "n": "bhjm", "o": "iklp",
        "p": "ol", "q": "wa", "r": "edfgt", "s": "awedxz", "t": "rfgy", "u": "yhjik", "v": "cfgb", "w": "qeasd",
        "x": "zsdc", "y": "tghu", "z": "asx",
    ]
}
