/// A place in YAML text: 1-based line and column, columns counted in Unicode scalars (as libyaml
/// counts them).
public struct YAMLMark: Hashable, Sendable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// A YAML node with every scalar kept as text (no implicit typing): what front matter is read from.
public indirect enum YAMLNode: Hashable, Sendable {
    case scalar(YAMLScalar, at: YAMLMark)
    case sequence([YAMLNode], at: YAMLMark)
    case mapping([YAMLPair], at: YAMLMark)

    public var mark: YAMLMark {
        switch self {
        case .scalar(_, let mark), .sequence(_, let mark), .mapping(_, let mark): return mark
        }
    }

    public var scalar: YAMLScalar? {
        if case .scalar(let scalar, _) = self { return scalar }
        return nil
    }

    public var sequence: [YAMLNode]? {
        if case .sequence(let items, _) = self { return items }
        return nil
    }

    /// A mapping's key-value pairs, in the order written.
    public var pairs: [YAMLPair]? {
        if case .mapping(let pairs, _) = self { return pairs }
        return nil
    }
}

public struct YAMLScalar: Hashable, Sendable {
    public var string: String
    /// Written without quotes and not as a block (`|`, `>`): only such scalars may mean null, true or a number.
    public var isPlain: Bool

    public init(_ string: String, isPlain: Bool) {
        self.string = string
        self.isPlain = isPlain
    }
}

public struct YAMLPair: Hashable, Sendable {
    public var key: YAMLNode
    public var value: YAMLNode

    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}
