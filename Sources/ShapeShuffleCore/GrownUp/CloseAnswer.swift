/// What the game does when asked to end, by Quit (its key, a menu) or by the window's close button
/// or the desktop: decided here from the grown-ups' settings, carried out by the front.
public enum CloseAnswer: Hashable, Sendable {
    /// A kiosk never closes.
    case refuse
    /// Behind the lock: it closes once a grown-up has passed it.
    case askTheLock
    case close

    public static func toEnding(kiosk: Bool, lockIsOn: Bool) -> CloseAnswer {
        if kiosk { return .refuse }
        return lockIsOn ? .askTheLock : .close
    }
}
