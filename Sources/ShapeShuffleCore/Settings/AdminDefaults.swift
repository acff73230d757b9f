import FoundationEssentials

/// A setting a school's administrator may give a default to, and may lock.
public enum AdminSetting: String, CaseIterable, Hashable, Sendable {
    case grownUpLock, kioskMode, language
    case scanningEnabled, scanningInterval, scanningMethod, scanningCoolDown, scanningLoops
    case auditoryScanning, scanningColour, scanningMouseSwitch
}

/// What the computer's administrator set in `shape-shuffle/defaults.json` under XDG_CONFIG_DIRS:
/// the starting values of a child's or the computer's settings, and which of them nobody can
/// change in the game. Values are checked when the file is read; none here is out of range.
public struct AdminDefaults: Hashable, Sendable {
    public var grownUpLock: Bool?
    public var kioskMode: Bool?
    /// The language; nil leaves it to the child (locked, it then follows the system).
    public var language: Language?
    public var scanningEnabled: Bool?
    public var scanningInterval: Double?
    public var scanningMethod: ScanMethod?
    public var scanningCoolDown: Double?
    public var scanningLoops: Int?
    public var auditoryScanning: Bool?
    public var scanningColour: ScanColour?
    public var scanningMouseSwitch: MouseSwitch?
    /// Settings the game shows but cannot change.
    public var locked: Set<AdminSetting> = []

    public init() {}

    public func isLocked(_ setting: AdminSetting) -> Bool { locked.contains(setting) }

    /// A new child's settings (no settings file yet): the built-in ones with the administrator's values.
    public var settingsDefaults: Settings {
        var settings = Settings()
        apply(to: &settings, only: nil)
        return settings
    }

    /// A computer with no `device.json` yet starts from these.
    public var deviceDefaults: DeviceSettings {
        var device = DeviceSettings()
        apply(to: &device, only: nil)
        return device
    }

    /// Puts every locked setting back to the administrator's value (or the built-in one).
    public func enforce(_ settings: inout Settings) { apply(to: &settings, only: locked) }

    public func enforce(_ device: inout DeviceSettings) { apply(to: &device, only: locked) }

    /// With `only`, the settings named there, each taking the built-in default when the file gave no value.
    private func apply(to settings: inout Settings, only: Set<AdminSetting>?) {
        let builtIn = Settings()
        func wanted(_ setting: AdminSetting) -> Bool { only?.contains(setting) ?? true }
        func pick<T>(_ setting: AdminSetting, _ value: T?, _ fallback: T, _ assign: (T) -> Void) {
            guard wanted(setting) else { return }
            if let value { assign(value) } else if only != nil { assign(fallback) }
        }
        pick(.language, language, builtIn.language) { settings.language = $0 }
        pick(.scanningEnabled, scanningEnabled, builtIn.scanningEnabled) { settings.scanningEnabled = $0 }
        pick(.scanningInterval, scanningInterval, builtIn.scanningInterval) { settings.scanningInterval = $0 }
        pick(.scanningMethod, scanningMethod, builtIn.scanningMethod) { settings.scanningMethod = $0 }
        pick(.scanningCoolDown, scanningCoolDown, builtIn.scanningCoolDown) { settings.scanningCoolDown = $0 }
        pick(.scanningLoops, scanningLoops, builtIn.scanningLoops) { settings.scanningLoops = $0 }
        pick(.auditoryScanning, auditoryScanning, builtIn.auditoryScanning) { settings.auditoryScanning = $0 }
        pick(.scanningColour, scanningColour, builtIn.scanningColour) { settings.scanningColour = $0 }
        pick(.scanningMouseSwitch, scanningMouseSwitch, builtIn.scanningMouseSwitch) { settings.scanningMouseSwitch = $0 }
    }

    private func apply(to device: inout DeviceSettings, only: Set<AdminSetting>?) {
        if only?.contains(.grownUpLock) ?? true, let value = grownUpLock ?? (only != nil ? false : nil) { device.grownUpLock = value }
        if only?.contains(.kioskMode) ?? true, let value = kioskMode ?? (only != nil ? false : nil) { device.kioskMode = value }
    }
}

extension SaveStore where Value == Settings {
    /// A child's settings file, a new one starting from the administrator's defaults.
    public static func settings(at location: SaveLocation, admin: AdminDefaults) -> SaveStore<Settings> {
        SaveStore(kind: .settings, file: location.settingsFile, defaultValue: admin.settingsDefaults)
    }
}

extension SaveStore where Value == DeviceSettings {
    /// The computer's settings file, a new one starting from the administrator's defaults.
    public static func deviceSettings(at location: SaveLocation, admin: AdminDefaults) -> SaveStore<DeviceSettings> {
        SaveStore(kind: .settings, file: location.deviceSettingsFile, defaultValue: admin.deviceDefaults)
    }
}
