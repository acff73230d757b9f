/// Everything the player can change in Settings, saved between runs (docs/ARCHITECTURE.md, *Settings*).
public struct Settings: Hashable, Sendable {
    /// The game's language; nil follows the system locale.
    public var language: Language?
    /// Okabe–Ito colours, each with its pattern.
    public var colourBlindPalette = false
    /// Print the colour's name on colour cards.
    public var showColourNames = false
    /// The digit under the dots of a number card; off, the child counts the dots.
    public var numeralsOnCards = true
    /// Reduced motion; nil follows GTK's gtk-enable-animations.
    public var reducedMotion: Bool?
    public var largeCards = false
    /// Whether A, P and the other single-key shortcuts work at all (WCAG 2.1.4 lets players turn them off).
    public var singleKeyShortcuts = true
    /// The remappable keys; change them through `keys.bind(_:to:)` so clashes are refused.
    public var keys = KeyBindings.defaults
    /// Switch scanning: focus advances on its own and one key selects.
    public var scanningEnabled = false
    /// Seconds between scanning steps, always within `scanningIntervalRange`.
    public var scanningInterval: Double {
        get { storedScanningInterval }
        set { storedScanningInterval = Self.clampedInterval(newValue) }
    }
    private var storedScanningInterval = 1.5
    /// Switch access beyond the interval: the method, the cool-down after a selection, the rounds
    /// before the scan stops, the game's voice saying each item, and mouse buttons as switches.
    public var scanningMethod = ScanMethod.oneSwitch
    public var scanningCoolDown: Double {
        get { storedScanningCoolDown }
        set { storedScanningCoolDown = newValue.isFinite ? min(max(newValue, Self.scanningCoolDownRange.lowerBound),
                                                               Self.scanningCoolDownRange.upperBound) : 0.5 }
    }
    private var storedScanningCoolDown = 0.5
    public var scanningLoops: Int {
        get { storedScanningLoops }
        set { storedScanningLoops = min(max(newValue, Self.scanningLoopsRange.lowerBound), Self.scanningLoopsRange.upperBound) }
    }
    private var storedScanningLoops = 3
    public var auditoryScanning = false
    public var scanningMouseSwitch = MouseSwitch.off
    /// The colour of the scan's thick highlight, to match the player's switch.
    public var scanningColour = ScanColour.yellow
    public static let scanningCoolDownRange: ClosedRange<Double> = 0...3
    public static let scanningLoopsRange: ClosedRange<Int> = 1...10
    /// The game's own voice (speech-dispatcher) says the task, each card and each result. It stays
    /// silent anyway while a screen reader runs, which says all of it already. Off is the voice
    /// volume's Off: one setting, seen from two sides.
    public var readAloud = true
    /// How fast the game's voice speaks.
    public var speechRate = SpeechRate.normal
    /// Gentle sounds for a flip, a right card, a mistake and a finished level; off is the sound
    /// volume's Off.
    public var sounds = true
    /// Every line the voice says is also written on the level, for a child who cannot hear it,
    /// or who plays with the sound off.
    public var captions = true
    /// How loud the voice is when it speaks, kept while Read aloud is off so that turning it back
    /// on brings back the same loudness.
    private var voiceLoudness = Volume.normal
    /// How loud the sounds are when they play (kept while Sounds is off, as for the voice).
    private var soundLoudness = Volume.normal

    /// Off, quiet, normal or loud: Off turns Read aloud off, any other turns it on at that loudness.
    public var voiceVolume: Volume {
        get { readAloud ? voiceLoudness : .off }
        set {
            readAloud = newValue != .off
            if newValue != .off { voiceLoudness = newValue }
        }
    }

    /// Off, quiet, normal or loud for the sounds, as `voiceVolume` is for the voice.
    public var soundVolume: Volume {
        get { sounds ? soundLoudness : .off }
        set {
            sounds = newValue != .off
            if newValue != .off { soundLoudness = newValue }
        }
    }

    // Assists.
    /// Every card dealt face up and kept so: nothing to remember, the child only matches.
    public var cardsFaceUp = false
    /// Show me rings a right card by itself after this many mistakes; 0 is never.
    public var showMeAfterMistakes: Int {
        get { storedShowMeAfterMistakes }
        set { storedShowMeAfterMistakes = Self.showMeAfterMistakesChoices.contains(newValue) ? newValue : 0 }
    }
    private var storedShowMeAfterMistakes = 0
    /// A new player first watches the game play level 1 once, slowly, until any key.
    public var guidedFirstLevel = false
    /// Never, or after 1, 2 or 3 mistakes.
    public static let showMeAfterMistakesChoices = [0, 1, 2, 3]

    /// The Settings window's group shown last, so that a grown-up who comes back to change one
    /// thing again finds it where they left it; nil opens on the first.
    public var settingsGroup: SettingsGroup?

    /// The slowest and fastest scanning a player can choose.
    public static let scanningIntervalRange: ClosedRange<Double> = 0.5...10

    public init() {}

    /// The palette to paint colours with.
    public var palette: Palette { colourBlindPalette ? .okabeIto : .standard }

    /// Patterns come with the colour-blind palette: a pattern on every colour.
    public var showsColourPatterns: Bool { palette.showsPatterns }

    /// The language to use, given the system's.
    public func effectiveLanguage(system: Language) -> Language { language ?? system }

    /// Whether to hold animations still, given GTK's gtk-enable-animations.
    public func effectiveReducedMotion(animationsEnabled: Bool) -> Bool { reducedMotion ?? !animationsEnabled }

    static func clampedInterval(_ seconds: Double) -> Double {
        guard seconds.isFinite else { return 1.5 }
        return min(max(seconds, scanningIntervalRange.lowerBound), scanningIntervalRange.upperBound)
    }
}

/// Every key is optional so files from older versions load, and unknown keys are ignored so files
/// from newer ones do too. A key that is present with the wrong type makes the file corrupt. The
/// rows of `SettingsTable` are read and written through the table; the keys, the volumes and the
/// rest with a shape of their own, here.
extension Settings: Codable {
    static let version = 1

    private enum Keys: String, CodingKey {
        case version, language, addKey, pinKey, scanningSelectKey, hearTaskKey, scanningStepKey, showMeKey
        case voiceVolume, soundVolume, showMeAfterMistakes, settingsGroup
    }

    public init(from decoder: any Decoder) throws {
        self.init()
        let table = try decoder.container(keyedBy: SettingKey.self)
        for row in SettingsTable.rows { try row.decode(into: &self, from: table) }
        let c = try decoder.container(keyedBy: Keys.self)
        let defaults = Settings()
        _ = try c.decodeIfPresent(Int.self, forKey: .version)
        // A language this version does not speak (saved by a newer one) falls back to the system's.
        language = try c.decodeIfPresent(String.self, forKey: .language).flatMap(Language.init(rawValue:))
        let add = try c.decodeIfPresent(String.self, forKey: .addKey) ?? defaults.keys.add
        let pin = try c.decodeIfPresent(String.self, forKey: .pinKey) ?? defaults.keys.pin
        let select = try c.decodeIfPresent(String.self, forKey: .scanningSelectKey) ?? defaults.keys.scanSelect
        let hearTask = try c.decodeIfPresent(String.self, forKey: .hearTaskKey)
        // A file from before the hear-the-task key may have Add or Pin on T: keep the player's keys
        // and give Hear the task H instead.
        let hearTaskChoices = hearTask.map { [$0] } ?? [defaults.keys.hearTask, "h"]
        // A file from before two-switch scanning may have Select on Enter: the step key takes Space then.
        let step = try c.decodeIfPresent(String.self, forKey: .scanningStepKey)
        let stepChoices = step.map { [$0] } ?? [defaults.keys.scanStep, "space", "n"]
        // Keys edited by hand into a clash or onto Tab would trap the player: use the defaults instead.
        // A file from before Show me may have another action on M: Show me takes G, then J instead.
        let showMeChoices = try c.decodeIfPresent(String.self, forKey: .showMeKey).map { [$0] }
            ?? [defaults.keys.showMe, "g", "j"]
        keys = hearTaskChoices.lazy.flatMap { hear in stepChoices.lazy.flatMap { step in showMeChoices.lazy.map { (hear, step, $0) } } }
            .compactMap { try? KeyBindings(add: add, pin: pin, scanSelect: select, hearTask: $0.0, scanStep: $0.1, showMe: $0.2) }
            .first ?? .defaults
        showMeAfterMistakes = try c.decodeIfPresent(Int.self, forKey: .showMeAfterMistakes) ?? defaults.showMeAfterMistakes
        // A group this version does not have (saved by a newer one) opens the first.
        settingsGroup = try c.decodeIfPresent(String.self, forKey: .settingsGroup).flatMap(SettingsGroup.init(rawValue:))
        // A volume this version does not know falls back to normal; a saved Off turns the voice
        // or the sounds off, whatever the older on/off key (read from the table above) says.
        if let volume = try c.decodeIfPresent(String.self, forKey: .voiceVolume) {
            let known = Volume(rawValue: volume) ?? .normal
            if known == .off { readAloud = false } else { voiceLoudness = known }
        }
        if let volume = try c.decodeIfPresent(String.self, forKey: .soundVolume) {
            let known = Volume(rawValue: volume) ?? .normal
            if known == .off { sounds = false } else { soundLoudness = known }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var table = encoder.container(keyedBy: SettingKey.self)
        for row in SettingsTable.rows { try row.encode(self, to: &table) }
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(Self.version, forKey: .version)
        try c.encode(language?.rawValue, forKey: .language)
        try c.encode(keys.add, forKey: .addKey)
        try c.encode(keys.pin, forKey: .pinKey)
        try c.encode(keys.scanSelect, forKey: .scanningSelectKey)
        try c.encode(keys.hearTask, forKey: .hearTaskKey)
        try c.encode(keys.showMe, forKey: .showMeKey)
        try c.encode(keys.scanStep, forKey: .scanningStepKey)
        try c.encode(showMeAfterMistakes, forKey: .showMeAfterMistakes)
        // The loudness to play at once switched on; Off is readAloud and sounds, which older
        // versions read too.
        try c.encode(voiceLoudness.rawValue, forKey: .voiceVolume)
        try c.encode(soundLoudness.rawValue, forKey: .soundVolume)
        try c.encodeIfPresent(settingsGroup?.rawValue, forKey: .settingsGroup)
    }
}
