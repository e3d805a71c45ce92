extension Unit {
    /// The unit an amount of this food is measured in: an ounce of a liquid is a fluid ounce (`64oz beef broth`,
    /// `12 oz beer`, `32 oz chicken stock (950 ml)`), as US recipes measure liquids and cartons and bottles are sold;
    /// every other unit is itself. So a metric page shows the broth in litres, not as 1.8 kg.
    public func measuring(liquid: Bool) -> Unit {
        self == .oz && liquid ? .flOz : self
    }
}
