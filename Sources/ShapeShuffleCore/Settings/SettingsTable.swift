/// Every setting, one row each, in the order the Settings window shows them group by group
/// (docs/ARCHITECTURE.md, *Adding a setting*). The JSON file, the window, the administrator's
/// defaults, the README's table and the tests all read their settings from here.
public enum SettingsTable {
    public static let rows: [SettingRow] = [
        // Language and looks.
        SettingRow("language", .text(.language), .languageAndLooks, .handBuilt, admin: .language),
        SettingRow("colourBlindPalette", .text(.colourBlindPalette), .languageAndLooks, .onOff(\.colourBlindPalette)),
        SettingRow("showColourNames", .text(.colourNamesOnCards), .languageAndLooks, .onOff(\.showColourNames)),
        SettingRow("reducedMotion", .text(.reducedMotion), .languageAndLooks, .onOffOrSystem(\.reducedMotion)),
        SettingRow("largeCards", .text(.largeCards), .languageAndLooks, .onOff(\.largeCards)),
        SettingRow("numeralsOnCards", .setting(.numeralsOnCards), .languageAndLooks, .onOff(\.numeralsOnCards)),
        // Keys.
        SettingRow("singleKeyShortcuts", .text(.singleKeyShortcuts), .keys, .onOff(\.singleKeyShortcuts)),
        SettingRow("addKey", .text(.addKey), .keys, .key(.add)),
        SettingRow("pinKey", .text(.pinKey), .keys, .key(.pin)),
        SettingRow("hearTaskKey", .text(.hearTaskKey), .keys, .key(.hearTask)),
        // Voice and sound.
        SettingRow("readAloud", .text(.readAloud), .voiceAndSound, .onOff(\.readAloud)),
        SettingRow("speechRate", .text(.speechRate), .voiceAndSound, .choice(.of(\.speechRate) { $0.text(title(of: $1)) })),
        SettingRow("voiceVolume", .text(.voiceVolume), .voiceAndSound, .handBuilt),
        SettingRow("captions", .text(.captions), .voiceAndSound, .onOff(\.captions)),
        SettingRow("sounds", .text(.sounds), .voiceAndSound, .onOff(\.sounds)),
        SettingRow("soundVolume", .text(.soundVolume), .voiceAndSound, .handBuilt),
        // Switch access: how the scan moves.
        SettingRow("scanningEnabled", .text(.switchScanning), .switchAccess, .onOff(\.scanningEnabled), admin: .scanningEnabled),
        SettingRow("scanningInterval", .text(.scanningInterval), .switchAccess,
                   .number(.of(\.scanningInterval, Settings.scanningIntervalRange, step: 0.5, unit: .seconds)),
                   admin: .scanningInterval),
        SettingRow("scanningMethod", .switchAccess(.scanningMethod), .switchAccess,
                   .choice(.of(\.scanningMethod) { $0.text(SwitchAccessText.title(of: $1)) }), admin: .scanningMethod),
        SettingRow("scanningCoolDown", .switchAccess(.coolDown), .switchAccess,
                   .number(.of(\.scanningCoolDown, Settings.scanningCoolDownRange, step: 0.1, unit: .seconds)),
                   admin: .scanningCoolDown),
        SettingRow("scanningLoops", .switchAccess(.loopsBeforeStopping), .switchAccess,
                   .number(.of(\.scanningLoops, Settings.scanningLoopsRange, unit: .rounds)), admin: .scanningLoops),
        // The switches.
        SettingRow("scanningSelectKey", .text(.selectKey), .switches, .key(.scanSelect)),
        SettingRow("scanningStepKey", .switchAccess(.stepKey), .switches, .key(.scanStep)),
        SettingRow("scanningColour", .switchAccess(.scanColour), .switches,
                   .choice(.of(\.scanningColour, swatch: \.styleColourName) { $0.text(SwitchAccessText.title(of: $1)) }),
                   admin: .scanningColour),
        SettingRow("scanningMouseSwitch", .switchAccess(.mouseSwitch), .switches,
                   .choice(.of(\.scanningMouseSwitch) { $0.text(SwitchAccessText.title(of: $1)) }), admin: .scanningMouseSwitch),
        SettingRow("auditoryScanning", .switchAccess(.auditoryScanning), .switches, .onOff(\.auditoryScanning),
                   admin: .auditoryScanning),
        // Help while playing.
        SettingRow("cardsFaceUp", .assist(.cardsFaceUp), .helpWhilePlaying, .onOff(\.cardsFaceUp)),
        SettingRow("showMeKey", .assist(.showMeKey), .helpWhilePlaying, .key(.showMe)),
        SettingRow("showMeAfterMistakes", .assist(.showMeAfterMistakes), .helpWhilePlaying, .handBuilt),
        SettingRow("guidedFirstLevel", .assist(.guidedFirstLevel), .helpWhilePlaying, .onOff(\.guidedFirstLevel)),
        // For grown-ups: the computer's, whoever plays.
        SettingRow("grownUpLock", .grownUp(.grownUpLock), .forGrownUps, .deviceOnOff(\.grownUpLock), admin: .grownUpLock),
        SettingRow("kioskMode", .grownUp(.kioskMode), .forGrownUps, .deviceOnOff(\.kioskMode), admin: .kioskMode),
    ]

    /// The rows of `group`, in the window's order.
    public static func rows(in group: SettingsGroup) -> [SettingRow] { rows.filter { $0.group == group } }

    public static func row(_ key: String) -> SettingRow? { rows.first { $0.key == key } }

    /// The speech rate's name in the drop-down.
    static func title(of rate: SpeechRate) -> UIText {
        switch rate {
        case .slow: .speechSlow
        case .normal: .speechNormal
        case .fast: .speechFast
        }
    }
}
