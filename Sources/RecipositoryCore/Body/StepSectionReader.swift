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
            return steps.isEmpty && run.title == nil ? nil : StepSection(title: run.title, steps: steps)
        }
    }

    private func steps(in blocks: [MarkdownNode]) -> [Step] {
        var steps: [Step] = []
        for block in blocks {
            if case .list = block.kind {
                for item in block.children {
                    steps.append(Step(text: walk.text(item.children), html: itemHTML(item),
                                      location: walk.source.location(of: item)))
                }
            } else if isLonePicture(block), !steps.isEmpty {
                steps[steps.count - 1].html += walk.html([block])
            } else {
                guard !isBlank(block) else { continue }
                steps.append(Step(text: walk.text([block]), html: block.kind == .paragraph ? walk.inlineHTML(block) : walk.html([block]),
                                  location: walk.source.location(of: block)))
            }
        }
        return steps
    }

    /// A step's HTML: a lone paragraph inline; several blocks (a step with a sub-list) as blocks.
    private func itemHTML(_ item: MarkdownNode) -> String {
        if item.children.count == 1, item.children[0].kind == .paragraph { return walk.inlineHTML(item.children[0]) }
        return walk.html(item.children)
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
