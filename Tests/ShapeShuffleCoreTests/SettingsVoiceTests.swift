import Foundation
import Testing
@testable import ShapeShuffleCore

/// The voice settings and the hear-the-task key: saved, read back, and kept free of clashes.
@Suite("Voice settings and the hear-the-task key")
struct SettingsVoiceTests {
    @Test("By default the game reads aloud at a normal rate, plays sounds, and T hears the task")
    func defaults() {
        let settings = Settings()
        #expect(settings.readAloud && settings.sounds)
        #expect(settings.speechRate == .normal)
        #expect(settings.keys.hearTask == "t")
    }

    @Test("Every voice setting survives a save and a load")
    func roundTrip() throws {
        var settings = Settings()
        settings.readAloud = false
        settings.sounds = false
        settings.speechRate = .slow
        try settings.keys.bind(.hearTask, to: "H")
        let loaded = try JSONDecoder().decode(Settings.self, from: JSONEncoder().encode(settings))
        #expect(loaded == settings)
        #expect(loaded.keys.hearTask == "h")
    }

    @Test("A rate from a newer version falls back to normal; a clashing key to the defaults")
    func unknownValues() throws {
        let json = #"{"speechRate": "warp", "hearTaskKey": "a", "addKey": "a"}"#
        let loaded = try JSONDecoder().decode(Settings.self, from: Data(json.utf8))
        #expect(loaded.speechRate == .normal)
        #expect(loaded.keys == .defaults)
    }

    @Test("The hear-the-task key cannot take another action's key, nor one needed to move")
    func clashes() {
        var keys = KeyBindings.defaults
        #expect(throws: KeyBindingError.inUse(key: "a", by: .add)) { try keys.bind(.hearTask, to: "a") }
        #expect(throws: KeyBindingError.reserved(key: "Tab")) { try keys.bind(.hearTask, to: "Tab") }
        #expect(throws: KeyBindingError.inUse(key: "t", by: .hearTask)) { try keys.bind(.pin, to: "t") }
        #expect(Words(.english).keyRefused(.inUse(key: "t", by: .hearTask)) == "That key is already used by “Hear the task”.")
    }

    @Test("a file from before the hear-the-task key keeps the player's keys, even with Add or Pin on T")
    func hearTaskKeyFromOlderFile() throws {
        func decode(_ json: String) throws -> Settings { try JSONDecoder().decode(Settings.self, from: Data(json.utf8)) }
        #expect(try decode(#"{"addKey": "d"}"#).keys.hearTask == "t")
        let moved = try decode(#"{"addKey": "t", "pinKey": "k"}"#).keys
        #expect(moved.add == "t" && moved.pin == "k" && moved.hearTask == "h")
        #expect(try decode(#"{"hearTaskKey": "y"}"#).keys.hearTask == "y")
        #expect(try decode(#"{"addKey": "t", "hearTaskKey": "t"}"#).keys == .defaults, "a saved clash still loads the defaults")
    }
}

/// Voice volume and sound volume: off is Read aloud or Sounds off, and each loudness is kept.
@Suite("Voice and sound volume")
struct SettingsVolumeTests {
    @Test("Off turns Read aloud off; turning it on again brings back the loudness chosen before")
    func offIsReadAloudOff() {
        var settings = Settings()
        #expect(settings.voiceVolume == .normal && settings.soundVolume == .normal)
        settings.voiceVolume = .quiet
        settings.voiceVolume = .off
        #expect(!settings.readAloud)
        settings.readAloud = true
        #expect(settings.voiceVolume == .quiet)
        settings.sounds = false
        #expect(settings.soundVolume == .off)
        settings.soundVolume = .loud
        #expect(settings.sounds)
    }

    @Test("Both volumes survive a save and a load, off included")
    func roundTrip() throws {
        var settings = Settings()
        settings.voiceVolume = .loud
        settings.voiceVolume = .off
        settings.soundVolume = .quiet
        let loaded = try JSONDecoder().decode(Settings.self, from: JSONEncoder().encode(settings))
        #expect(loaded == settings)
        #expect(loaded.voiceVolume == .off && loaded.soundVolume == .quiet)
        var on = loaded
        on.readAloud = true
        #expect(on.voiceVolume == .loud)
    }

    @Test("An unknown volume falls back to normal; a saved Off wins; a volume of the wrong type makes the file corrupt")
    func badFiles() throws {
        func decode(_ json: String) throws -> Settings { try JSONDecoder().decode(Settings.self, from: Data(json.utf8)) }
        #expect(try decode(#"{"voiceVolume": "deafening"}"#).voiceVolume == .normal)
        #expect(try decode(#"{"readAloud": true, "voiceVolume": "off"}"#).readAloud == false)
        #expect(try decode(#"{"sounds": false, "soundVolume": "loud"}"#).soundVolume == .off)
        #expect(try decode(#"{}"#).voiceVolume == .normal, "a file from before the volumes")
        #expect(throws: DecodingError.self) { try decode(#"{"soundVolume": 3}"#) }
    }

    @Test("Quiet is quieter than normal, and normal than loud, for the voice and the sounds")
    func ordered() {
        let levels = Volume.allCases
        #expect(levels.map(\.speechDispatcherVolume) == levels.map(\.speechDispatcherVolume).sorted())
        #expect(Set(levels.map(\.speechDispatcherVolume)).count == levels.count)
        #expect(levels.map(\.soundDecibels) == levels.map(\.soundDecibels).sorted())
    }
}
