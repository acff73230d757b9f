import Foundation
import Testing
@testable import ShapeShuffleCore

/// One child's saves are read in one go from their own folder, each file from there alone, and a
/// file that cannot be read costs only that file.
@Suite("A child's saves: read together, from their folder only")
struct ChildSavesTests {
    static func write(_ text: String, to file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    @Test("two children's folders give each their own settings and progress, and a save goes to that child only")
    func eachChildReadsTheirOwn() throws {
        try withTemporaryFolder { root in
            let folders = ProfileFolders(base: SaveLocation(environment: ["XDG_DATA_HOME": root.path, "XDG_CONFIG_HOME": root.path]))
            let mia = folders.location(of: ProfileID(number: 1)), leo = folders.location(of: ProfileID(number: 2))
            try Self.write(#"{"language": "vi", "colourBlindPalette": true}"#, to: mia.settingsFile)
            try Self.write(#"{"version": 1, "levels": {"2": {"completed": true, "bestStars": 3}}}"#, to: mia.progressFile)

            var miasSaves = ChildSaves.load(at: mia)
            let leosSaves = ChildSaves.load(at: leo)
            #expect(miasSaves.settings.value.colourBlindPalette && miasSaves.settings.value.language == .vietnamese)
            #expect(miasSaves.progress.value.stars(level: 2) == 3)
            #expect(!leosSaves.settings.value.colourBlindPalette && leosSaves.settings.value.language == nil)
            #expect(leosSaves.progress.value.stars(level: 2) == nil)
            #expect(miasSaves.notices.isEmpty && leosSaves.notices.isEmpty)

            var more = miasSaves.progress.value
            _ = more.record(level: 3, stars: 2)
            #expect(miasSaves.progressStore.save(more).notice == nil)
            #expect(ChildSaves.load(at: mia).progress.value.stars(level: 3) == 2)
            #expect(ChildSaves.load(at: leo).progress.value.stars(level: 3) == nil)
            #expect(!FileManager.default.fileExists(atPath: leo.progressFile.path), "nothing was written for Leo")
        }
    }

    @Test("a broken progress file is told about and played from scratch; the other files still count")
    func aBrokenFileCostsOnlyItself() throws {
        try withTemporaryFolder { root in
            let location = SaveLocation(environment: ["XDG_DATA_HOME": root.path, "XDG_CONFIG_HOME": root.path])
            try Self.write(#"{"largeCards": true}"#, to: location.settingsFile)
            try Self.write("{ not json", to: location.progressFile)

            let saves = ChildSaves.load(at: location)
            #expect(saves.notices.map(\.kind) == [.progress])
            #expect(saves.progress.value == Progress())
            #expect(saves.settings.value.largeCards)
        }
    }
}
