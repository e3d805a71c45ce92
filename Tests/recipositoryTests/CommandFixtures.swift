import Foundation
import TestSupport

extension Executable {
    /// `Tests/recipositoryTests/Fixtures`: the sites and golden files of the command tests.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
}
