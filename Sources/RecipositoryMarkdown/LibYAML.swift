internal import CLibYAML

/// The one file that talks to libyaml.
///
/// Composes YAML straight from libyaml's events into `YAMLNode`s. It covers what front matter
/// uses; anything else (errors, anchors, aliases, tags, a repeated key, more than one document) is
/// `unsupported`, and the caller hands the text to a full YAML library, which also words the errors.
/// The same events give the same values and marks that Yams composes from them, at a fraction of
/// the cost (Yams builds tagged nodes and groups every mapping's keys into a dictionary).
public enum YAMLComposer {
    public enum Outcome: Sendable {
        /// No document at all (empty text or only comments).
        case empty
        case document(YAMLNode)
        case unsupported
    }

    public static func compose(_ text: String) -> Outcome {
        var text = text
        return text.withUTF8 { bytes in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else { return .unsupported }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
            var composer = Composition()
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return .unsupported }
                let step = composer.take(event)
                yaml_event_delete(&event)
                switch step {
                case .next: continue
                case .finished(let outcome): return outcome
                }
            }
        }
    }
}

/// Builds the tree from events with an explicit stack, so nesting never deepens the call stack.
private struct Composition {
    enum Step {
        case next
        case finished(YAMLComposer.Outcome)
    }

    private struct Open {
        var isMapping: Bool
        var mark: YAMLMark
        var items: [YAMLNode] = []
        var pairs: [YAMLPair] = []
        var pendingKey: YAMLNode?
    }

    private var stack: [Open] = []
    private var root: YAMLNode?
    private var documents = 0

    mutating func take(_ event: yaml_event_t) -> Step {
        let mark = YAMLMark(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
        switch event.type {
        case YAML_STREAM_START_EVENT, YAML_DOCUMENT_END_EVENT:
            return .next
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            return documents > 1 ? .finished(.unsupported) : .next
        case YAML_STREAM_END_EVENT:
            return .finished(root.map { .document($0) } ?? .empty)
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            guard scalar.anchor == nil, scalar.tag == nil else { return .finished(.unsupported) }
            let string = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            return add(.scalar(YAMLScalar(string, isPlain: scalar.style == YAML_PLAIN_SCALAR_STYLE), at: mark))
        case YAML_SEQUENCE_START_EVENT:
            let start = event.data.sequence_start
            guard start.anchor == nil, start.tag == nil else { return .finished(.unsupported) }
            stack.append(Open(isMapping: false, mark: mark))
            return .next
        case YAML_MAPPING_START_EVENT:
            let start = event.data.mapping_start
            guard start.anchor == nil, start.tag == nil else { return .finished(.unsupported) }
            stack.append(Open(isMapping: true, mark: mark))
            return .next
        case YAML_SEQUENCE_END_EVENT:
            let open = stack.removeLast()
            return add(.sequence(open.items, at: open.mark))
        case YAML_MAPPING_END_EVENT:
            let open = stack.removeLast()
            guard Self.keysAreDistinctScalars(open.pairs) else { return .finished(.unsupported) }
            return add(.mapping(open.pairs, at: open.mark))
        default:
            // Aliases, and anything newer than this reader.
            return .finished(.unsupported)
        }
    }

    private mutating func add(_ node: YAMLNode) -> Step {
        guard !stack.isEmpty else {
            root = node
            return .next
        }
        let top = stack.count - 1
        if !stack[top].isMapping {
            stack[top].items.append(node)
        } else if let key = stack[top].pendingKey {
            stack[top].pairs.append(YAMLPair(key: key, value: node))
            stack[top].pendingKey = nil
        } else {
            stack[top].pendingKey = node
        }
        return .next
    }

    /// Yams refuses a mapping whose keys repeat; leaving any key that is not a scalar, and any
    /// repeated text, to it as well keeps this reader from accepting what Yams would not.
    private static func keysAreDistinctScalars(_ pairs: [YAMLPair]) -> Bool {
        var seen = Set<String>(minimumCapacity: pairs.count)
        for pair in pairs {
            guard let key = pair.key.scalar, seen.insert(key.string).inserted else { return false }
        }
        return true
    }
}
