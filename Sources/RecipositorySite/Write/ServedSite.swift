import Foundation

/// The site a long-lived process (`serve`) wrote, as its last build left it: the build cache's
/// record (each file's key, hash and identity on disk) and the parts of pages kept beside it, held
/// in memory (`BuildMemo`), so the next build reads neither back and does not walk the site to
/// learn what is there: the process trusts that the folder is its own (`.recipository/preview/`).
/// That build then writes into the site where it is served (`SiteWriter.writeInPlace`).
struct ServedSite: Sendable {
    var cache: BuildCache
    var parts: KeptParts
    /// The program's identity, read once.
    var program: String
    /// How many saves changed the record on disk in place since it was last saved whole (`BuildCache.Change`).
    var changes = 0
}
