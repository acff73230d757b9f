/// What a setting changes where the game shows or says it, so that a change redoes only that:
/// each row of `SettingsTable` declares its uses, and the front refreshes by them.
public enum SettingUse: Hashable, Sendable, CaseIterable {
    /// Every word shown or said: the language, and the keys the words name ("Press A").
    case words
    /// How things are drawn, redrawn in place: palettes, colour names, motion, the scan's colour.
    case look
    /// Sizes, laid out again: large cards, the caption strip.
    case layout
    /// The level in play dealt again as it stands, face up or face down.
    case cardsShown
    /// The keys the game's actions answer to.
    case keys
    /// The game's voice and sounds. They read the settings afresh at each line and each sound, so
    /// nothing is redone.
    case voice
    /// The switch scan: whether, how and how fast it moves.
    case scanning
}

extension SettingRow {
    /// Whether `before` and `after` differ in this row's setting.
    func differs(_ before: Settings, _ after: Settings) -> Bool {
        switch kind {
        case .onOff(let path): before[keyPath: path] != after[keyPath: path]
        case .onOffOrSystem(let path): before[keyPath: path] != after[keyPath: path]
        case .deviceOnOff: false
        case .choice(let choice): choice.value(before) != choice.value(after)
        case .number(let number): number.value(before) != number.value(after)
        case .key(let action): before.keys.key(for: action) != after.keys.key(for: action)
        case .handBuilt(let setting):
            switch setting {
            case .language: before.language != after.language
            case .voiceVolume: before.voiceVolume != after.voiceVolume
            case .soundVolume: before.soundVolume != after.soundVolume
            case .showMeAfterMistakes: before.showMeAfterMistakes != after.showMeAfterMistakes
            }
        }
    }
}

extension SettingsTable {
    /// What a change from `before` to `after` touches: the uses of every row whose setting changed.
    public static func uses(changedFrom before: Settings, to after: Settings) -> Set<SettingUse> {
        rows.filter { $0.differs(before, after) }.reduce(into: []) { $0.formUnion($1.uses) }
    }
}
