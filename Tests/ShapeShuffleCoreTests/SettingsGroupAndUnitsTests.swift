import Foundation
import Testing
import ShapeShuffleCore

@Suite("Settings reopens on the group last used, and every number has its unit")
struct SettingsGroupAndUnitsTests {
    @Test("the group last shown is kept in the child's settings and read back")
    func lastGroupKept() throws {
        var settings = Settings()
        #expect(settings.settingsGroup == nil, "a new child's Settings opens on the first group")
        settings.settingsGroup = .switchAccess
        let saved = try JSONEncoder().encode(settings)
        #expect(try JSONDecoder().decode(Settings.self, from: saved).settingsGroup == .switchAccess)
        #expect(String(decoding: saved, as: UTF8.self).contains("\"settingsGroup\":\"switchAccess\""))
    }

    @Test("a group this version does not have, or none, opens the first; the file stays readable")
    func unknownGroup() throws {
        let newer = try JSONDecoder().decode(Settings.self, from: Data(#"{"settingsGroup": "timeTravel", "largeCards": true}"#.utf8))
        #expect(newer.settingsGroup == nil && newer.largeCards)
        let older = try JSONDecoder().decode(Settings.self, from: Data(#"{"largeCards": true}"#.utf8))
        #expect(older.settingsGroup == nil)
        #expect(!String(decoding: try JSONEncoder().encode(Settings()), as: UTF8.self).contains("settingsGroup"))
    }

    @Test("units in English follow the number", arguments: [
        (SettingsUnit.seconds, 1.5, "seconds"), (.seconds, 1, "second"), (.rounds, 3, "rounds"), (.rounds, 1, "round"),
        (.cards, 6, "cards"), (.levels, 1, "level"),
    ])
    func english(unit: SettingsUnit, value: Double, expected: String) {
        #expect(Words(.english).unit(unit, after: value) == expected)
    }

    @Test("every unit is written in every language, in its own script", arguments: Language.allCases)
    func everyLanguage(language: Language) {
        let words = Words(language), english = Words(.english)
        let units = SettingsUnit.allCases.map { words.unit($0, after: 2) }
        #expect(Set(units).count == SettingsUnit.allCases.count, "\(units)")
        for unit in SettingsUnit.allCases {
            let text = words.unit(unit, after: 2)
            #expect(!text.isEmpty)
            if language != .english {
                #expect(text != english.unit(unit, after: 2))
                #expect(!text.contains(where: { $0.isASCII && $0.isLetter }) || language == .vietnamese,
                        "\(text) in \(language)")
            }
            #expect(words.unitForms(unit).first.map { $0.count } == words.unitForms(unit).map(\.count).max())
        }
    }

    @Test("the words a grown-up reads: Korean and Chinese counters", arguments: [
        (Language.korean, SettingsUnit.seconds, "초"), (.chinese, .levels, "关"), (.japanese, .cards, "枚"),
        (.vietnamese, .rounds, "vòng"),
    ])
    func counters(language: Language, unit: SettingsUnit, expected: String) {
        #expect(Words(language).unit(unit, after: 3) == expected)
    }
}
