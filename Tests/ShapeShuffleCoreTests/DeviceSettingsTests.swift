import Foundation
import Testing
@testable import ShapeShuffleCore

@Suite("Device settings (device.json)")
struct DeviceSettingsTests {
    static func store(in folder: URL) -> SaveStore<DeviceSettings> {
        .deviceSettings(at: SaveLocation(environment: ["XDG_DATA_HOME": folder.path, "XDG_CONFIG_HOME": folder.path]))
    }

    @Test("the lock is off by default and on in a kiosk")
    func defaults() {
        let device = DeviceSettings()
        #expect(!device.grownUpLock && !device.kioskMode && device.window == nil)
        #expect(!device.lockIsOn(kiosk: false))
        #expect(device.lockIsOn(kiosk: true))
    }

    @Test("it lives in device.json beside settings.json, and what is saved loads again")
    func roundTrip() throws {
        try withTemporaryFolder { folder in
            var store = Self.store(in: folder)
            #expect(store.file.path == folder.appendingPathComponent("shape-shuffle/device.json").path)
            #expect(store.load(now: fixedNow).notice == nil)
            var device = DeviceSettings()
            device.grownUpLock = true
            device.kioskMode = true
            device.window = WindowPlacement(width: 900, height: 640, maximized: true)
            #expect(store.save(device) == nil)
            var again = Self.store(in: folder)
            #expect(again.load(now: fixedNow).value == device)
        }
    }

    @Test("a file from before any of its keys loads as the defaults")
    func olderFile() throws {
        let device = try JSONDecoder().decode(DeviceSettings.self, from: Data(#"{"version": 1, "later": 3}"#.utf8))
        #expect(device == DeviceSettings())
    }

    @Test("an unusable device.json is moved aside, the defaults are used, and a notice names it",
          arguments: BadFile.allCases.filter { $0 != .wrongTypes })  // wrong types: `wrongType` below
    func badFile(bad: BadFile) throws {
        try withTemporaryFolder { folder in
            var store = Self.store(in: folder)
            try FileManager.default.createDirectory(at: store.file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try bad.make(at: store.file)
            let loaded = store.load(now: fixedNow)
            #expect(loaded.value == DeviceSettings())
            guard case .startedFresh(let reason, let keptAt)? = loaded.notice?.event else {
                Issue.record("no notice for \(bad)")
                return
            }
            #expect(bad.matches(reason))
            #expect(keptAt?.lastPathComponent.hasPrefix("device.json.corrupt-") == true)
            #expect(Words(.english).notice(loaded.notice!)?.contains("device.json.corrupt-") == true)
        }
    }

    @Test("a lock of the wrong type makes the file unusable rather than silently unlocked")
    func wrongType() {
        #expect(throws: (any Error).self) {
            try JSONDecoder().decode(DeviceSettings.self, from: Data(#"{"grownUpLock": "yes"}"#.utf8))
        }
    }

    @Test("a window size no one could have left opens at the default size", arguments: [
        (0, 600), (-5, 600), (800, 1_000_000), (199, 800),
    ])
    func absurdSize(width: Int, height: Int) throws {
        let json = #"{"window": {"width": \#(width), "height": \#(height), "maximized": false, "fullScreen": false}}"#
        let device = try JSONDecoder().decode(DeviceSettings.self, from: Data(json.utf8))
        #expect(device.window?.usableSize == nil)
        #expect(WindowPlacement(width: 1024, height: 768).usableSize! == (1024, 768))
    }
}
