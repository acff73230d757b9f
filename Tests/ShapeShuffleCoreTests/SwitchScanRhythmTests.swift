import Foundation
import Testing
@testable import ShapeShuffleCore

/// The timing rules of switch scanning, run with a fake clock: the time is whatever the test says.
@Suite("Switch scanning rhythm")
struct SwitchScanRhythmTests {
    /// Ticks the rhythm every 10 ms from `from` to `to` and returns the times it stepped.
    private func steps(_ rhythm: inout ScanRhythm, from: Double, to: Double) -> [Double] {
        var stepped: [Double] = []
        var time = from
        while time <= to + 1e-9 {
            if rhythm.tick(at: time) { stepped.append((time * 100).rounded() / 100) }
            time += 0.01
        }
        return stepped
    }

    @Test func oneSwitchMovesOnEveryInterval() {
        var rhythm = ScanRhythm(method: .oneSwitch, interval: 1, coolDown: 0.5, loopsBeforeStopping: 3)
        rhythm.start(at: 0)
        #expect(steps(&rhythm, from: 0, to: 3.5) == [1, 2, 3])
    }

    @Test func afterASelectionTheItemKeepsTheScanOneExtraInterval() {
        var rhythm = ScanRhythm(method: .oneSwitch, interval: 1, coolDown: 0.5, loopsBeforeStopping: 3)
        rhythm.start(at: 0)
        #expect(rhythm.press(.select, at: 0.3) == .select)
        // Without the pause it would move at 1.3; with it, the first move is at 2.3.
        #expect(steps(&rhythm, from: 0.3, to: 4.35) == [2.3, 3.3, 4.3])
    }

    @Test func aTremorsSecondPressWithinTheCoolDownDoesNothing() {
        var rhythm = ScanRhythm(method: .oneSwitch, interval: 1, coolDown: 0.5, loopsBeforeStopping: 3)
        rhythm.start(at: 0)
        #expect(rhythm.press(.select, at: 1) == .select)
        #expect(rhythm.press(.select, at: 1.1) == .ignored)
        #expect(rhythm.press(.select, at: 1.49) == .ignored)
        #expect(rhythm.press(.select, at: 1.5) == .select)
    }

    @Test func aLongerCoolDownIgnoresLongerAndNoneIgnoresNothing() {
        var slow = ScanRhythm(method: .oneSwitch, interval: 1, coolDown: 2, loopsBeforeStopping: 3)
        slow.start(at: 0)
        _ = slow.press(.select, at: 0)
        #expect(slow.press(.select, at: 1.9) == .ignored)
        var none = ScanRhythm(method: .twoSwitches, interval: 1, coolDown: 0, loopsBeforeStopping: 3)
        none.start(at: 0)
        _ = none.press(.select, at: 0)
        #expect(none.press(.select, at: 0.01) == .select)
    }

    @Test func theScanStopsAfterTheChosenRoundsAndAPressStartsItAgainWithoutSelecting() {
        var rhythm = ScanRhythm(method: .oneSwitch, interval: 1, coolDown: 0.5, loopsBeforeStopping: 2)
        rhythm.start(at: 0)
        #expect(rhythm.wrappedAround() == false)
        #expect(rhythm.wrappedAround() == true)
        #expect(rhythm.isStopped)
        #expect(rhythm.nextStepTime == nil)
        #expect(steps(&rhythm, from: 0, to: 10).isEmpty)
        #expect(rhythm.press(.select, at: 20) == .restarted)
        #expect(!rhythm.isStopped)
        #expect(rhythm.press(.select, at: 20.2) == .ignored)
        #expect(rhythm.press(.select, at: 21) == .select)
    }

    @Test func aSelectionStartsTheCountOfRoundsAgain() {
        var rhythm = ScanRhythm(method: .oneSwitch, interval: 1, coolDown: 0.5, loopsBeforeStopping: 2)
        rhythm.start(at: 0)
        _ = rhythm.wrappedAround()
        _ = rhythm.press(.select, at: 5)
        #expect(rhythm.wrappedAround() == false)
        #expect(rhythm.wrappedAround() == true)
    }

    @Test func twoSwitchesStepOnlyWhenTheStepSwitchIsPressed() {
        var rhythm = ScanRhythm(method: .twoSwitches, interval: 1, coolDown: 0.5, loopsBeforeStopping: 1)
        rhythm.start(at: 0)
        #expect(rhythm.nextStepTime == nil)
        #expect(steps(&rhythm, from: 0, to: 10).isEmpty)
        #expect(rhythm.press(.step, at: 10) == .step)
        #expect(rhythm.press(.step, at: 10.2) == .step)
        #expect(rhythm.press(.select, at: 11) == .select)
        #expect(rhythm.press(.step, at: 11.1) == .ignored)
        #expect(rhythm.press(.step, at: 11.6) == .step)
        // No endless cycling to stop: going round is the player's own doing.
        #expect(rhythm.wrappedAround() == false)
        #expect(!rhythm.isStopped)
    }

    @Test func oneSwitchHasNoStepSwitch() {
        var rhythm = ScanRhythm(method: .oneSwitch)
        rhythm.start(at: 0)
        #expect(rhythm.press(.step, at: 5) == .ignored)
    }

    @Test func mouseButtonsStandForTheChosenSwitches() {
        #expect(MouseSwitch.off.role(ofButton: 1) == nil)
        #expect(MouseSwitch.leftSelects.role(ofButton: 1) == .select)
        #expect(MouseSwitch.leftSelects.role(ofButton: 3) == nil)
        #expect(MouseSwitch.rightSelects.role(ofButton: 3) == .select)
        #expect(MouseSwitch.leftStepsRightSelects.role(ofButton: 1) == .step)
        #expect(MouseSwitch.leftStepsRightSelects.role(ofButton: 3) == .select)
        #expect(MouseSwitch.leftStepsRightSelects.role(ofButton: 2) == nil)
    }

    @Test func theSettingsMakeTheRhythmAndSurviveASave() throws {
        var settings = Settings()
        settings.scanningMethod = .twoSwitches
        settings.scanningCoolDown = 0.8
        settings.scanningLoops = 4
        settings.auditoryScanning = true
        settings.scanningMouseSwitch = .rightSelects
        try settings.keys.bind(.scanStep, to: "n")
        let data = try JSONEncoder().encode(settings)
        let loaded = try JSONDecoder().decode(Settings.self, from: data)
        #expect(loaded == settings)
        let rhythm = ScanRhythm(loaded)
        #expect(rhythm.method == .twoSwitches && rhythm.coolDown == 0.8 && rhythm.loopsBeforeStopping == 4)
    }

    @Test func anOlderFileGetsTheDefaultsAndASelectOnEnterGivesTheStepSpace() throws {
        let old = #"{"version":1,"scanningEnabled":true,"scanningSelectKey":"Return"}"#
        let settings = try JSONDecoder().decode(Settings.self, from: Data(old.utf8))
        #expect(settings.scanningMethod == .oneSwitch && settings.scanningCoolDown == 0.5 && settings.scanningLoops == 3)
        #expect(!settings.auditoryScanning && settings.scanningMouseSwitch == .off)
        #expect(settings.keys.scanSelect == "Return" && settings.keys.scanStep == "space")
    }

    @Test func theStepKeyFollowsTheClashRules() {
        var keys = KeyBindings.defaults
        #expect(throws: KeyBindingError.reserved(key: "Tab")) { try keys.bind(.scanStep, to: "Tab") }
        #expect(throws: KeyBindingError.reserved(key: "Left")) { try keys.bind(.scanStep, to: "Left") }
        #expect(throws: KeyBindingError.inUse(key: "a", by: .add)) { try keys.bind(.scanStep, to: "a") }
        #expect(throws: KeyBindingError.inUse(key: "space", by: .scanSelect)) { try keys.bind(.scanStep, to: "space") }
        #expect(throws: KeyBindingError.inUse(key: "Return", by: .scanStep)) { try keys.bind(.scanSelect, to: "Return") }
    }
}

/// Which key is a switch: the scan hears only the keys the grown-up chose for it.
@Suite("Switch keys")
struct SwitchKeysTests {
    @Test("the select key selects; the step key steps only with two switches; other keys are play's")
    func keyRoles() throws {
        var settings = Settings()
        try settings.keys.bind(.scanSelect, to: "F8")
        #expect(settings.scanSwitch(forKey: "F8") == .select)
        #expect(settings.scanSwitch(forKey: settings.keys.scanStep) == nil, "one switch: the step key is not a switch")
        #expect(settings.scanSwitch(forKey: "a") == nil)
        settings.scanningMethod = .twoSwitches
        #expect(settings.scanSwitch(forKey: settings.keys.scanStep) == .step)
        #expect(settings.scanSwitch(forKey: "F8") == .select)
        #expect(settings.scanSwitch(forKey: "a") == nil)
    }

    @Test("a key is matched by its name as GDK gives it, whatever its case")
    func keyNamesNormalised() throws {
        var settings = Settings()
        settings.scanningMethod = .twoSwitches
        try settings.keys.bind(.scanSelect, to: "space")
        try settings.keys.bind(.scanStep, to: "Return")
        #expect(settings.scanSwitch(forKey: "space") == .select)
        #expect(settings.scanSwitch(forKey: "return") == .step)
        #expect(settings.scanSwitch(forKey: "Return") == .step)
    }
}

/// A grown-up changing Settings while a child scans: only what changes the rhythm starts it again.
@Suite("Scanning after a change of settings")
struct ScanRestartTests {
    @Test("turning scanning on or off, or changing its timing, starts the scan afresh; its colour or the voice do not")
    func restarts() {
        var old = Settings()
        old.scanningEnabled = true
        #expect(!ScanRhythm(old).restarts(wasOn: true, for: old))
        var changed = old
        changed.scanningColour = ScanColour.allCases.first { $0 != old.scanningColour }!
        changed.voiceVolume = .loud
        #expect(!ScanRhythm(old).restarts(wasOn: true, for: changed))
        changed = old
        changed.scanningInterval += 1
        #expect(ScanRhythm(old).restarts(wasOn: true, for: changed))
        changed = old
        changed.scanningMethod = .twoSwitches
        #expect(ScanRhythm(old).restarts(wasOn: true, for: changed))
        changed = old
        changed.scanningCoolDown += 0.5
        #expect(ScanRhythm(old).restarts(wasOn: true, for: changed))
        changed = old
        changed.scanningLoops += 1
        #expect(ScanRhythm(old).restarts(wasOn: true, for: changed))
        changed = old
        changed.scanningEnabled = false
        #expect(ScanRhythm(old).restarts(wasOn: true, for: changed))
        #expect(ScanRhythm(old).restarts(wasOn: false, for: old), "turned on")
    }
}
