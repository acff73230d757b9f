import Testing
@testable import ShapeShuffleCore

/// A change in Settings redoes only what uses it: each row of the table says what it changes, and
/// a change is read back as the uses of the rows whose settings changed.
@Suite("What a change of a setting redoes")
struct SettingUseTests {
    /// `settings` with `row`'s setting changed to another value.
    static func changed(_ row: SettingRow, in settings: Settings) -> Settings {
        var after = settings
        switch row.kind {
        case .onOff(let path): after[keyPath: path].toggle()
        case .onOffOrSystem(let path): after[keyPath: path] = !(settings[keyPath: path] ?? false)
        case .deviceOnOff: break
        case .choice(let choice): choice.set(&after, choice.values.first { $0 != choice.value(settings) }!)
        case .number(let number):
            number.set(&after, number.value(settings) == number.range.lowerBound ? number.range.upperBound : number.range.lowerBound)
        case .key(let action): try? after.keys.bind(action, to: "F9")
        case .handBuilt(let setting):
            switch setting {
            case .language: after.language = settings.language == .japanese ? .korean : .japanese
            case .voiceVolume: after.voiceVolume = settings.voiceVolume == .loud ? .quiet : .loud
            case .soundVolume: after.soundVolume = settings.soundVolume == .loud ? .quiet : .loud
            case .showMeAfterMistakes: after.showMeAfterMistakes = Settings.showMeAfterMistakesChoices.last { $0 != settings.showMeAfterMistakes }!
            }
        }
        return after
    }

    @Test("every child's setting, changed alone, redoes exactly what its row declares")
    func eachRow() {
        let settings = Settings()
        for row in SettingsTable.rows where row.isPerChild {
            let after = Self.changed(row, in: settings)
            #expect(after != settings, "\(row.key) did not change")
            #expect(SettingsTable.uses(changedFrom: settings, to: after) == row.uses, "\(row.key)")
        }
    }

    @Test("a new speech rate changes the voice only: the screen, and what a screen reader hears on it, stay")
    func speechRate() {
        var after = Settings()
        after.speechRate = .slow
        #expect(SettingsTable.uses(changedFrom: Settings(), to: after) == [.voice])
    }

    @Test("the words follow the language and the keys they name; a look change is drawn, not laid out")
    func wordsAndLooks() {
        let row = { (key: String) in SettingsTable.row(key)!.uses }
        #expect(row("language").isSuperset(of: [.words, .look, .layout]))
        for key in ["addKey", "pinKey", "hearTaskKey", "showMeKey", "singleKeyShortcuts"] {
            #expect(row(key).isSuperset(of: [.keys, .words]), "\(key)")
        }
        for key in ["colourBlindPalette", "showColourNames", "reducedMotion", "numeralsOnCards"] {
            #expect(row(key) == [.look], "\(key)")
        }
        #expect(row("largeCards") == [.layout])
        #expect(row("cardsFaceUp").contains(.cardsShown))
    }

    @Test("where Settings reopens, which no row shows, redoes nothing")
    func nothing() {
        var after = Settings()
        after.settingsGroup = .switches
        #expect(SettingsTable.uses(changedFrom: Settings(), to: after).isEmpty)
        #expect(SettingsTable.uses(changedFrom: Settings(), to: Settings()).isEmpty)
    }
}
