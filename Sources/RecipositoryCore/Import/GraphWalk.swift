/// Bounds a walk through a page's schema.org data. References (`{"@id": "#s"}`) make a graph,
/// not a tree: a section may list itself (once a stack overflow), a chain of 20,000 sections
/// is 20,000 calls deep, and sections that each list the next ten times are exponential as a
/// tree. Every recursive reader enters here: none goes deeper than `deepest`, one field of a
/// recipe follows each reference once (a name that lists itself twice, 136 bytes, took 1.7 s
/// in the fuzzer before), and one recipe's reading takes at most `mostSteps` steps, so the time
/// is linear in the page whatever it holds.
final class GraphWalk {
    static let deepest = 32
    static let mostSteps = 50_000

    private var depth = 0
    private var steps = 0
    /// The references followed since the walk last stood at the top (one field's reading).
    private var followed = Set<String>()

    func reset() {
        depth = 0
        steps = 0
        followed = []
    }

    /// False when the walk is as deep or as long as it may go, or `value` is a reference this
    /// reading has followed already: the caller reads nothing more of it.
    func enter(_ value: Any) -> Bool {
        guard depth < Self.deepest, steps < Self.mostSteps else { return false }
        if let reference = value as? [String: Any], let id = reference["@id"] as? String,
           reference.keys.allSatisfy({ $0 == "@id" || $0 == "@type" }), !followed.insert(id).inserted {
            return false
        }
        depth += 1
        steps += 1
        return true
    }

    func leave() {
        depth -= 1
        if depth == 0 { followed = [] }
    }
}
