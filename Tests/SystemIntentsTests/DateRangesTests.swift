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
}
