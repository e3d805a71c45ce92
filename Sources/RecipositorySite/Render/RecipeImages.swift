import RecipositoryCore

/// The site paths of a recipe's pictures: the main image, then the gallery without repeats.
/// Unresolved references (a missing file) are left out; validation reports them.
struct RecipeImages {
    var main: String?
    var gallery: [String]

    init(_ recipe: Recipe) {
        main = recipe.image?.file
        var seen: Set<String> = main.map { [$0] } ?? []
        gallery = recipe.gallery.compactMap(\.file).filter { seen.insert($0).inserted }
    }

    var all: [String] { (main.map { [$0] } ?? []) + gallery }

    /// What a gallery photo shows, for its alt text: the words of its file name
    /// (`focaccia-slice.jpg`: "Focaccia slice"), or, for a camera's name with no words in it
    /// (`IMG_2041.jpg`, `DSC0001.JPG`, `3.jpg`), "Focaccia, photo 2 of 3".
    static func galleryAlt(path: String, position: Int, count: Int, title: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let name = file.lastIndex(of: ".").map { String(file[..<$0]) } ?? file
        let cameraWords: Set<String> = ["img", "dsc", "dscn", "dscf", "pxl", "mvimg", "gopr", "photo", "image", "pic",
                                        "picture", "screenshot", "wp", "p"]
        let words = name.lowercased().split { !$0.isLetter }.map(String.init).filter { !cameraWords.contains($0) }
        guard let first = words.first else { return "\(title), photo \(position) of \(count)" }
        return ([first.prefix(1).uppercased() + first.dropFirst()] + words.dropFirst()).joined(separator: " ")
    }
}
