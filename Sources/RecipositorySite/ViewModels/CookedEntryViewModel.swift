import RecipositoryCore

/// One line of the cooked log: when, how it went, for how many. Names are prefixed so that a
/// missing value is never filled in from the recipe around it.
struct CookedEntryViewModel: TemplateParent {
    var date: String
    var dateText: String
    var note: String?
    var hearts: HeartsViewModel?
    var servings: Int?

    init(_ entry: CookedEntry, language: String) {
        date = entry.date.description
        dateText = DateText.words(entry.date, language: language)
        note = entry.note
        hearts = entry.rating.map(HeartsViewModel.init(rating:))
        servings = entry.servings
    }

    func child(named name: String) -> Any? {
        switch name {
        case "date": date
        case "dateText": dateText
        case "entryNote": note
        case "entryHearts": hearts
        case "entryServings": servings
        default: nil
        }
    }
}
