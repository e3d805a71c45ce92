/// An Optional seen through `Any`, so the renderer prints what it holds (`3`, not `Optional(3)`).
protocol OptionalValue {
    var wrappedValue: Any? { get }
}

extension Optional: OptionalValue {
    var wrappedValue: Any? { self }
}
