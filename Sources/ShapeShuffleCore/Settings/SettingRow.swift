/// One row of `SettingsTable`: everything the game needs to know about one setting, said once —
/// its title, its group in the Settings window, what kind of control shows it, where it is kept,
/// under which JSON key, and which administrator's default may start or lock it.
public struct SettingRow: Sendable {
    /// The key in `settings.json` (or `device.json`), also the row's name in tests and the README.
    public let key: String
    public let title: SettingTitle
    public let group: SettingsGroup
    public let kind: SettingKind
    /// The administrator's setting that may give this one its default and lock it, if any.
    public let admin: AdminSetting?
    /// What a change of it redoes. None: it is read where it acts, at the next move or level.
    public let uses: Set<SettingUse>

    init(_ key: String, _ title: SettingTitle, _ group: SettingsGroup, _ kind: SettingKind, uses: Set<SettingUse>,
         admin: AdminSetting? = nil) {
        self.key = key
        self.title = title
        self.group = group
        self.kind = kind
        self.uses = uses
        self.admin = admin
    }

    /// Ticks or unticks a check box's setting of a child's.
    public func set(_ settings: inout Settings, _ on: Bool) {
        switch kind {
        case .onOff(let path): settings[keyPath: path] = on
        case .onOffOrSystem(let path): settings[keyPath: path] = on
        default: break
        }
    }

    /// One child's (`settings.json`) or the whole computer's (`device.json`).
    public var isPerChild: Bool {
        if case .deviceOnOff = kind { false } else { true }
    }
}

/// How a setting is shown, and bound to where it is kept.
public enum SettingKind: Sendable {
    /// A check box.
    case onOff(WritableKeyPath<Settings, Bool> & Sendable)
    /// A check box whose nil follows the desktop (reduced motion follows GTK's animation setting).
    case onOffOrSystem(WritableKeyPath<Settings, Bool?> & Sendable)
    /// A check box of the computer's, the same whichever child plays.
    case deviceOnOff(WritableKeyPath<DeviceSettings, Bool> & Sendable)
    /// A drop-down of named values.
    case choice(SettingChoice)
    /// A spin button within a range, with its unit after it.
    case number(SettingNumber)
    /// A button showing the key of an action; pressing it waits for the new key.
    case key(KeyAction)
    /// A row with a shape of its own (the language, the volumes, Show me's offer), built and saved by hand.
    case handBuilt(HandBuiltSetting)
}

/// The rows with a shape of their own, each named once: the Settings window builds each, and the
/// rules that compare or change a row read each, in an exhaustive `switch`, so a new one is a
/// compile error wherever it needs a builder, never a failure when the window opens.
public enum HandBuiltSetting: Sendable, CaseIterable {
    /// Each language in its own name.
    case language
    /// Off, quiet, normal or loud, beside Read aloud.
    case voiceVolume
    /// Off, quiet, normal or loud, beside Sounds.
    case soundVolume
    /// Never, or after one, two or three mistakes.
    case showMeAfterMistakes
}

/// A drop-down's values, kept as their JSON names so that the table can hold rows of any enum.
public struct SettingChoice: Sendable {
    /// Every value, in the drop-down's order.
    public let values: [String]
    public let value: @Sendable (Settings) -> String
    /// Sets a value by its JSON name; one this version does not know leaves the setting as it was.
    public let set: @Sendable (inout Settings, String) -> Void
    /// A value's name as the drop-down shows it.
    public let name: @Sendable (Words, String) -> String
    /// The named style colour (`Theme.namedStyleColours`) shown beside a value that is a colour,
    /// so a choice of colours shows each colour and not only its name; nil for other values.
    public let swatch: @Sendable (String) -> String?

    static func of<Value: RawRepresentable & CaseIterable & Sendable>(
        _ path: WritableKeyPath<Settings, Value> & Sendable, swatch: @escaping @Sendable (Value) -> String? = { _ in nil },
        name: @escaping @Sendable (Words, Value) -> String
    ) -> SettingChoice where Value.RawValue == String {
        SettingChoice(values: Value.allCases.map(\.rawValue),
                      value: { $0[keyPath: path].rawValue },
                      set: { settings, raw in if let value = Value(rawValue: raw) { settings[keyPath: path] = value } },
                      name: { words, raw in Value(rawValue: raw).map { name(words, $0) } ?? raw },
                      swatch: { raw in Value(rawValue: raw).flatMap(swatch) })
    }
}

/// A number within a range; a whole number is saved as one (`3`, not `3.0`).
public struct SettingNumber: Sendable {
    public let range: ClosedRange<Double>
    /// How far one press of the spin button's arrows moves it.
    public let step: Double
    public let unit: SettingsUnit
    public let isWhole: Bool
    public let value: @Sendable (Settings) -> Double
    public let set: @Sendable (inout Settings, Double) -> Void

    static func of(_ path: WritableKeyPath<Settings, Double> & Sendable, _ range: ClosedRange<Double>, step: Double,
                   unit: SettingsUnit) -> SettingNumber {
        SettingNumber(range: range, step: step, unit: unit, isWhole: false,
                      value: { $0[keyPath: path] }, set: { $0[keyPath: path] = $1 })
    }

    static func of(_ path: WritableKeyPath<Settings, Int> & Sendable, _ range: ClosedRange<Int>, unit: SettingsUnit) -> SettingNumber {
        SettingNumber(range: Double(range.lowerBound)...Double(range.upperBound), step: 1, unit: unit, isWhole: true,
                      value: { Double($0[keyPath: path]) }, set: { $0[keyPath: path] = Int($1) })
    }
}

/// Where a row's title is worded: most in `UIText`, the assists' in their own words.
public enum SettingTitle: Hashable, Sendable {
    case text(UIText)
    case assist(AssistText)
    case switchAccess(SwitchAccessText)
    case grownUp(GrownUpText)
    case setting(SettingText)
}

extension Words {
    public func title(of title: SettingTitle) -> String {
        switch title {
        case .text(let item): text(item)
        case .assist(let item): assist(item)
        case .switchAccess(let item): text(item)
        case .grownUp(let item): text(item)
        case .setting(let item): setting(item)
        }
    }
}
