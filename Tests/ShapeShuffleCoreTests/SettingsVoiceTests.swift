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
}
