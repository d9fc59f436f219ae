import Foundation

/// Reads lines from a file descriptor (stdin), each at most `limit` bytes: a longer line
/// is cut at the limit and the rest of it skipped, so that no input can fill the memory.
/// Bytes that are not UTF-8 arrive as U+FFFD; a final line without a line break counts.
/// A read that fails (stdin a folder: EISDIR) ends the input too, and is kept in
/// `failure`: it is not the end of the input, and the command says so and exits 2.
public struct LineReader {
    /// A line, and whether it was cut at the limit.
    public struct Line: Sendable {
        public var text: String
        public var cut: Bool
    }

    let descriptor: Int32
    let limit: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var ended = false
    /// The error number of a read that failed, which ended the input.
    public private(set) var failure: Int32?

    public init(descriptor: Int32 = STDIN_FILENO, limit: Int = Limits.inputLineBytes) {
        self.descriptor = descriptor
        self.limit = limit
    }

    /// The next line without its line break, or nil at the end of the input.
    public mutating func next() -> Line? {
        var line: [UInt8] = []
        var cut = false
        while true {
            if start < buffer.count {
                let end = buffer[start...].firstIndex(of: 0x0A) ?? buffer.count
                let room = limit - line.count
                if room > 0 { line.append(contentsOf: buffer[start..<min(end, start + room)]) }
                if end - start > room { cut = true }
                if end < buffer.count {
                    start = end + 1
                    return Self.finish(line, cut)
                }
                start = buffer.count
            }
            guard !ended else {
                return line.isEmpty && !cut ? nil : Self.finish(line, cut)
            }
            fill()
        }
    }

    private mutating func fill() {
        buffer.removeAll(keepingCapacity: true)
        start = 0
        var code: Int32 = 0
        buffer = [UInt8](unsafeUninitializedCapacity: 1 << 16) { storage, count in
            while true {
                let got = read(descriptor, storage.baseAddress!, storage.count)
                if got < 0 && errno == EINTR { continue }
                if got < 0 { code = errno }
                count = max(0, got)
                break
            }
        }
        if code != 0 { failure = code }
        if buffer.isEmpty { ended = true }
    }

    private static func finish(_ line: [UInt8], _ cut: Bool) -> Line {
        var text = String(decoding: line, as: UTF8.self)
        if text.hasSuffix("\r") { text.removeLast() }
        return Line(text: text, cut: cut)
    }
}
