/// Is a word one slip of the fingers away from a spelling? Plain edit distance flags ordinary words
/// (`spring` is one edit from `sprig`, `liver` from `liter`); real typos are narrower: two swapped
/// letters (`tbps`), a neighbouring key (`cupz`), a doubled or neighbouring extra key (`handfull`),
/// or a dropped letter in a longer word (`tablspoon`).
enum KeyboardTypo {
    /// Both lowercase ASCII.
    static func isSingleTypo(_ typed: [UInt8], of spelling: [UInt8]) -> Bool {
        switch typed.count - spelling.count {
        case 0: return isSwapOrNeighbour(typed, spelling)
        case -1: return typed.count >= 5 && isDeletion(of: spelling, giving: typed) != nil
        case 1:
            guard let extra = isDeletion(of: typed, giving: spelling) else { return false }
            let letter = typed[extra]
            let before = extra > 0 ? typed[extra - 1] : nil, after = extra + 1 < typed.count ? typed[extra + 1] : nil
            func explains(_ neighbour: UInt8?) -> Bool {
                neighbour.map { $0 == letter || areNeighbours($0, letter) } ?? false
            }
            return explains(before) || explains(after)
        default: return false
        }
    }
}

private extension KeyboardTypo {
    static func isSwapOrNeighbour(_ typed: [UInt8], _ spelling: [UInt8]) -> Bool {
        guard let first = firstDifference(typed, spelling) else { return false }
        let rest = first + 1
        if typed[rest...].elementsEqual(spelling[rest...]) { return areNeighbours(typed[first], spelling[first]) }
        guard rest < typed.count, typed[first] == spelling[rest], typed[rest] == spelling[first] else { return false }
        return typed[(rest + 1)...].elementsEqual(spelling[(rest + 1)...])
    }

    /// The index that, removed from `longer`, gives `shorter`; nil if there is none.
    static func isDeletion(of longer: [UInt8], giving shorter: [UInt8]) -> Int? {
        let split = firstDifference(longer, shorter) ?? shorter.count
        return longer[(split + 1)...].elementsEqual(shorter[split...]) ? split : nil
    }

    static func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> Int? {
        (0..<min(a.count, b.count)).first { a[$0] != b[$0] }
    }

    static func areNeighbours(_ a: UInt8, _ b: UInt8) -> Bool {
        guard a >= 0x61, a <= 0x7A else { return false }
        return neighbours[Int(a - 0x61)].utf8.contains(b)
    }

    /// QWERTY neighbours of a … z.
    static let neighbours: [String] = [
        "qwsz", "vghn", "xdfv", "serfcx", "wrsdf", "drtgcv", "ftyhvb", "gyujbn", "ujko", "huikmn", "jiolm", "kop",
        "njk", "bhjm", "iklp", "ol", "wa", "edfgt", "awedxz", "rfgy", "yhjik", "cfgb", "qeasd", "zsdc", "tghu", "asx",
    ]
}
