import RecipositoryMarkdown
import Yams

extension YAMLNode {
    /// The same tree from a node Yams composed (for the YAML that `YAMLComposer` leaves to Yams).
    init(yams node: Node) {
        // Yams marks every node it composes; a missing mark reads as the first line, as before.
        let mark = node.mark.map { YAMLMark(line: $0.line, column: $0.column) } ?? YAMLMark(line: 1, column: 1)
        switch node {
        case .scalar(let scalar):
            self = .scalar(YAMLScalar(scalar.string, isPlain: scalar.style == .plain), at: mark)
        case .sequence(let sequence):
            self = .sequence(sequence.map(YAMLNode.init(yams:)), at: mark)
        case .mapping(let mapping):
            self = .mapping(mapping.map { YAMLPair(key: YAMLNode(yams: $0.key), value: YAMLNode(yams: $0.value)) }, at: mark)
        case .alias:
            self = .alias(at: mark)
        }
    }
}
