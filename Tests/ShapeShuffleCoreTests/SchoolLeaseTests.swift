import Foundation
import Testing
@testable import ShapeShuffleCore

@Suite("Who plays a child's saves (the lease)")
struct SchoolLeaseTests {
    static let me = GameInstance(host: "LAB-PC-03", machine: "m3", process: 300, run: "run-me")
    static let other = GameInstance(host: "LAB-PC-07", machine: "m7", process: 700, run: "run-other")
    static let sameComputer = GameInstance(host: "LAB-PC-03", machine: "m3", process: 301, run: "run-twin")
    static let start = Date(timeIntervalSince1970: 1_795_311_000)
    static func at(_ seconds: Double) -> Date { start.addingTimeInterval(seconds) }
    static let alive: @Sendable (Int32) -> Bool = { _ in true }
    static let dead: @Sendable (Int32) -> Bool = { _ in false }

    @Test("with no lease, the game takes a fresh one from now")
    func fresh() {
        #expect(LeaseRule.decide(found: nil, me: Self.me, now: Self.start, isRunningHere: Self.alive)
                == .hold(PlayLease(holder: Self.me, since: Self.start, renewed: Self.start)))
    }

    @Test("its own lease is renewed and keeps the time it was taken")
    func own() {
        let mine = PlayLease(holder: Self.me, since: Self.start, renewed: Self.at(30))
        #expect(LeaseRule.decide(found: mine, me: Self.me, now: Self.at(60), isRunningHere: Self.dead)
                == .hold(PlayLease(holder: Self.me, since: Self.start, renewed: Self.at(60))))
    }

    @Test("another computer's renewed lease is held elsewhere, up to the timeout")
    func renewedElsewhere() {
        let theirs = PlayLease(holder: Self.other, since: Self.start, renewed: Self.at(90))
        #expect(LeaseRule.decide(found: theirs, me: Self.me, now: Self.at(90 + LeaseRule.staleAfter), isRunningHere: Self.dead)
                == .heldElsewhere(theirs))
    }

    @Test("another computer's lease left unrenewed past the timeout is taken over")
    func staleTakenOver() {
        let theirs = PlayLease(holder: Self.other, since: Self.start, renewed: Self.at(90))
        #expect(LeaseRule.decide(found: theirs, me: Self.me, now: Self.at(91 + LeaseRule.staleAfter), isRunningHere: Self.alive)
                == .hold(PlayLease(holder: Self.me, since: Self.at(91 + LeaseRule.staleAfter), renewed: Self.at(91 + LeaseRule.staleAfter))))
    }

    @Test("on the same computer a dead game's lease goes at once, a running one's stays")
    func sameComputer() {
        let twin = PlayLease(holder: Self.sameComputer, since: Self.start, renewed: Self.start)
        #expect(LeaseRule.decide(found: twin, me: Self.me, now: Self.at(1), isRunningHere: Self.alive) == .heldElsewhere(twin))
        guard case .hold = LeaseRule.decide(found: twin, me: Self.me, now: Self.at(1), isRunningHere: Self.dead) else {
            Issue.record("a dead process's lease was not taken over")
            return
        }
    }

    @Test("a clock running ahead does not hand a live game's saves away, and its lease goes once it stops changing")
    func clockSkew() {
        // The other computer's clock is 10 minutes ahead: its renewals look as if from the future.
        let ahead = PlayLease(holder: Self.other, since: Self.at(600), renewed: Self.at(600))
        #expect(LeaseRule.decide(found: ahead, me: Self.me, now: Self.start, isRunningHere: Self.dead) == .heldElsewhere(ahead))
        // A clock a minute behind looks older but still within the timeout.
        let behind = PlayLease(holder: Self.other, since: Self.at(-60), renewed: Self.at(-60))
        #expect(LeaseRule.decide(found: behind, me: Self.me, now: Self.start, isRunningHere: Self.dead) == .heldElsewhere(behind))
        // Watched by this game's own monotonic clock, the lease from the future that stops changing goes.
        var watch = LeaseWatch()
        let result1 = watch.mayTakeOver(found: ahead, me: Self.me, now: Self.start, monotonicNow: 1000, isRunningHere: Self.dead)
        #expect(!result1)
        let renewed = PlayLease(holder: Self.other, since: Self.at(600), renewed: Self.at(630))
        let result2 = watch.mayTakeOver(found: renewed, me: Self.me, now: Self.at(30), monotonicNow: 1030, isRunningHere: Self.dead)
        #expect(!result2)
        let result3 = watch.mayTakeOver(found: renewed, me: Self.me, now: Self.at(140), monotonicNow: 1030 + LeaseRule.staleAfter, isRunningHere: Self.dead)
        #expect(!result3)
        let result4 = watch.mayTakeOver(found: renewed, me: Self.me, now: Self.at(151), monotonicNow: 1031 + LeaseRule.staleAfter, isRunningHere: Self.dead)
        #expect(result4)
    }

    @Test("two games on one folder: the second is told, the first renews, and the second takes over once the first is gone")
    func twoGames() throws {
        try withTemporaryFolder { folder in
            let file = LeaseFile(url: folder.appendingPathComponent("playing.json"))
            var first = LeaseKeeper(file: file, me: Self.other, isRunningHere: Self.alive)
            var second = LeaseKeeper(file: file, me: Self.me, isRunningHere: Self.alive)
            let result5 = first.start(now: Self.start, monotonicNow: 0)
            #expect(result5 == .holding)
            let held = PlayLease(holder: Self.other, since: Self.start, renewed: Self.start)
            let result6 = second.start(now: Self.at(5), monotonicNow: 5)
            #expect(result6 == .heldElsewhere(held))
            #expect(first.isHolding && !second.isHolding && second.other == held)
            let result7 = second.stillHolds()
            #expect(!result7)
            let result8 = first.renew(now: Self.at(30), monotonicNow: 30)
            #expect(result8 == nil)
            #expect(file.read()?.renewed == Self.at(30))
            let result9 = second.renew(now: Self.at(35), monotonicNow: 35)
            #expect(result9 == nil)
            // The first computer is switched off: its lease is renewed no more.
            let result10 = second.renew(now: Self.at(31 + LeaseRule.staleAfter), monotonicNow: 31 + LeaseRule.staleAfter)
            #expect(result10 == .holding)
            #expect(second.isHolding && file.read()?.holder == Self.me)
            // The first comes back: it finds the lease taken and steps down, and writes no level in play.
            let result11 = first.stillHolds()
            #expect(result11 == false)
            #expect(!first.isHolding)
            let result12 = first.renew(now: Self.at(200), monotonicNow: 200)
            #expect(result12 == nil)
            #expect(!first.isHolding)
            // Quitting removes only a lease still one's own.
            first.release()
            #expect(file.read()?.holder == Self.me)
            second.release()
            #expect(file.read() == nil)
            #expect(contents(of: folder).isEmpty)
        }
    }

    @Test("a holder that finds its lease taken at renewal is told who took it")
    func stepsDown() throws {
        try withTemporaryFolder { folder in
            let file = LeaseFile(url: folder.appendingPathComponent("playing.json"))
            var mine = LeaseKeeper(file: file, me: Self.me, isRunningHere: Self.alive)
            let result13 = mine.start(now: Self.start, monotonicNow: 0)
            #expect(result13 == .holding)
            let theirs = PlayLease(holder: Self.other, since: Self.at(10), renewed: Self.at(10))
            try file.write(theirs)
            let result14 = mine.renew(now: Self.at(30), monotonicNow: 30)
            #expect(result14 == .heldElsewhere(theirs))
            #expect(!mine.isHolding)
        }
    }

    @Test("a half-written or foreign lease file counts as none and is replaced whole")
    func badLeaseFile() throws {
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("playing.json")
            let file = LeaseFile(url: url)
            for junk in ["", "{\"host\": \"LAB", "[]", String(repeating: "x", count: 70_000)] {
                try Data(junk.utf8).write(to: url)
                #expect(file.read() == nil)
                var keeper = LeaseKeeper(file: file, me: Self.me, isRunningHere: Self.alive)
                let result15 = keeper.start(now: Self.start, monotonicNow: 0)
                #expect(result15 == .holding)
                #expect(file.read()?.holder == Self.me)
            }
            #expect(contents(of: folder) == ["playing.json"])
        }
    }

    @Test("SHAPE_SHUFFLE_HOST names the computer for tests; each run is its own")
    func instance() {
        let a = GameInstance.current(environment: ["SHAPE_SHUFFLE_HOST": "LAB-PC-07"])
        let b = GameInstance.current(environment: ["SHAPE_SHUFFLE_HOST": "LAB-PC-07"])
        #expect(a.host == "LAB-PC-07" && a.machine == "LAB-PC-07" && a.process == getpid())
        #expect(a.run != b.run)
        #expect(!GameInstance.current(environment: [:]).host.isEmpty)
    }

    @Test("the notice names the child, the computer and the time, in every language")
    func words() {
        let since = ClockTime(hour: 10, minute: 42)
        #expect(Words(.english).playingElsewhere(player: "Mia", host: "LAB-PC-07", since: since)
                .hasPrefix("Mia has been playing on LAB-PC-07 since 10:42."))
        #expect(ClockTime(hour: 9, minute: 5).description == "9:05")
        for language in Language.allCases {
            let notice = SaveNotice(kind: .lease, file: URL(fileURLWithPath: "/x/playing.json"),
                                    event: .playingElsewhere(player: "Mia", host: "LAB-PC-07", since: since))
            let text = Words(language).notice(notice) ?? ""
            #expect(text.contains("Mia") && text.contains("LAB-PC-07") && text.contains("10:42"), "\(language)")
            let alone = Words(language).playingElsewhere(player: nil, host: "LAB-PC-07", since: since)
            #expect(alone.contains("LAB-PC-07") && !alone.contains("Mia"), "\(language)")
        }
    }
}
