import Testing

/// Namespace for the value parser suites, so `swift test --filter ValuesTests` runs them all.
@Suite("Value parsers")
enum ValuesTests {}
