import Foundation
import Testing

@testable import SystemIntents

/// The date ranges Siri understands on its own, as spans of the device clock's days (UTC,
/// weeks from Monday).
@Suite struct DateRangesTests {
    /// Wednesday 2026-11-25, 15:30 UTC.
    static let now = Date(timeIntervalSince1970: 1_795_620_600)
    static let day: TimeInterval = 86_400

    static func start(_ caseName: String) -> Date? { DateRanges.range(caseName, now: now)?.startDate }

    /// The start of the fixture's day, in UTC as the ranges are.
    static var today: Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.startOfDay(for: now)
    }

    @Test func aDayOfTheWeekIsTheLatestOne() throws {
        let today = Self.today
        // (The fixture's clock is a Wednesday: today, then two days back, then the Thursday before.)
        #expect(Self.start("wednesday") == today)
        #expect(Self.start("monday") == today.addingTimeInterval(-2 * Self.day))
        #expect(Self.start("thursday") == today.addingTimeInterval(-6 * Self.day))
        let monday = try #require(DateRanges.range("monday", now: Self.now))
        #expect(monday.endDate == today.addingTimeInterval(-Self.day))
    }

    @Test func weekendsArePlacedInTheirWeeks() throws {
        let today = Self.today
        let last = try #require(DateRanges.range("lastWeekend", now: Self.now))
        #expect(last.startDate == today.addingTimeInterval(-4 * Self.day))
        #expect(last.endDate == today.addingTimeInterval(-2 * Self.day))
        #expect(Self.start("thisWeekend") == today.addingTimeInterval(3 * Self.day))
    }

    @Test func partsOfYesterday() {
        let today = Self.today
        #expect(Self.start("yesterdayAfternoon") == today.addingTimeInterval(-Self.day + 12 * 3_600))
        #expect(DateRanges.range("yesterdayEvening", now: Self.now)?.endDate == today)
        #expect(DateRanges.range("someday", now: Self.now) == nil)
    }

    @Test func monthsAndYearsAreCalendarOnes() throws {
        // (The fixture's clock is in November 2026.)
        let utc = ISO8601DateFormatter()
        #expect(Self.start("thisMonth") == utc.date(from: "2026-11-01T00:00:00Z"))
        let lastMonth = try #require(DateRanges.range("lastMonth", now: Self.now))
        #expect(lastMonth.startDate == utc.date(from: "2026-10-01T00:00:00Z"))
        #expect(lastMonth.endDate == utc.date(from: "2026-11-01T00:00:00Z"))
        #expect(Self.start("thisYear") == utc.date(from: "2026-01-01T00:00:00Z"))
        #expect(Self.start("lastYear") == utc.date(from: "2025-01-01T00:00:00Z"))
    }

    @Test func aCountedWindowEndsNow() throws {
        let window = try #require(DateRanges.range("past30Minutes", now: Self.now))
        #expect(window.startDate == Self.now.addingTimeInterval(-30 * 60))
        #expect(window.endDate == Self.now)
        #expect(Self.start("past3Days") == Self.now.addingTimeInterval(-3 * Self.day))
        #expect(DateRanges.range("past0Days", now: Self.now) == nil)
        #expect(DateRanges.range("pastDays", now: Self.now) == nil)
        #expect(DateRanges.range("past2Fortnights", now: Self.now) == nil)
    }

    @Test func aDayAMonthOrAYearOfTheCalendarIsTheLatestOne() throws {
        // (The fixture's clock is Wednesday 2026-11-25.)
        let utc = ISO8601DateFormatter()
        #expect(Self.start("day-03-03") == utc.date(from: "2026-03-03T00:00:00Z"))
        // Christmas Eve is still to come this year: last year's.
        #expect(Self.start("day-12-24") == utc.date(from: "2025-12-24T00:00:00Z"))
        #expect(Self.start("month-06") == utc.date(from: "2026-06-01T00:00:00Z"))
        #expect(Self.start("month-12") == utc.date(from: "2025-12-01T00:00:00Z"))
        let year = try #require(DateRanges.range("year-2023", now: Self.now))
        #expect(year.startDate == utc.date(from: "2023-01-01T00:00:00Z"))
        #expect(year.endDate == utc.date(from: "2024-01-01T00:00:00Z"))
        #expect(DateRanges.range("year-2031", now: Self.now) == nil)
        #expect(DateRanges.range("day-02-30", now: Self.now) == nil)
        // Easter Sunday fell on 5 April in 2026.
        #expect(Self.start("easter") == utc.date(from: "2026-04-05T00:00:00Z"))
        #expect(DateRanges.easterSunday(2024) == (month: 3, day: 31))
    }
}
