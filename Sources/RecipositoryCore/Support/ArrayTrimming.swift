extension Array {
    /// The same elements in storage of their own size. An array grown by appending keeps up to
    /// twice the room it needs; the model's arrays of ingredients and steps are kept for the whole
    /// build, every recipe's, so that room is memory paid for nothing.
    public func trimmed() -> [Element] {
        guard capacity > count else { return self }
        var copy: [Element] = []
        copy.reserveCapacity(count)
        copy.append(contentsOf: self)
        return copy
    }
}
