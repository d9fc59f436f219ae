import Foundation

/// Where the repository is, for tests that read its sample apps, transcripts and fixtures or
/// run its built executable: found one way, from this file's own place
/// (`Tests/TestSupport/Repository.swift`), so that no test counts folders of its own.
public enum Repository {
    /// The repository's root folder, without a trailing slash.
    public static let root: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent().path

    /// A path inside the repository, such as `Tests/Fixtures/Xcode`.
    public static func path(_ relative: String) -> String { "\(root)/\(relative)" }
}
