import Formats
import Foundation

/// Where a directive stands when it is carried out: its file, folder and line, the
/// argument as written, and what came before it.
public struct DirectiveContext: Sendable {
    /// The transcript, for errors that name it.
    public let file: String
    /// The transcript's folder, which relative paths start from.
    public let folder: String
    public let line: Int
    /// The argument as written.
    public let argument: String
    /// Whether no directive of the same name stands before it (the first `@now` is where
    /// the device's clock starts, wherever it stands).
    public let isFirstOfItsName: Bool
    /// Whether a user line came before it (false while the device is set up).
    public let talking: Bool

    /// Its place in the file, for errors.
    public var location: SourceLocation { SourceLocation(file: file, line: line) }
}
