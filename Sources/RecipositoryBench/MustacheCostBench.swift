import Dispatch
import Foundation
import RecipositorySite

/// What our template renderer costs per tag, whatever the view models do: the floor under a build's
/// rendering. Each case renders a template of 20 tags against a view model whose values are
/// ready (a dictionary lookup), many times, and prints nanoseconds per tag.
struct MustacheCostBench {
    /// A view model that only looks its values up, as the site's view models do.
    private struct Values: TemplateParent {
        var values: [String: Any]
        func child(named name: String) -> Any? { values[name] }
    }

    enum BenchError: Error {
        case template(String)
    }

    func run() throws {
        let names = (0..<20).map { "v\($0)" }
        let strings = Values(values: Dictionary(uniqueKeysWithValues: names.map { ($0, "value \($0)" as Any) }))
        let flags = Values(values: Dictionary(uniqueKeysWithValues: names.map { ($0, true as Any) }))
        var nested = strings.values
        nested["a"] = Values(values: ["b": Values(values: ["c": Values(values: [:])])])
        let items = Values(values: ["items": names.map { Values(values: ["a": $0]) }])
        let cases: [(String, String, Any)] = [
            ("{{name}}, its own escaper", names.map { "{{\($0)}}" }.joined(separator: " "), strings),
            ("{{{name}}}, unescaped", names.map { "{{{\($0)}}}" }.joined(separator: " "), strings),
            ("{{#flag}}…{{/flag}}", names.map { "{{#\($0)}}yes{{/\($0)}}" }.joined(separator: " "), flags),
            ("{{#name}}{{.}}{{/name}}", names.map { "{{#\($0)}}{{.}}{{/\($0)}}" }.joined(separator: " "), strings),
            ("{{name}} three sections deep", "{{#a}}{{#b}}{{#c}}" + names.map { "{{\($0)}}" }.joined(separator: " ") + "{{/c}}{{/b}}{{/a}}", Values(values: nested)),
            ("list item with one {{name}}", "{{#items}}<li>{{a}}</li>{{/items}}", items),
        ]
        print("Template renderer, nanoseconds per tag (20 tags a render, one core):")
        for (label, source, model) in cases {
            guard let library = TemplateLibrary(sources: ["bench": source]) else { throw BenchError.template(label) }
            let renders = 20_000
            var bytes = 0
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<renders { bytes &+= (library.render(model, withTemplate: "bench") ?? "").utf8.count }
            let perTag = Double(DispatchTime.now().uptimeNanoseconds - start) / Double(renders * 20)
            print("  " + label.padding(toLength: 32, withPad: " ", startingAt: 0) + String(format: "%6.0f ns", perTag) + (bytes > 0 ? "" : " (empty)"))
        }
    }
}
