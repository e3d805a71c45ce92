/// Walks a compiled template, appending to one String as it goes: each value escaped as it is
/// written, each name looked up through `TemplateParent`.
///
/// Values print as swift-mustache printed them (its output is what every site was built with):
/// a String as it is, anything else as `String(describing:)` (`3`, `1.5`, `true`), an Optional
/// inside an `Any` as its value. A section is skipped for a missing value, `false` or an empty
/// list, runs once for `true`, once per element of a list, and once with any other value on top
/// of the stack, an empty String or a zero included (the view models give nil for "nothing").
struct TemplateRenderer {
    private let library: TemplateLibrary
    private var output = ""
    private var slots: [TemplateOutput.Place] = []
    /// The values sections pushed, the view model at the bottom; each cast to `TemplateParent`
    /// once, when pushed, not at every name looked up through it.
    private var stack: [Frame]
    /// Written before each line a partial or block makes (the whitespace before its standalone tag).
    private var indentation = ""
    /// The blocks the templates inheriting this one override, the outermost's winning.
    private var overrides: [String: [TemplateNode]] = [:]
    /// Partials and blocks entered and not yet left. A partial that includes itself whatever the
    /// data, or an override holding its own block, would recurse until the stack overflows (as
    /// swift-mustache did); past `maximumDepth` nothing more is expanded instead.
    private var depth = 0
    static let maximumDepth = 100

    private init(library: TemplateLibrary, value: Any) {
        self.library = library
        stack = [Frame(value)]
    }

    static func render(_ template: CompiledTemplate, _ value: Any, library: TemplateLibrary) -> TemplateOutput {
        var renderer = TemplateRenderer(library: library, value: value)
        renderer.render(template.nodes, escaping: template.escaping)
        return TemplateOutput(text: renderer.output, slots: renderer.slots)
    }
}

private extension TemplateRenderer {
    struct Frame {
        let value: Any
        let parent: TemplateParent?

        init(_ value: Any) {
            self.value = value
            parent = value as? TemplateParent
        }

        /// The value of one part of a name here: what a view model (or dictionary) answers, or a
        /// stored property of any other value but the plain ones.
        func child(_ name: String) -> Any? {
            if let parent { return parent.child(named: name) }
            return TemplateRenderer.field(name, of: value)
        }
    }
}

private extension TemplateRenderer {
    mutating func render(_ nodes: [TemplateNode], escaping initial: TemplateEscaping) {
        var escaping = initial
        for node in nodes {
            switch node {
            case .text(let text):
                write(text)
            case .value(let name, let escaped):
                guard let value = lookUp(name) else { continue }
                // Most values are text: cast once, not first to a slot.
                if let text = value as? String {
                    write(escaped && escaping == .html ? HTMLEscaper.escape(text) : text)
                    continue
                }
                if let slot = value as? TemplateSlot {
                    mark(slot, escaped: escaped && escaping == .html)
                    continue
                }
                let text = Self.text(of: value)
                if escaped, escaping == .html { write(HTMLEscaper.escape(text)) } else { write(text) }
            case .section(let name, let children):
                guard let value = lookUp(name) else { continue }
                if let flag = value as? Bool {
                    if flag { render(children, escaping: escaping) }
                    continue
                }
                // A view model before a list, cast once for its frame: no view model is a list.
                let frame = Frame(value)
                if frame.parent != nil {
                    stack.append(frame)
                    render(children, escaping: escaping)
                    stack.removeLast()
                } else if let list = value as? TemplateSequence {
                    list.forEachElement { element in
                        stack.append(Frame(element))
                        render(children, escaping: escaping)
                        stack.removeLast()
                    }
                } else {
                    stack.append(frame)
                    render(children, escaping: escaping)
                    stack.removeLast()
                }
            case .invertedSection(let name, let children):
                guard let value = lookUp(name) else {
                    render(children, escaping: escaping)
                    continue
                }
                if let flag = value as? Bool {
                    if !flag { render(children, escaping: escaping) }
                } else if let list = value as? TemplateSequence, list.isEmptySequence {
                    stack.append(Frame(value))
                    render(children, escaping: escaping)
                    stack.removeLast()
                }
            case .partial(let name, let indentation, let overrides):
                guard let template = library.template(named: name) else { continue }
                render(template, indentation: indentation, overrides: overrides)
            case .dynamicPartial(let name, let indentation, let overrides):
                guard let name = lookUp(name) as? String, let template = library.template(named: name) else { continue }
                render(template, indentation: indentation, overrides: overrides)
            case .block(let name, let defaults, let indentation):
                guard depth < Self.maximumDepth else { continue }
                let outer = self.indentation
                self.indentation += indentation
                depth += 1
                render(overrides[name] ?? defaults, escaping: escaping)
                depth -= 1
                self.indentation = outer
            case .blockOverride:
                continue   // gathered into its parent's partial when compiled
            case .escaping(let newEscaping):
                escaping = newEscaping
            }
        }
    }

    /// A partial or parent: the template in its own escaping, indented further, with the
    /// overrides it is given under those already in force.
    mutating func render(_ template: CompiledTemplate, indentation: String, overrides: [String: [TemplateNode]]?) {
        guard depth < Self.maximumDepth else { return }
        depth += 1
        defer { depth -= 1 }
        let outerIndentation = self.indentation, outerOverrides = self.overrides
        self.indentation += indentation
        if let overrides { self.overrides.merge(overrides) { outer, _ in outer } }
        render(template.nodes, escaping: template.escaping)
        self.indentation = outerIndentation
        self.overrides = outerOverrides
    }

    /// Appends text; inside an indented partial or block, a piece starting a line gets the
    /// indentation first: every line, as the spec says (swift-mustache missed the first line of a
    /// list's second and later elements; no template of the default theme indents a partial).
    mutating func write(_ text: String) {
        guard !text.isEmpty else { return }
        if !indentation.isEmpty, output.utf8.last == UInt8(ascii: "\n") { output += indentation }
        output += text
    }

    /// A slot's place: where its text goes, after the indentation a value there would get.
    mutating func mark(_ slot: TemplateSlot, escaped: Bool) {
        if !indentation.isEmpty, output.utf8.last == UInt8(ascii: "\n") { output += indentation }
        slots.append(TemplateOutput.Place(offset: output.utf8.count, index: slot.index, escaped: escaped))
    }

    /// The value a name stands for: its first part from the top of the stack down (the top only
    /// for `.name`), each later part from the value before it.
    func lookUp(_ name: TemplateName) -> Any? {
        let parts = name.parts
        guard let first = parts.first else { return stack.last?.value }
        var value: Any?
        if name.fromTop {
            value = stack[stack.count - 1].child(first)
        } else {
            var index = stack.count - 1
            while index >= 0 {
                if let found = stack[index].child(first) {
                    value = found
                    break
                }
                index -= 1
            }
        }
        var part = 1
        while part < parts.count, let current = value {
            value = Self.child(parts[part], of: current)
            part += 1
        }
        return value
    }

    static func child(_ name: String, of object: Any) -> Any? {
        if let parent = object as? TemplateParent { return parent.child(named: name) }
        return field(name, of: object)
    }

    /// A stored property of a value that answers no names itself; the plain values have none.
    static func field(_ name: String, of object: Any) -> Any? {
        switch object {
        // A slot stands for a value made later (an article, an article's number): it has no fields.
        case is String, is Substring, is Bool, is Int, is Double, is TemplateSequence, is TemplateSlot: return nil
        default: return MirroredField.value(named: name, in: object)
        }
    }

    static func text(of value: Any) -> String {
        if let text = value as? String { return text }
        if let optional = value as? any OptionalValue { return String(describing: optional.wrappedValue ?? value) }
        return String(describing: value)
    }
}
