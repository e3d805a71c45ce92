import RecipositoryCore

/// A time as people read it (`1 h 15 min`) and as `<time datetime>` wants it (`PT1H15M`).
struct DurationViewModel: TemplateParent {
    var text: String
    var iso: String

    init(minutes: Int) {
        text = DurationParser.human(minutes: minutes)
        iso = DurationParser.iso8601(minutes: minutes)
    }

    func child(named name: String) -> Any? {
        switch name {
        case "text": text
        case "iso": iso
        default: nil
        }
    }
}
