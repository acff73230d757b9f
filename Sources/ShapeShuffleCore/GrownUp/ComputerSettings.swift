/// The computer's grown-up settings as they hold this run, and their rules: `device.json` with
/// the administrator's locks enforced, and `--kiosk`, which holds until a grown-up changes kiosk
/// mode in Settings. A kiosk is full screen with no Quit and the lock always on, and its full
/// screen is never kept as the grown-ups' own choice of how the window opens.
public struct ComputerSettings: Hashable, Sendable {
    public private(set) var device: DeviceSettings
    /// The administrator's defaults and locks: a locked lock or kiosk mode never changes here.
    public let admin: AdminDefaults
    private var commandLineKiosk: Bool

    public init(loaded: DeviceSettings, admin: AdminDefaults = AdminDefaults(), commandLineKiosk: Bool = false) {
        var device = loaded
        admin.enforce(&device)
        (self.device, self.admin, self.commandLineKiosk) = (device, admin, commandLineKiosk)
    }

    /// Full screen, no Quit, the lock on.
    public var isKiosk: Bool { (commandLineKiosk && !admin.isLocked(.kioskMode)) || device.kioskMode }

    /// Whether Settings, Start over and Quit wait behind the grown-up lock.
    public var lockIsOn: Bool { device.lockIsOn(kiosk: isKiosk) }

    /// Whether a grown-up may turn the lock on or off in Settings: not in a kiosk, which always
    /// has it, and not when the administrator set it.
    public var lockCanChange: Bool { !isKiosk && !admin.isLocked(.grownUpLock) }

    /// Quit and leaving full screen (the window's close button, the menu, Ctrl+Q, F11): never in a kiosk.
    public var mayQuit: Bool { !isKiosk }
    public var mayLeaveFullScreen: Bool { !isKiosk }

    /// A grown-up's choice in Settings, with the administrator's locks enforced after it; true
    /// when what is saved changed. Kiosk mode chosen either way ends `--kiosk`'s hold: unticking
    /// it in a `--kiosk` run leaves the kiosk.
    public mutating func choose(_ choice: GrownUpChoice) -> Bool {
        let before = device
        switch choice {
        case .lock(let on): device.grownUpLock = on
        case .kiosk(let on):
            device.kioskMode = on
            commandLineKiosk = false
        }
        admin.enforce(&device)
        return device != before
    }

    /// Whether the window is full screen as it opens, and after kiosk mode is turned on or off:
    /// a kiosk always; otherwise as the grown-ups last left it.
    public var showsFullScreen: Bool { isKiosk || device.window?.fullScreen == true }

    /// The placement to keep, from the window as it is now: a size that is no real window's
    /// (a minimised or collapsed one) keeps the last size, and a kiosk keeps the grown-ups' own
    /// full screen, not its own.
    public func placementToKeep(_ now: WindowPlacement) -> WindowPlacement {
        var placement = now
        if isKiosk { placement.fullScreen = device.window?.fullScreen ?? false }
        if placement.usableSize == nil, let old = device.window {
            (placement.width, placement.height) = (old.width, old.height)
        }
        return placement
    }

    /// Keeps the window's placement; true when it changed, and so must be written.
    public mutating func remember(_ placement: WindowPlacement) -> Bool {
        guard device.window != placement else { return false }
        device.window = placement
        return true
    }
}

/// What a grown-up can tick or untick for the whole computer, in Settings.
public enum GrownUpChoice: Hashable, Sendable {
    case lock(Bool)
    case kiosk(Bool)
}
