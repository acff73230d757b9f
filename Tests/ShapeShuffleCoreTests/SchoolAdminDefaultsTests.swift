import Foundation
import Testing
@testable import ShapeShuffleCore

@Suite("The administrator's defaults (XDG_CONFIG_DIRS/shape-shuffle/defaults.json)")
struct SchoolAdminDefaultsTests {
    static func write(_ text: String, in folder: URL) throws {
        let url = folder.appendingPathComponent("shape-shuffle/defaults.json")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    @Test("the values become a new child's and the computer's defaults; locked ones are enforced")
    func parsedAndLocked() throws {
        let defaults = try AdminDefaultsFile.parse(Data("""
            {"version": 1, "grownUpLock": true, "kioskMode": false, "language": "vi", "scanningEnabled": true,
             "scanningInterval": 2.5, "scanningMethod": "twoSwitches", "scanningColour": "cyan",
             "locked": ["grownUpLock", "language", "scanningInterval"]}
            """.utf8))
        #expect(defaults.settingsDefaults.language == .vietnamese)
        #expect(defaults.settingsDefaults.scanningEnabled && defaults.settingsDefaults.scanningInterval == 2.5)
        #expect(defaults.settingsDefaults.scanningMethod == .twoSwitches && defaults.settingsDefaults.scanningColour == .cyan)
        #expect(defaults.deviceDefaults.grownUpLock && !defaults.deviceDefaults.kioskMode)
        #expect(defaults.isLocked(.language) && !defaults.isLocked(.scanningEnabled))

        var chosen = Settings()
        chosen.language = .korean
        chosen.scanningInterval = 4
        chosen.scanningEnabled = false
        defaults.enforce(&chosen)
        #expect(chosen.language == .vietnamese && chosen.scanningInterval == 2.5)
        #expect(!chosen.scanningEnabled, "an unlocked setting stays the child's")
        var device = DeviceSettings()
        defaults.enforce(&device)
        #expect(device.grownUpLock)
    }

    @Test("a lock with no value holds the built-in default")
    func lockWithoutValue() throws {
        let defaults = try AdminDefaultsFile.parse(Data(#"{"locked": ["kioskMode", "scanningEnabled"]}"#.utf8))
        var settings = Settings()
        settings.scanningEnabled = true
        defaults.enforce(&settings)
        #expect(!settings.scanningEnabled)
        var device = DeviceSettings()
        device.kioskMode = true
        defaults.enforce(&device)
        #expect(!device.kioskMode)
    }

    @Test("a bad file is left out whole with one line that says why", arguments: [
        "not json", "[1, 2]", #"{"grownUpLock": "yes"}"#, #"{"language": "xx"}"#, #"{"scanningInterval": 99}"#,
        #"{"fontSize": 3}"#, #"{"locked": ["everything"]}"#, #"{"scanningLoops": 2.5}"#, "",
    ])
    func badFile(text: String) throws {
        try withTemporaryFolder { folder in
            try Self.write(text, in: folder)
            let (defaults, log) = AdminDefaultsFile.load(environment: ["XDG_CONFIG_DIRS": folder.path])
            #expect(defaults == AdminDefaults())
            #expect(log.count == 1)
            #expect(log.first?.contains(folder.appendingPathComponent("shape-shuffle/defaults.json").path) == true)
        }
    }

    @Test("XDG_CONFIG_DIRS is followed, the first folder winning value by value; locks add up")
    func folders() throws {
        try withTemporaryFolder { folder in
            let first = folder.appendingPathComponent("site")
            let second = folder.appendingPathComponent("vendor")
            try Self.write(#"{"language": "ja", "locked": ["language"]}"#, in: first)
            try Self.write(#"{"language": "ko", "kioskMode": true, "locked": ["kioskMode"]}"#, in: second)
            let (defaults, log) = AdminDefaultsFile.load(environment: ["XDG_CONFIG_DIRS": "\(first.path):relative:\(second.path)"])
            #expect(log.isEmpty)
            #expect(defaults.language == .japanese && defaults.values[.kioskMode] == .onOff(true))
            #expect(defaults.locked == [.language, .kioskMode])
            #expect(AdminDefaultsFile.candidates(environment: [:]).map(\.path) == ["/etc/xdg/shape-shuffle/defaults.json"])
        }
    }

    @Test("a locked setting's reason is in every language")
    func words() {
        for language in Language.allCases { #expect(!Words(language).text(SchoolText.setByAdministrator).isEmpty) }
        #expect(Words(.english).text(SchoolText.setByAdministrator) == "Set by your administrator")
    }
}
