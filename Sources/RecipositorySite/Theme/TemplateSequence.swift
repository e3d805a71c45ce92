/// A value a section repeats for: each element in turn, on top of the stack.
protocol TemplateSequence {
    var isEmptySequence: Bool { get }
    func forEachElement(_ body: (Any) -> Void)
}

extension Array: TemplateSequence {
    var isEmptySequence: Bool { isEmpty }
    func forEachElement(_ body: (Any) -> Void) { for element in self { body(element) } }
}

extension Set: TemplateSequence {
    var isEmptySequence: Bool { isEmpty }
    func forEachElement(_ body: (Any) -> Void) { for element in self { body(element) } }
}

extension ReversedCollection: TemplateSequence {
    var isEmptySequence: Bool { isEmpty }
    func forEachElement(_ body: (Any) -> Void) { for element in self { body(element) } }
}
