/// Merges the built-in synonym groups with a site's own: a site group that shares a name with
/// another group joins it, and the site's first name becomes the canonical term of the whole group
/// (the family decides what a thing is called on its pages).
enum SynonymGroups {
    /// Every name of every group, mapped to its group's canonical term (canonical names map to
    /// themselves). Names must already be normalized; empty names are skipped.
    static func canonicalTerms(builtIn: [[String]], site: [[String]]) -> [String: String] {
        var canonicalOf: [String: String] = [:]
        var members: [String: Set<String>] = [:]
        for group in builtIn + site {
            let names = group.filter { !$0.isEmpty }
            guard let canonical = names.first else { continue }
            var merged = Set(names)
            for name in names {
                if let previous = canonicalOf[name], let previousMembers = members.removeValue(forKey: previous) {
                    merged.formUnion(previousMembers)
                }
            }
            for name in merged { canonicalOf[name] = canonical }
            members[canonical] = merged
        }
        return canonicalOf
    }
}
