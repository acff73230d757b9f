import Foundation
import Testing
@testable import ShapeShuffleCore

@Suite("The settings table")
struct SettingsTableTests {
    @Test("every row has its own JSON key, and every administrator's setting is one row's")
    func keysAndAdmin() {
        let keys = SettingsTable.rows.map(\.key)
        #expect(Set(keys).count == keys.count)
        for setting in AdminSetting.allCases {
            #expect(SettingsTable.rows.filter { $0.admin == setting }.count == 1, "\(setting)")
        }
    }

    /// The Settings window builds each hand-built setting once, where its row stands: a setting
    /// with no row would never be shown, and one with two would be shown twice.
    @Test("every hand-built setting is exactly one row of the table")
    func handBuiltRows() {
        for setting in HandBuiltSetting.allCases {
            let rows = SettingsTable.rows.filter {
                if case .handBuilt(setting) = $0.kind { true } else { false }
            }
            #expect(rows.count == 1, "\(setting): \(rows.map(\.key))")
        }
    }

    @Test("a choice of colours shows each colour's swatch, named as the style sheet names it; no other choice shows one")
    func swatches() {
        let styleNames = Set(Theme.standard.namedStyleColours.map(\.name))
        for row in SettingsTable.rows {
            guard case .choice(let choice) = row.kind else { continue }
            let swatches = choice.values.map(choice.swatch)
            if row.key == "scanningColour" {
                #expect(swatches.allSatisfy { $0.map(styleNames.contains) == true }, "\(swatches)")
                #expect(Set(swatches).count == choice.values.count)
            } else {
                #expect(swatches.allSatisfy { $0 == nil }, "\(row.key) shows swatches")
            }
        }
    }

    @Test("every stored setting of a child's is a row of the table, or one of the few kept outside it")
    func everySettingHasARow() {
        // Saved through rows of their own shape: the remappable keys (one `.key` row each), the
        // two loudnesses (the volume rows), and the group Settings reopens on, which no row shows.
        let outside: Set = ["keys", "voiceLoudness", "soundLoudness", "settingsGroup"]
        let rowKeys = Set(SettingsTable.rows.map(\.key))
        let names = Mirror(reflecting: Settings()).children.compactMap(\.label).map { label in
            // A clamped setting keeps its value in `storedX` behind its public `x`.
            label.hasPrefix("stored") ? label.dropFirst(6).prefix(1).lowercased() + label.dropFirst(7) : label
        }
        for name in names {
            #expect(rowKeys.contains(name) || outside.contains(name),
                    "Settings.\(name) has no row in SettingsTable, so no window shows it nor file keeps it by the table")
        }
        #expect(outside.isSubset(of: names), "a name kept outside the table is no setting any more")
    }

    @Test("every child's row is saved under its key")
    func savedUnderItsKey() throws {
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(Settings())) as? [String: Any] ?? [:]
        for row in SettingsTable.rows where row.isPerChild {
            #expect(json.keys.contains(row.key), "\(row.key)")
        }
    }

    @Test("every child's row, changed from its default, survives a trip through JSON, and its default is kept where the file has no key")
    func everyRowRoundTrips() throws {
        for row in SettingsTable.rows where row.isPerChild {
            let changed = SettingUseTests.changed(row, in: Settings())
            #expect(try JSONDecoder().decode(Settings.self, from: JSONEncoder().encode(changed)) == changed, "\(row.key)")
        }
        #expect(try JSONDecoder().decode(Settings.self, from: Data("{}".utf8)) == Settings())
    }

    @Test("the computer's rows are saved in device.json under their keys, and a missing one is off")
    func deviceRows() throws {
        var device = DeviceSettings()
        device.kioskMode = true
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(device)) as? [String: Any] ?? [:]
        for row in SettingsTable.rows where !row.isPerChild {
            #expect(json.keys.contains(row.key), "\(row.key)")
        }
        #expect(try JSONDecoder().decode(DeviceSettings.self, from: JSONEncoder().encode(device)) == device)
        #expect(try JSONDecoder().decode(DeviceSettings.self, from: Data("{}".utf8)) == DeviceSettings())
    }

    @Test("a choice this version does not know gives the default")
    func unknownChoice() throws {
        let settings = try JSONDecoder().decode(Settings.self, from: Data(#"{"scanningColour": "plaid", "speechRate": "warp"}"#.utf8))
        #expect(settings == Settings())
    }

    @Test("numerals on number cards are on unless a file turns them off, and survive a trip through JSON")
    func numeralsOnCards() throws {
        #expect(Settings().numeralsOnCards)
        #expect(try JSONDecoder().decode(Settings.self, from: Data(#"{"largeCards": true}"#.utf8)).numeralsOnCards)
        var settings = Settings()
        settings.numeralsOnCards = false
        let data = try JSONEncoder().encode(settings)
        #expect(String(decoding: data, as: UTF8.self).contains(#""numeralsOnCards":false"#))
        #expect(try JSONDecoder().decode(Settings.self, from: data) == settings)
    }

    /// The README's table of settings, as the table makes it.
    static func readmeTable() -> String {
        let words = Words(.english)
        let lines = SettingsTable.rows.map { row in
            "| \(words.title(of: row.title)) | \(words.title(of: row.group)) | \(row.isPerChild ? "each child" : "the computer") | `\(row.key)` |"
        }
        return (["| Setting | Group | Kept for | JSON key |", "|---|---|---|---|"] + lines).joined(separator: "\n")
    }

    @Test("the README lists every setting, as the table has it")
    func readme() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let table = Self.readmeTable()
        #expect(readme.contains(table), "Put this table in the README's Settings section:\n\(table)")
    }
}
