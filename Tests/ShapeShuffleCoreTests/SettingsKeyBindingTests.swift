import Foundation
import Testing
@testable import ShapeShuffleCore

@Suite("Remapping single-key shortcuts (WCAG 2.1.4)")
struct SettingsKeyBindingTests {
    static let reservedKeys = ["Tab", "space", "Return", "Escape", "Left", "Right", "Up", "Down",
                               "Home", "End", "F1", "F10", "Menu", "Shift_L", "Control_R"]

    @Test("each single key is the child's own while single-key shortcuts are on, and none while they are off")
    func singleKeysFollowTheSwitch() throws {
        var settings = Settings()
        settings.keys = try KeyBindings(add: "F8", pin: "p", scanSelect: "space")
        #expect(settings.singleKey(for: .add) == "F8" && settings.singleKey(for: .showMe) == "m")
        settings.singleKeyShortcuts = false
        #expect(KeyAction.allCases.allSatisfy { settings.singleKey(for: $0) == nil })
    }

    @Test("a free key can be given to Add or Pin")
    func remap() throws {
        var keys = KeyBindings.defaults
        try keys.bind(.add, to: "d")
        try keys.bind(.pin, to: "j")
        #expect(keys.add == "d" && keys.pin == "j")
        #expect(keys.action(for: "D") == .add)
        #expect(keys.action(for: "a") == nil)
    }

    @Test("Add and Pin cannot share a key, whatever its case")
    func addPinClash() {
        var keys = KeyBindings.defaults
        #expect(throws: KeyBindingError.inUse(key: "p", by: .pin)) { try keys.bind(.add, to: "P") }
        #expect(throws: KeyBindingError.inUse(key: "a", by: .add)) { try keys.bind(.pin, to: "a") }
        #expect(keys == .defaults, "a refused binding changed something")
    }

    @Test("keys that move focus, activate, close or open help are refused", arguments: reservedKeys)
    func reserved(key: String) {
        var keys = KeyBindings.defaults
        #expect(throws: KeyBindingError.reserved(key: key)) { try keys.bind(.add, to: key) }
        #expect(throws: KeyBindingError.reserved(key: key)) { try keys.bind(.pin, to: key) }
        #expect(keys == .defaults)
    }

    @Test("names are matched the way players type them: enter is Return, ESC is Escape")
    func aliases() {
        var keys = KeyBindings.defaults
        #expect(throws: KeyBindingError.reserved(key: "Return")) { try keys.bind(.add, to: "enter") }
        #expect(throws: KeyBindingError.reserved(key: "Escape")) { try keys.bind(.pin, to: "ESC") }
        #expect(throws: KeyBindingError.reserved(key: "Tab")) { try keys.bind(.pin, to: "tab") }
        #expect(throws: KeyBindingError.reserved(key: "space")) { try keys.bind(.pin, to: " ") }
    }

    @Test("the scanning switch key is kept for scanning")
    func scanningKey() throws {
        var keys = KeyBindings.defaults
        try keys.bind(.scanSelect, to: "s")
        #expect(throws: KeyBindingError.inUse(key: "s", by: .scanSelect)) { try keys.bind(.add, to: "s") }
        #expect(throws: KeyBindingError.inUse(key: "p", by: .pin)) { try keys.bind(.scanSelect, to: "p") }
        #expect(throws: KeyBindingError.reserved(key: "Tab")) { try keys.bind(.scanSelect, to: "Tab") }
        try keys.bind(.scanSelect, to: "KP_Enter")
        #expect(keys.scanSelect == "KP_Enter")
    }

    @Test("an empty key is refused")
    func empty() {
        var keys = KeyBindings.defaults
        #expect(throws: KeyBindingError.empty) { try keys.bind(.add, to: "") }
        #expect(throws: KeyBindingError.empty) { try keys.bind(.add, to: "\n") }
    }

    @Test("a whole set is checked at once")
    func wholeSet() throws {
        #expect(throws: KeyBindingError.inUse(key: "x", by: .add)) { try KeyBindings(add: "x", pin: "x", scanSelect: "space") }
        #expect(throws: KeyBindingError.inUse(key: "x", by: .scanSelect)) { try KeyBindings(add: "x", pin: "p", scanSelect: "x") }
        let keys = try KeyBindings(add: "z", pin: "x", scanSelect: "c")
        #expect(keys.key(for: .add) == "z" && keys.key(for: .pin) == "x" && keys.key(for: .scanSelect) == "c")
    }
}
