/// A template rendered: its text, and where each `TemplateSlot` it met stands in it.
struct TemplateOutput {
    struct Place: Equatable {
        /// Where the slot's text goes, in the text's UTF-8 bytes.
        let offset: Int
        let index: Int
        /// Met in an escaping tag (`{{article}}` in an HTML template): its text would be escaped.
        let escaped: Bool
    }

    var text: String
    var slots: [Place]

    /// The text's bytes before, between and after every slot it met, whatever its index.
    var runsAroundEverySlot: [[UInt8]] {
        var text = text
        return text.withUTF8 { bytes in
            var runs: [[UInt8]] = []
            runs.reserveCapacity(slots.count + 1)
            var start = 0
            for slot in slots {
                runs.append(Array(bytes[start..<slot.offset]))
                start = slot.offset
            }
            runs.append(Array(bytes[start...]))
            return runs
        }
    }

    /// The text's bytes before, between and after its slots, when the slots are `0..<count`, each
    /// once, in order and not escaped (as the default theme places `{{{article}}}`); else nil.
    func runs(aroundSlots count: Int) -> [[UInt8]]? {
        guard slots.count == count, slots.indices.allSatisfy({ slots[$0].index == $0 && !slots[$0].escaped }) else { return nil }
        return runsAroundEverySlot
    }
}
