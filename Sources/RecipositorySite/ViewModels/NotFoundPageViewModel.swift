
/// The 404 page. Hosts serve `404.html` at whatever depth the missing address had
/// (`/recipes/missing/`), where its relative links would point nowhere. With a `base_url` its
/// links are absolute; without one, a small inline script (allowed by its hash in the page's
/// Content-Security-Policy, `findRootHash`) finds the site's root in the address, at the first
/// of the site's own top-level folders, and sets it as the page's `<base>` before the stylesheet
/// and links are read.
struct NotFoundPageViewModel: TemplateParent {
    var chrome: PageChrome
    /// Nil when the links are absolute already.
    var findRootScript: String?

    init(chrome: PageChrome, formats: [OutputFormat] = OutputFormat.defaults) {
        self.chrome = chrome
        findRootScript = chrome.root.isEmpty ? Self.findRootScript(folders: Self.topFolders(formats)) : nil
    }

    func child(named name: String) -> Any? {
        switch name {
        case "findRootScript": findRootScript
        case "findRootHash": findRootScript.map(SHA256.cspSource)
        default: chrome.child(named: name)
        }
    }

    /// The first folder of every output path that has one, and the theme's `assets`.
    static func topFolders(_ formats: [OutputFormat]) -> [String] {
        let folders = formats.compactMap { format -> String? in
            let parts = format.pathPattern.split(separator: "/")
            return parts.count > 1 ? String(parts[0]) : nil
        }
        return Array(Set(folders + ["assets"])).sorted()
    }

    /// A site at `/`, or under a sub-path such as `/family/`: the part of the address before the
    /// first of the site's folders is the root; with none in the address, `/` is.
    static func findRootScript(folders: [String]) -> String {
        let list = folders.map { "\"\($0)\"" }.joined(separator: ",")
        return "(function(){var f=[\(list)],p=location.pathname.split(\"/\"),r=\"/\";"
            + "if(location.protocol===\"file:\")return;"
            + "for(var i=1;i<p.length;i++){if(f.indexOf(p[i])>=0){r=p.slice(0,i).join(\"/\")+\"/\";break}}"
            + "var b=document.createElement(\"base\");b.href=r;document.head.appendChild(b)})();"
    }
}
