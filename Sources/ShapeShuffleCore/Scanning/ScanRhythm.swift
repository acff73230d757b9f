/// How a switch player moves through the screen.
public enum ScanMethod: String, CaseIterable, Codable, Sendable {
    /// One switch: the scan moves on by itself every interval, and the switch selects.
    case oneSwitch
    /// Two switches: one moves to the next item, the other selects; nothing moves by itself.
    case twoSwitches
}

/// Which of the player's switches was pressed.
public enum ScanSwitch: Hashable, Sendable {
    /// Takes the item the scan has reached.
    case select
    /// Moves to the next item (two-switch scanning only).
    case step
}

/// What a press of a switch does, decided by `ScanRhythm.press`.
public enum ScanResponse: Hashable, Sendable {
    /// Too soon after a selection (a tremor's repeat), or a switch this method does not use: nothing happens.
    case ignored
    /// Scanning had stopped; the press only starts it again.
    case restarted
    /// Take the item the scan has reached.
    case select
    /// Move to the next item.
    case step
}

/// Every timing rule of switch scanning, with the clock passed in so that tests can run it with a
/// fake one; the front only runs a timer to `nextStepTime` and moves focus when told.
///
/// After a selection (and after a press that starts scanning again) the item the scan is on
/// keeps it for one extra interval. Switch users expect that pause (it is "pause on first item"
/// in common switch-access systems): it leaves time to let go of the switch and see where the
/// scan is, yet needs no extra press to go on, which waiting would cost every single move.
public struct ScanRhythm: Hashable, Sendable {
    public var method: ScanMethod
    /// Seconds the scan stays on each item.
    public var interval: Double
    /// Seconds after a selection in which any press is ignored.
    public var coolDown: Double
    /// Rounds through every item, with nothing chosen, after which the scan stops.
    public var loopsBeforeStopping: Int

    /// The scan has gone round `loopsBeforeStopping` times with nothing chosen and waits for a press.
    public private(set) var isStopped = false
    /// When the front should move focus on by itself; nil when nothing moves by itself.
    public private(set) var nextStepTime: Double?
    private var lastSelection: Double?
    private var loops = 0

    public init(method: ScanMethod = .oneSwitch, interval: Double = 1.5, coolDown: Double = 0.5,
                loopsBeforeStopping: Int = 3) {
        self.method = method
        self.interval = interval
        self.coolDown = coolDown
        self.loopsBeforeStopping = max(1, loopsBeforeStopping)
    }

    /// The rhythm for the player's settings.
    public init(_ settings: Settings) {
        self.init(method: settings.scanningMethod, interval: settings.scanningInterval,
                  coolDown: settings.scanningCoolDown, loopsBeforeStopping: settings.scanningLoops)
    }

    /// Whether new settings start the rhythm afresh: scanning turned on or off, or its method,
    /// interval, cool-down or rounds changed. Its colour, its keys and everything else leave the
    /// scan where it is.
    public func restarts(wasOn: Bool, for new: Settings) -> Bool {
        let next = ScanRhythm(new)
        return new.scanningEnabled != wasOn || next.method != method || next.interval != interval
            || next.coolDown != coolDown || next.loopsBeforeStopping != loopsBeforeStopping
    }

    /// Scanning begins, or begins again, at `now` on the item that has focus.
    public mutating func start(at now: Double) {
        isStopped = false
        loops = 0
        nextStepTime = method == .oneSwitch ? now + interval : nil
    }

    /// A switch was pressed at `now`.
    public mutating func press(_ pressed: ScanSwitch, at now: Double) -> ScanResponse {
        if method == .oneSwitch, pressed == .step { return .ignored }
        if let lastSelection, now - lastSelection < coolDown { return .ignored }
        if isStopped {
            start(at: now)
            pauseOnThisItem(from: now)
            lastSelection = now
            return .restarted
        }
        loops = 0
        switch pressed {
        case .select:
            lastSelection = now
            pauseOnThisItem(from: now)
            return .select
        case .step:
            return .step
        }
    }

    /// The timer fired at `now`: true when the front should move focus to the next item.
    public mutating func tick(at now: Double) -> Bool {
        guard method == .oneSwitch, !isStopped, let due = nextStepTime, now >= due - 0.001 else { return false }
        nextStepTime = now + interval
        return true
    }

    /// The scan went past the last item and came back to the first. True when that round was the
    /// last one allowed with nothing chosen: scanning has stopped, and the front says so.
    public mutating func wrappedAround() -> Bool {
        guard method == .oneSwitch, !isStopped else { return false }
        loops += 1
        guard loops >= loopsBeforeStopping else { return false }
        isStopped = true
        nextStepTime = nil
        return true
    }

    private mutating func pauseOnThisItem(from now: Double) {
        if method == .oneSwitch { nextStepTime = now + 2 * interval }
    }
}

/// Which mouse buttons act as switches: for switch interfaces that send a click. Such a press
/// anywhere in the window is the switch, never a click on what lies under the pointer.
public enum MouseSwitch: String, CaseIterable, Codable, Sendable {
    case off
    case leftSelects
    case rightSelects
    /// For two switches: the left button moves on, the right one selects.
    case leftStepsRightSelects

    /// The switch a mouse button (GDK's numbering: 1 left, 3 right) stands for, if any.
    public func role(ofButton button: UInt32) -> ScanSwitch? {
        switch (self, button) {
        case (.leftSelects, 1), (.rightSelects, 3), (.leftStepsRightSelects, 3): .select
        case (.leftStepsRightSelects, 1): .step
        default: nil
        }
    }
}
