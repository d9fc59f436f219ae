import Testing

@testable import Apps

@Suite struct ContactDirectoryTests {
    /// Names are folded byte by byte when they are ASCII, through Foundation otherwise: both
    /// give the same text, whatever ASCII bytes the name holds.
    @Test func asciiFoldAgreesWithFoundationFold() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aZ09' -.\t".utf8) + (0..<128).map { UInt8($0) }
        let samples =
            ["  Maria   RUIZ ", "O'Brien-Smith", "J.R.R. Tolkien", "", " ", "\r\nAna\t Li", "it's  'me'"]
            + (0..<2_000).map { _ in
                String(
                    decoding: (0..<Int.random(in: 0..<24, using: &generator)).map { _ in
                        alphabet.randomElement(using: &generator)!
                    }, as: UTF8.self)
            }
        for text in samples {
            #expect(ContactDirectory.foldASCII(text) == ContactDirectory.foldAnyText(text), "\(text.debugDescription)")
        }
    }
}
