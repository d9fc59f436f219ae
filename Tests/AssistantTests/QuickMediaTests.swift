import Foundation
import Store
import Testing

@testable import Apps
@testable import Assistant
@testable import Formats

/// Data.json's media items are read straight from the document when every value is as
/// the readers would take it, and through the readers otherwise. The two must accept the
/// same items and build the same records: each value of a valid item is replaced in turn
/// by values of every kind, in range and out of it.
@Suite struct QuickMediaTests {
    static let base: [(String, String)] = [
        ("identifier", "\"s-1\""), ("type", "\"song\""), ("title", "\"Blue Train\""), ("artist", "\"John Coltrane\""),
        ("album", "\"Blue Train\""), ("genre", "\"Jazz\""), ("playCount", "20"),
        ("lastUsedDate", "\"2026-10-31T09:19:00Z\""),
        ("releaseDate", "\"1958-01-15\""), ("moods", "[\"upbeat\", \"calm\"]"), ("inLibrary", "false"),
    ]
    static let values = [
        "\"text\"", "\"\"", "\"a\\u0062\"", "null", "0", "-1", "20", "1.5", "3.0", "1e30", "-1e30", "1000000001",
        "true", "false",
        "[]", "[\"a\"]", "[\"a\", 1]", "{}", "{\"x\": 1}", "\"2026-02-30\"", "\"2026-11-20 09:00\"", "\"1899-12-31\"",
        "\"10000-01-01\"", "\"2026-11-20T09:00:00.5+01:00\"", "\"song\"", "\"podcastEpisode\"", "\"tune\"",
    ]

    /// Both readings of one item: the quick one, and the readers' (nil when they refuse it).
    func readings(_ fields: [(String, String)]) throws -> (quick: MediaItemRecord?, readers: MediaItemRecord?) {
        let text = "[{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}]"
        var parser = JSONParser(data: Data(text.utf8), file: "Data.json")
        let item = NodeReader(try parser.parseDocument(), file: "Data.json")[0]
        let quick = QuickFields(item, AppData.mediaKeys).flatMap { AppData.mediaItem($0, app: "com.example.tunes") }
        var readers: MediaItemRecord?
        do {
            readers = try AppData.mediaItem(item, app: "com.example.tunes") { _, _ in }
        } catch {
            readers = nil
        }
        return (quick, readers)
    }

    @Test func bothReadingsAgreeOnEveryValueOfEveryKey() throws {
        let (accepted, refused) = try agreeOnEveryValue(base: Self.base, values: Self.values, readings)
        let (quick, readers) = try readings(Self.base + [("rating", "5")])
        #expect(quick == nil && readers == nil)
        #expect(accepted > 50 && refused > 100)
    }

    @Test func aValidItemIsReadQuickly() throws {
        let (quick, readers) = try readings(Self.base)
        #expect(quick != nil)
        #expect(quick == readers)
        #expect(quick?.moods == "upbeat,calm")
        #expect(quick?.inLibrary == false)
    }
}

/// The same for the device's Contacts.json, read by the million.
@Suite struct QuickContactTests {
    static let base: [(String, String)] = [
        ("contactIdentifier", "\"AB-1\""), ("displayName", "\"María Chen\""), ("nickname", "\"Mari\""),
        ("relationship", "\"sister\""),
        (
            "handles",
            "[{\"value\": \"+14155550101\", \"type\": \"phoneNumber\", \"label\": \"mobile\"}, {\"value\": \"m@example.com\", \"type\": \"emailAddress\"}]"
        ),
        ("image", "\"maria.png\""),
    ]
    static let values =
        QuickMediaTests.values + [
            "[{\"value\": \"1\", \"type\": \"phoneNumber\"}]", "[{\"value\": \"1\", \"type\": \"unknown\"}]",
            "[{\"value\": 1, \"type\": \"phoneNumber\"}]",
            "[{\"value\": \"1\", \"type\": \"phoneNumber\", \"label\": 2}]",
            "[{\"value\": \"1\", \"type\": \"phoneNumber\", \"extra\": 2}]",
            "[{\"type\": \"emailAddress\"}]", "[\"+1415\"]", "[{\"value\": \"1\", \"type\": \"fax\"}]",
            "[{\"value\": \"1\", \"type\": null}]",
        ]

    func readings(_ fields: [(String, String)]) throws -> (quick: DeviceContact?, readers: DeviceContact?) {
        let text = "[{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}]"
        var parser = JSONParser(data: Data(text.utf8), file: "Contacts.json")
        let entry = NodeReader(try parser.parseDocument(), file: "Contacts.json")[0]
        let quick = QuickFields(entry, DeviceContactsFile.contactKeys).flatMap { DeviceContactsFile.contact($0) }
        var readers: DeviceContact?
        do {
            readers = try DeviceContactsFile.contact(entry) { _, _ in }
        } catch {
            readers = nil
        }
        return (quick, readers)
    }

    @Test func bothReadingsAgreeOnEveryValueOfEveryKey() throws {
        let (accepted, refused) = try agreeOnEveryValue(base: Self.base, values: Self.values, readings)
        #expect(accepted > 20 && refused > 50)
        let (quick, readers) = try readings(Self.base)
        #expect(quick != nil && quick == readers)
        #expect(quick?.handles.count == 2)
    }
}

/// Replaces each value of `base` in turn by each of `values`, and leaves each key out:
/// both readings must give the same record or both refuse it. Returns how many the
/// readers accepted and refused.
func agreeOnEveryValue<Record: Equatable>(
    base: [(String, String)], values: [String],
    _ readings: ([(String, String)]) throws -> (quick: Record?, readers: Record?)
) throws -> (Int, Int) {
    var accepted = 0
    var refused = 0
    for position in base.indices {
        for value in values {
            var fields = base
            fields[position].1 = value
            let (quick, readers) = try readings(fields)
            #expect(quick == readers, "\(fields[position].0): \(value)")
            if readers == nil { refused += 1 } else { accepted += 1 }
        }
        var without = base
        without.remove(at: position)
        let (quick, readers) = try readings(without)
        #expect(quick == readers, "without \(base[position].0)")
    }
    return (accepted, refused)
}
