
/// A page whose content lives in its template (404, and later pages such as search):
/// it sees the layout's values only.
struct PlainPageViewModel: TemplateParent {
    var chrome: PageChrome

    func child(named name: String) -> Any? { chrome.child(named: name) }
}
