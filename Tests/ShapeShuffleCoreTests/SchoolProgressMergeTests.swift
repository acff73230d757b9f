import Foundation
import Testing
@testable import ShapeShuffleCore

@Suite("Progress from two games on one folder is merged, never lost")
struct SchoolProgressMergeTests {
    static let day = CalendarDate(year: 2026, month: 11, day: 22)!
    static let later = CalendarDate(year: 2026, month: 11, day: 23)!

    static func store(_ folder: URL) -> SaveStore<PlayerProgress> {
        .progress(at: SaveLocation(environment: ["XDG_DATA_HOME": folder.path, "XDG_CONFIG_HOME": folder.path]))
    }

    @Test("with no other writer the merge is what this game has")
    func alone() {
        var base = PlayerProgress()
        base.record(level: 1, stars: 3, on: Self.day)
        var mine = base
        mine.record(level: 2, stars: 2, helped: true, on: Self.day)
        mine.noteMistake(level: 2, kind: .colour, on: Self.day)
        #expect(mine.merged(onto: base, since: base) == mine)
    }

    @Test("two games that each finished levels keep both: best stars, every finish, every mistake")
    func bothKept() throws {
        try withTemporaryFolder { folder in
            var start = PlayerProgress()
            start.record(level: 1, stars: 1, on: Self.day)
            var setup = Self.store(folder)
            _ = setup.load()
            #expect(setup.save(start) == nil)

            var storeA = Self.store(folder)
            var storeB = Self.store(folder)
            var a = MergingProgressStore(store: storeA, loaded: storeA.load().value)
            var b = MergingProgressStore(store: storeB, loaded: storeB.load().value)
            var sessionA = start
            var sessionB = start
            sessionA.record(level: 1, stars: 3, on: Self.day)
            sessionA.noteMistake(level: 3, kind: .shape, on: Self.day)
            sessionB.record(level: 2, stars: 2, helped: true, on: Self.later)
            sessionB.record(level: 1, stars: 2, on: Self.later)
            sessionB.noteMistake(level: 3, kind: .shape, on: Self.later)

            let savedA = a.save(sessionA)
            let savedB = b.save(sessionB)
            #expect(savedA.notice == nil && savedB.notice == nil)
            var reader = Self.store(folder)
            let onDisk = reader.load().value
            #expect(onDisk == savedB.value)
            #expect(onDisk.stars(level: 1) == 3 && onDisk.stars(level: 2) == 2)
            #expect(onDisk.history(level: 1).timesFinished == 3)
            #expect(onDisk.history(level: 1).lastPlayed == Self.later)
            #expect(onDisk.history(level: 3).mistakes[.shape] == 2)
            #expect(onDisk.wonWithHelp == [2])

            // A's next save keeps B's work too, and adds only what A did since.
            sessionA = savedA.value
            sessionA.record(level: 4, stars: 3, on: Self.later)
            let again = a.save(sessionA).value
            #expect(again.history(level: 1).timesFinished == 3 && again.stars(level: 2) == 2 && again.stars(level: 4) == 3)
            #expect(again.history(level: 3).mistakes[.shape] == 2)
        }
    }

    @Test("which card each game's child chose instead of which is kept from both games")
    func confusionsKept() {
        let redForYellow = Confusion(chosen: .colour(.red), asked: .colour(.yellow))
        let threeForFour = Confusion(chosen: .count(3), asked: .count(4))
        var base = PlayerProgress()
        base.noteMistake(level: 2, redForYellow, on: Self.day)
        var disk = base
        disk.noteMistake(level: 2, redForYellow, on: Self.later)
        var mine = base
        mine.noteMistake(level: 2, redForYellow, on: Self.later)
        mine.noteMistake(level: 2, threeForFour, on: Self.later)
        let merged = mine.merged(onto: disk, since: base).history(level: 2).mistakes
        #expect(merged.confusions == [redForYellow: 3, threeForFour: 1])
        #expect(merged[.colour] == 3 && merged[.count] == 1)
    }

    @Test("a level won without help in either game stays won without help")
    func helpRule() {
        let base = PlayerProgress()
        var helped = base
        helped.record(level: 5, stars: 1, helped: true, on: Self.day)
        var unhelped = base
        unhelped.record(level: 5, stars: 2, on: Self.day)
        #expect(helped.merged(onto: unhelped, since: base).wonWithHelp.isEmpty)
        #expect(unhelped.merged(onto: helped, since: base).wonWithHelp.isEmpty)
        #expect(helped.merged(onto: base, since: base).wonWithHelp == [5])
    }
}
