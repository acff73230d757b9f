import Foundation
import Testing
@testable import ShapeShuffleCore

@Suite("Settings")
struct SettingsTests {
    func decode(_ json: String) throws -> Settings {
        try JSONDecoder().decode(Settings.self, from: Data(json.utf8))
    }

    @Test("the defaults follow the system and keep A, P and Space")
    func defaults() {
        let settings = Settings()
        #expect(settings.language == nil)
        #expect(settings.effectiveLanguage(system: .korean) == .korean)
        #expect(settings.reducedMotion == nil)
        #expect(settings.effectiveReducedMotion(animationsEnabled: false))
        #expect(!settings.effectiveReducedMotion(animationsEnabled: true))
        #expect(!settings.colourBlindPalette && !settings.showColourNames && !settings.largeCards)
        #expect(settings.singleKeyShortcuts)
        #expect(settings.keys.add == "a" && settings.keys.pin == "p" && settings.keys.scanSelect == "space")
        #expect(!settings.scanningEnabled && settings.scanningInterval == 1.5)
        #expect(settings.palette == .standard && !settings.showsColourPatterns)
    }

    @Test("a chosen language and reduced motion override the system")
    func overrides() {
        var settings = Settings()
        settings.language = .vietnamese
        settings.reducedMotion = false
        #expect(settings.effectiveLanguage(system: .english) == .vietnamese)
        #expect(!settings.effectiveReducedMotion(animationsEnabled: false))
    }

    @Test("the colour-blind palette brings a pattern on every colour")
    func palette() {
        var settings = Settings()
        settings.colourBlindPalette = true
        #expect(settings.palette == .okabeIto && settings.showsColourPatterns)
    }

    @Test("every setting survives a trip through JSON")
    func roundTrip() throws {
        var settings = Settings()
        settings.language = .japanese
        settings.colourBlindPalette = true
        settings.showColourNames = true
        settings.reducedMotion = true
        settings.largeCards = true
        settings.singleKeyShortcuts = false
        try settings.keys.bind(.add, to: "d")
        try settings.keys.bind(.pin, to: "k")
        try settings.keys.bind(.scanSelect, to: "KP_Enter")
        settings.scanningEnabled = true
        settings.scanningInterval = 3.25
        let decoded = try JSONDecoder().decode(Settings.self, from: JSONEncoder().encode(settings))
        #expect(decoded == settings)
    }

    @Test("an old file with only some keys still loads; the rest are defaults")
    func missingKeys() throws {
        #expect(try decode("{}") == Settings())
        let old = try decode(#"{"language": "zh", "largeCards": true}"#)
        var expected = Settings()
        expected.language = .chinese
        expected.largeCards = true
        #expect(old == expected)
    }

    @Test("keys a newer version wrote are ignored, and a language it added falls back to the system")
    func unknownKeys() throws {
        let newer = try decode(#"{"language": "fr", "showColourNames": true, "confetti": "lots", "version": 9}"#)
        #expect(newer.language == nil)
        #expect(newer.showColourNames)
    }

    @Test("a value of the wrong type makes the file corrupt",
          arguments: [#"{"largeCards": "yes"}"#, #"{"language": 5}"#, #"{"scanningInterval": "fast"}"#, #"{"addKey": 1}"#, "[]"])
    func wrongTypes(json: String) {
        #expect(throws: DecodingError.self) { try decode(json) }
    }

    @Test("the scanning interval stays within 0.5 to 10 seconds, when set and when loaded")
    func intervalClamped() throws {
        var settings = Settings()
        settings.scanningInterval = 0.1
        #expect(settings.scanningInterval == 0.5)
        settings.scanningInterval = 60
        #expect(settings.scanningInterval == 10)
        settings.scanningInterval = .nan
        #expect(settings.scanningInterval == 1.5)
        #expect(try decode(#"{"scanningInterval": 0}"#).scanningInterval == 0.5)
        #expect(try decode(#"{"scanningInterval": 99}"#).scanningInterval == 10)
    }

    @Test("keys edited by hand into a clash or onto Tab load as the defaults, so nobody is trapped")
    func badKeysInFile() throws {
        #expect(try decode(#"{"addKey": "p", "pinKey": "p"}"#).keys == .defaults)
        #expect(try decode(#"{"addKey": "Tab"}"#).keys == .defaults)
        let good = try decode(#"{"addKey": "D", "pinKey": "k"}"#)
        #expect(good.keys.add == "d" && good.keys.pin == "k")
    }
}
