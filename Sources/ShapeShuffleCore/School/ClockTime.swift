import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A time of day as a grown-up reads it on this computer's clock: "10:42".
public struct ClockTime: Hashable, Sendable, CustomStringConvertible {
    public var hour: Int
    public var minute: Int

    public init(hour: Int, minute: Int) {
        self.hour = hour
        self.minute = minute
    }

    /// `date` in the local time zone (TZ).
    public init(localTimeOf date: Date) {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        localtime_r(&seconds, &parts)
        self.init(hour: Int(parts.tm_hour), minute: Int(parts.tm_min))
    }

    /// 24-hour time, as school timetables are written in every language the game speaks.
    public var description: String {
        String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
    }
}
