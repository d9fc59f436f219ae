import Foundation

/// The session's own input or output failed: stdin could not be read (a folder), or what
/// Siri says could not be written (a full disk, `/dev/full`, a closed pipe).
public struct StreamFailure: Error, CustomStringConvertible, Sendable {
    public enum Stream: Sendable { case input, output }

    public var stream: Stream
    /// The error number.
    public var code: Int32

    /// Whether the output was a pipe its reader closed (`sirisim | head`): an end, not a fault.
    public var isClosedPipe: Bool { stream == .output && code == EPIPE }

    public var description: String {
        let reason = String(cString: strerror(code))
        switch stream {
        case .input: return "cannot read the standard input: \(reason)"
        case .output: return "cannot write to the standard output: \(reason)"
        }
    }
}
