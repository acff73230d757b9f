import FoundationEssentials

/// The grown-ups' settings that belong to the computer rather than to one child: the lock,
/// kiosk mode and how the window was left. Saved in `device.json` beside `settings.json`, with
/// the same atomic writes and the same handling of a bad file (`SaveStore`).
public struct DeviceSettings: Hashable, Sendable {
    /// The grown-up lock in front of Settings, Start over and Quit.
    public var grownUpLock = false
    /// Kiosk mode: full screen, no Quit, the lock on.
    public var kioskMode = false
    /// The window as it was last left; nil until it has been shown once.
    public var window: WindowPlacement?

    public init() {}

    /// Whether the lock is on, given whether this run is a kiosk (`--kiosk` or the setting).
    public func lockIsOn(kiosk: Bool) -> Bool { grownUpLock || kiosk }
}

/// The window's size (when neither maximised nor full screen) and its state.
public struct WindowPlacement: Hashable, Sendable, Codable {
    public var width: Int
    public var height: Int
    public var maximized: Bool
    public var fullScreen: Bool

    /// Sizes outside this are not a window anyone left; they fall back to the default size.
    public static let sizeRange = 200...16384

    public init(width: Int, height: Int, maximized: Bool = false, fullScreen: Bool = false) {
        self.width = width
        self.height = height
        self.maximized = maximized
        self.fullScreen = fullScreen
    }

    /// The size to open at: the one saved if it is a real size, else nil (the default size).
    public var usableSize: (width: Int, height: Int)? {
        Self.sizeRange.contains(width) && Self.sizeRange.contains(height) ? (width, height) : nil
    }
}

/// Every key is optional so older files load; unknown keys are ignored so newer ones do too. A key
/// present with the wrong type makes the file unusable (moved aside, with a notice).
extension DeviceSettings: Codable {
    /// The lock and kiosk mode are `SettingsTable` rows, read and written through it.
    private enum Keys: String, CodingKey {
        case version, window
    }

    public init(from decoder: any Decoder) throws {
        self.init()
        let table = try decoder.container(keyedBy: SettingKey.self)
        for row in SettingsTable.rows { try row.decode(into: &self, from: table) }
        let c = try decoder.container(keyedBy: Keys.self)
        _ = try c.decodeIfPresent(Int.self, forKey: .version)
        window = try c.decodeIfPresent(WindowPlacement.self, forKey: .window)
    }

    public func encode(to encoder: any Encoder) throws {
        var table = encoder.container(keyedBy: SettingKey.self)
        for row in SettingsTable.rows { try row.encode(self, to: &table) }
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(1, forKey: .version)
        try c.encodeIfPresent(window, forKey: .window)
    }
}

extension SaveLocation {
    /// `device.json`, beside `settings.json` in the XDG config folder.
    public var deviceSettingsFile: URL {
        settingsFile.deletingLastPathComponent().appendingPathComponent("device.json")
    }
}

extension SaveStore where Value == DeviceSettings {
    /// The device's settings; a bad file is told as a settings file (its notice names the file).
    public static func deviceSettings(at location: SaveLocation) -> SaveStore<DeviceSettings> {
        SaveStore(kind: .settings, file: location.deviceSettingsFile, defaultValue: DeviceSettings())
    }
}
