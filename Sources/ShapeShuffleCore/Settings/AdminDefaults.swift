import FoundationEssentials

/// A setting a school's administrator may give a default to, and may lock.
public enum AdminSetting: String, CaseIterable, Hashable, Sendable {
    case grownUpLock, kioskMode, language
    case scanningEnabled, scanningInterval, scanningMethod, scanningCoolDown, scanningLoops
    case auditoryScanning, scanningColour, scanningMouseSwitch
}

/// An administrator's value for a setting of `SettingsTable`, already checked against its row.
public enum AdminValue: Hashable, Sendable {
    case onOff(Bool)
    case number(Double)
    /// A drop-down's value, by its JSON name.
    case choice(String)
}

/// What the computer's administrator set in `shape-shuffle/defaults.json` under XDG_CONFIG_DIRS:
/// the starting values of a child's or the computer's settings, and which of them nobody can
/// change in the game. Values are checked when the file is read; none here is out of range.
/// Which settings these are, and how each is set, is `SettingsTable`'s rows with an `admin`.
public struct AdminDefaults: Hashable, Sendable {
    /// The language; nil leaves it to the child (locked, it then follows the system).
    public var language: Language?
    /// The value of every other setting the administrator gave one.
    public var values: [AdminSetting: AdminValue] = [:]
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
        if only?.contains(.language) ?? true, language != nil || only != nil { settings.language = language }
        let builtIn = Settings()
        for row in SettingsTable.rows where row.isPerChild {
            guard let setting = row.admin, only?.contains(setting) ?? true,
                  let value = values[setting] ?? (only != nil ? row.adminValue(of: builtIn) : nil) else { continue }
            row.apply(value, to: &settings)
        }
    }

    private func apply(to device: inout DeviceSettings, only: Set<AdminSetting>?) {
        let builtIn = DeviceSettings()
        for row in SettingsTable.rows where !row.isPerChild {
            guard let setting = row.admin, only?.contains(setting) ?? true,
                  let value = values[setting] ?? (only != nil ? row.adminValue(of: builtIn) : nil) else { continue }
            row.apply(value, to: &device)
        }
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
