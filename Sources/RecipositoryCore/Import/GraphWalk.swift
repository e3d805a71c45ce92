/// Bounds a walk through a page's schema.org data. References (`{"@id": "#s"}`) make a graph,
/// not a tree: a section may list itself (once a stack overflow), a chain of 20,000 sections
/// is 20,000 calls deep, and sections that each list the next ten times are exponential as a
/// tree. Every recursive reader enters here: none goes deeper than `deepest`, and one recipe's
/// reading takes at most `mostSteps` steps, so the time is linear in the page whatever it holds.
final class GraphWalk {
    static let deepest = 32
    static let mostSteps = 50_000

    private var depth = 0
    private var steps = 0

    func reset() {
        depth = 0
        steps = 0
    }

    /// False when the walk is as deep or as long as it may go: the caller reads nothing more.
    func enter() -> Bool {
        guard depth < Self.deepest, steps < Self.mostSteps else { return false }
        depth += 1
        steps += 1
        return true
    }

    func leave() {
        depth -= 1
    }
}
