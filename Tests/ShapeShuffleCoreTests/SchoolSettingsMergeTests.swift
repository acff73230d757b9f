import Foundation
import Testing
@testable import ShapeShuffleCore

@Suite("Settings from two games on one child's saves: each keeps what the other changed")
struct SchoolSettingsMergeTests {
    static func store(_ folder: URL) -> SaveStore<Settings> {
        .settings(at: SaveLocation(environment: ["XDG_DATA_HOME": folder.path, "XDG_CONFIG_HOME": folder.path]))
    }

    @Test("with no other writer the merge is what this game has")
    func alone() {
        let base = Settings()
        var mine = base
        mine.colourBlindPalette = true
        mine.speechRate = .slow
        mine.language = .korean
        #expect(mine.merged(onto: base, since: base) == mine)
    }

    @Test("a setting the other game changed stays changed; each game's own change is kept")
    func otherGameKept() {
        let base = Settings()
        var theirs = base
        theirs.colourBlindPalette = true
        theirs.language = .vietnamese
        var mine = base
        mine.largeCards = true
        let merged = mine.merged(onto: theirs, since: base)
        #expect(merged.colourBlindPalette && merged.language == .vietnamese && merged.largeCards)
    }

    @Test("where both changed one setting, this game's save is the newer, and wins")
    func newerWins() {
        let base = Settings()
        var theirs = base
        theirs.speechRate = .slow
        var mine = base
        mine.speechRate = .fast
        #expect(mine.merged(onto: theirs, since: base).speechRate == .fast)
    }

    @Test("a setting turned back to its old value by this game is written too")
    func turnedBack() {
        var base = Settings()
        base.captions = false
        var theirs = base
        theirs.sounds = false
        var mine = base
        mine.captions = true
        let merged = mine.merged(onto: theirs, since: base)
        #expect(merged.captions && !merged.sounds)
    }

    @Test("two stores on one file: the file ends with both games' changes, and the first learns the second's")
    func twoStores() throws {
        try withTemporaryFolder { folder in
            var setup = Self.store(folder)
            _ = setup.load()
            #expect(setup.save(Settings()) == nil)

            var storeA = Self.store(folder)
            var storeB = Self.store(folder)
            var a = MergingSettingsStore(store: storeA, loaded: storeA.load().value)
            var b = MergingSettingsStore(store: storeB, loaded: storeB.load().value)
            var sessionA = Settings()
            sessionA.showColourNames = true
            var sessionB = Settings()
            sessionB.scanningEnabled = true
            try sessionB.keys.bind(.add, to: "b")

            let savedA = a.save(sessionA)
            let savedB = b.save(sessionB)
            #expect(savedA.notice == nil && savedB.notice == nil)
            var reader = Self.store(folder)
            let onDisk = reader.load().value
            #expect(onDisk.showColourNames && onDisk.scanningEnabled && onDisk.keys.add == "b")
            #expect(onDisk == savedB.value)

            // A's next change keeps B's, and A plays on with them.
            var next = savedA.value
            next.largeCards = true
            let again = a.save(next).value
            #expect(again.largeCards && again.scanningEnabled && again.showColourNames && again.keys.add == "b")
        }
    }
}
