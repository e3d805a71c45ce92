import RecipositoryMarkdown

/// Reads the steps section: `###` sub-headings make step sections; each list item is a step;
/// a section without any list has one step per paragraph. A picture on its own between steps
/// belongs to the step before it.
struct StepSectionReader {
    let walk: BodyWalk

    func read(_ blocks: [MarkdownNode]) -> [StepSection] {
        var runs: [(title: String?, blocks: [MarkdownNode])] = [(nil, [])]
        for block in blocks {
            if case .heading = block.kind {
                runs.append((Trimming.whitespace(block.inlineText), []))
            } else {
                runs[runs.count - 1].blocks.append(block)
            }
        }
        return runs.compactMap { run in
            let steps = steps(in: run.blocks)
            return steps.isEmpty && run.title == nil ? nil : StepSection(title: run.title, steps: steps.trimmed())
        }
    }

    private func steps(in blocks: [MarkdownNode]) -> [Step] {
        var steps: [Step] = []
        for block in blocks {
            if case .list = block.kind {
                for item in block.children {
                    let location = walk.source.location(of: item)
                    if item.children.count == 1, item.children[0].kind == .paragraph, item.children[0].wordsOnly == nil {
                        steps.append(Step(wordsOf: walk.inlinePart(item.children[0]), location: location))
                    } else {
                        steps.append(Step(text: BodyWalk.text(item.children), markdown: itemPart(item), location: location))
                    }
                }
            } else if isLonePicture(block), !steps.isEmpty {
                steps[steps.count - 1].markdown.append(walk.part([block]))
            } else {
                guard !isBlank(block) else { continue }
                let location = walk.source.location(of: block)
                if block.kind == .paragraph, block.wordsOnly == nil {
                    steps.append(Step(wordsOf: walk.inlinePart(block), location: location))
                } else {
                    steps.append(Step(text: BodyWalk.text([block]), markdown: block.kind == .paragraph ? walk.inlinePart(block) : walk.part([block]),
                                      location: location))
                }
            }
        }
        return steps
    }

    /// A step: a lone paragraph inline; several blocks (a step with a sub-list) as blocks.
    private func itemPart(_ item: MarkdownNode) -> MarkdownPart {
        if item.children.count == 1, item.children[0].kind == .paragraph { return walk.inlinePart(item.children[0]) }
        return walk.part(item.children)
    }

    /// No words to follow: a rule, or an empty paragraph. Code and tables are steps.
    private func isBlank(_ block: MarkdownNode) -> Bool {
        switch block.kind {
        case .thematicBreak, .htmlBlock: return true
        case .codeBlock, .table: return false
        default: return Trimming.whitespace(block.inlineText).isEmpty
        }
    }

    private func isLonePicture(_ block: MarkdownNode) -> Bool {
        guard block.kind == .paragraph, block.children.count == 1, case .image = block.children[0].kind else { return false }
        return true
    }
}
