import Foundation

/// The date forms people write in data files and transcripts, always in UTC, and the
/// range of dates sirisim keeps.
///
/// The state file stores a date as text with a four-digit year, so a date past 9999
/// could be written but never read back. Every date that comes in (a file, a transcript,
/// `:wait`) is checked against `range` at the door. The range starts in 1900 so that no
/// date falls before the Gregorian calendar's cut-over, where Foundation's calendar and a
/// plain day count disagree.
public enum DateParsing {
    /// 1900-01-01T00:00:00Z.
    public static let earliest = Date(timeIntervalSince1970: -2_208_988_800)
    /// 9999-12-31T23:59:59Z.
    public static let latest = Date(timeIntervalSince1970: 253_402_300_799)
    public static let range = earliest...latest
    /// How people are told the range in an error message.
    public static let rangeDescription = "from 1900-01-01 to 9999-12-31"

    /// Why a text is not a date sirisim can use.
    public enum Problem: Error, Sendable, Equatable {
        /// Not in one of the accepted forms (or no such day, such as February 30).
        case notADate
        /// A real date, outside `range`.
        case outOfRange
    }

    public static func parse(_ raw: String) -> Date? {
        try? read(raw)
    }

    /// Reads `2026-11-20`, `2026-11-20 09:00`, `2026-11-20T09:00:00Z` and the like: a date,
    /// then optionally `T` or a space and a time (`HH:MM`, `HH:MM:SS`, fractions of a
    /// second), then optionally `Z` or an offset (`+01:00`, `-0500`). No zone means UTC.
    public static func read(_ raw: String) throws(Problem) -> Date {
        var raw = raw
        let result: Result<Date, Problem> = raw.withUTF8 { bytes in
            do throws(Problem) { return .success(try read(bytes)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    static func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(Problem) -> Date {
        var end = bytes.count
        while end > 0, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        let text = UnsafeBufferPointer(rebasing: bytes[0..<end])
        var i = 0
        while i < text.count, text[i] == 0x20 || text[i] == 0x09 { i += 1 }

        func digits(_ count: Int) -> Int? {
            guard i + count <= text.count else { return nil }
            var value = 0
            for k in i..<i + count {
                let byte = text[k]
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            i += count
            return value
        }
        func take(_ byte: UInt8) -> Bool {
            guard i < text.count, text[i] == byte else { return false }
            i += 1
            return true
        }

        // A year of more than four digits is a date, just not one sirisim keeps.
        var yearDigits = 0
        while i + yearDigits < text.count, text[i + yearDigits] >= 0x30, text[i + yearDigits] <= 0x39 {
            yearDigits += 1
        }
        guard yearDigits >= 4 else { throw .notADate }
        let year = yearDigits <= 9 ? digits(yearDigits) : nil
        if year == nil { i += yearDigits }
        guard take(0x2D), let month = digits(2), take(0x2D), let day = digits(2) else { throw .notADate }
        guard (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year ?? 2000) else {
            throw .notADate
        }
        var seconds = 0.0
        if i < text.count, text[i] == UInt8(ascii: "T") || text[i] == UInt8(ascii: "t") || text[i] == 0x20 {
            i += 1
            guard let hour = digits(2), take(0x3A), let minute = digits(2), hour < 24, minute < 60 else {
                throw .notADate
            }
            seconds = Double(hour * 3600 + minute * 60)
            if take(0x3A) {
                guard let second = digits(2), second < 60 else { throw .notADate }
                seconds += Double(second)
                if take(0x2E) || take(0x2C) {
                    var scale = 0.1
                    var any = false
                    while i < text.count, text[i] >= 0x30, text[i] <= 0x39 {
                        if scale > 1e-9 { seconds += Double(text[i] - 0x30) * scale }
                        scale /= 10
                        i += 1
                        any = true
                    }
                    guard any else { throw .notADate }
                }
            }
            if take(UInt8(ascii: "Z")) || take(UInt8(ascii: "z")) {
                // UTC
            } else if i < text.count, text[i] == UInt8(ascii: "+") || text[i] == UInt8(ascii: "-") {
                let sign = text[i] == UInt8(ascii: "+") ? 1.0 : -1.0
                i += 1
                guard let hours = digits(2), hours <= 23 else { throw .notADate }
                var minutes = 0
                if take(0x3A) {
                    guard let m = digits(2) else { throw .notADate }
                    minutes = m
                } else if let m = digits(2) {
                    minutes = m
                }
                guard minutes < 60 else { throw .notADate }
                seconds -= sign * Double(hours * 3600 + minutes * 60)
            }
        }
        guard i == text.count else { throw .notADate }
        guard let year, (1900...9999).contains(year) else { throw .outOfRange }
        let date = Date(timeIntervalSince1970: Double(daysFromCivil(year, month, day)) * 86_400 + seconds)
        guard range.contains(date) else { throw .outOfRange }
        return date
    }

    /// `2026-11-20T09:00:00Z` (whole seconds, rounded down).
    public static func iso(_ date: Date) -> String {
        let t = date.timeIntervalSince1970
        guard t.isFinite, abs(t) < 1e15 else { return "(no date)" }
        let total = Int(t.rounded(.down))
        let days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
        let rest = total - days * 86_400
        let (year, month, day) = civil(fromDays: days)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let yearText =
            year >= 0 && year < 10_000
            ? String(repeating: "0", count: 4 - String(year).count) + String(year) : String(year)
        return "\(yearText)-\(two(month))-\(two(day))T\(two(rest / 3600)):\(two(rest % 3600 / 60)):\(two(rest % 60))Z"
    }

    /// `2026-11-20 09:00` (UTC), as the status line and `record` write it.
    public static func minutes(_ date: Date) -> String {
        let full = iso(date)
        guard full.count == 20 else { return full }
        return String(full.prefix(10)) + " " + String(full.dropFirst(11).prefix(5))
    }

    /// `2026-11-20 09:00:00` (UTC), as `record` writes `@now`.
    public static func seconds(_ date: Date) -> String {
        let full = iso(date)
        guard full.count == 20 else { return full }
        return String(full.prefix(10)) + " " + String(full.dropFirst(11).prefix(8))
    }

    static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 in the proleptic Gregorian calendar.
    static func daysFromCivil(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The proleptic Gregorian date of a day count from 1970-01-01.
    public static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
