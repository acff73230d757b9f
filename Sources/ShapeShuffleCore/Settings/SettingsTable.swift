/// Every setting, one row each, in the order the Settings window shows them group by group
/// (docs/ARCHITECTURE.md, *Adding a setting*). The JSON file, the window, the administrator's
/// defaults, the README's table and the tests all read their settings from here.
public enum SettingsTable {
    public static let rows: [SettingRow] = [
        // Language and looks.
        SettingRow("language", .text(.language), .languageAndLooks, .handBuilt(.language),
                   uses: [.words, .look, .layout, .keys], admin: .language),
        SettingRow("colourBlindPalette", .text(.colourBlindPalette), .languageAndLooks, .onOff(\.colourBlindPalette),
                   uses: [.look]),
        SettingRow("showColourNames", .text(.colourNamesOnCards), .languageAndLooks, .onOff(\.showColourNames), uses: [.look]),
        SettingRow("reducedMotion", .text(.reducedMotion), .languageAndLooks, .onOffOrSystem(\.reducedMotion), uses: [.look]),
        SettingRow("largeCards", .text(.largeCards), .languageAndLooks, .onOff(\.largeCards), uses: [.layout]),
        SettingRow("numeralsOnCards", .setting(.numeralsOnCards), .languageAndLooks, .onOff(\.numeralsOnCards), uses: [.look]),
        // Keys.
        SettingRow("singleKeyShortcuts", .text(.singleKeyShortcuts), .keys, .onOff(\.singleKeyShortcuts),
                   uses: [.keys, .words]),
        SettingRow("addKey", .text(.addKey), .keys, .key(.add), uses: [.keys, .words]),
        SettingRow("pinKey", .text(.pinKey), .keys, .key(.pin), uses: [.keys, .words]),
        SettingRow("hearTaskKey", .text(.hearTaskKey), .keys, .key(.hearTask), uses: [.keys, .words]),
        // Voice and sound.
        SettingRow("readAloud", .text(.readAloud), .voiceAndSound, .onOff(\.readAloud), uses: [.voice, .layout]),
        SettingRow("speechRate", .text(.speechRate), .voiceAndSound, .choice(.of(\.speechRate) { $0.text(title(of: $1)) }),
                   uses: [.voice]),
        SettingRow("voiceVolume", .text(.voiceVolume), .voiceAndSound, .handBuilt(.voiceVolume), uses: [.voice, .layout]),
        SettingRow("captions", .text(.captions), .voiceAndSound, .onOff(\.captions), uses: [.layout]),
        SettingRow("sounds", .text(.sounds), .voiceAndSound, .onOff(\.sounds), uses: [.voice, .layout]),
        SettingRow("soundVolume", .text(.soundVolume), .voiceAndSound, .handBuilt(.soundVolume), uses: [.voice, .layout]),
        // Switch access: how the scan moves.
        SettingRow("scanningEnabled", .text(.switchScanning), .switchAccess, .onOff(\.scanningEnabled),
                   uses: [.scanning, .look], admin: .scanningEnabled),
        SettingRow("scanningInterval", .text(.scanningInterval), .switchAccess,
                   .number(.of(\.scanningInterval, Settings.scanningIntervalRange, step: 0.5, unit: .seconds)),
                   uses: [.scanning], admin: .scanningInterval),
        SettingRow("scanningMethod", .switchAccess(.scanningMethod), .switchAccess,
                   .choice(.of(\.scanningMethod) { $0.text(SwitchAccessText.title(of: $1)) }),
                   uses: [.scanning, .words], admin: .scanningMethod),
        SettingRow("scanningCoolDown", .switchAccess(.coolDown), .switchAccess,
                   .number(.of(\.scanningCoolDown, Settings.scanningCoolDownRange, step: 0.1, unit: .seconds)),
                   uses: [.scanning], admin: .scanningCoolDown),
        SettingRow("scanningLoops", .switchAccess(.loopsBeforeStopping), .switchAccess,
                   .number(.of(\.scanningLoops, Settings.scanningLoopsRange, unit: .rounds)),
                   uses: [.scanning], admin: .scanningLoops),
        // The switches.
        SettingRow("scanningSelectKey", .text(.selectKey), .switches, .key(.scanSelect), uses: [.scanning, .keys, .words]),
        SettingRow("scanningStepKey", .switchAccess(.stepKey), .switches, .key(.scanStep), uses: [.scanning, .keys, .words]),
        SettingRow("scanningColour", .switchAccess(.scanColour), .switches,
                   .choice(.of(\.scanningColour, swatch: \.styleColourName) { $0.text(SwitchAccessText.title(of: $1)) }),
                   uses: [.scanning, .look], admin: .scanningColour),
        SettingRow("scanningMouseSwitch", .switchAccess(.mouseSwitch), .switches,
                   .choice(.of(\.scanningMouseSwitch) { $0.text(SwitchAccessText.title(of: $1)) }),
                   uses: [.scanning], admin: .scanningMouseSwitch),
        SettingRow("auditoryScanning", .switchAccess(.auditoryScanning), .switches, .onOff(\.auditoryScanning),
                   uses: [.scanning], admin: .auditoryScanning),
        // Help while playing.
        SettingRow("cardsFaceUp", .assist(.cardsFaceUp), .helpWhilePlaying, .onOff(\.cardsFaceUp), uses: [.cardsShown, .look]),
        SettingRow("showMeKey", .assist(.showMeKey), .helpWhilePlaying, .key(.showMe), uses: [.keys, .words]),
        SettingRow("showMeAfterMistakes", .assist(.showMeAfterMistakes), .helpWhilePlaying, .handBuilt(.showMeAfterMistakes), uses: []),
        SettingRow("guidedFirstLevel", .assist(.guidedFirstLevel), .helpWhilePlaying, .onOff(\.guidedFirstLevel), uses: []),
        // For grown-ups: the computer's, whoever plays.
        SettingRow("grownUpLock", .grownUp(.grownUpLock), .forGrownUps, .deviceOnOff(\.grownUpLock),
                   uses: [], admin: .grownUpLock),
        SettingRow("kioskMode", .grownUp(.kioskMode), .forGrownUps, .deviceOnOff(\.kioskMode), uses: [], admin: .kioskMode),
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
