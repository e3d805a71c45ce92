/// Why a template could not be compiled, and where (line and column from 1, in Characters).
struct TemplateSyntaxError: Error, Equatable {
    enum Kind: Error, Equatable {
        /// The text ended inside a tag: a `{{` without its `}}`.
        case unfinishedTag
        case closingNameMismatch
        /// A name with characters a name cannot have, or a tag not closed where it should be.
        case unfinishedName
        case sectionNotClosed
        case malformedSetDelimiter
        case blockWithTransform
        /// Something other than a `{{$block}}` override inside `{{<parent}}`.
        case notAnOverride
        case malformedPragma
        case unknownPragma
        /// `{{uppercased(name)}}`: swift-mustache's transforms, not Mustache's, and not ours.
        case transform(String)
    }

    let kind: Kind
    let line: Int
    let column: Int
}
