import Testing
@testable import ShapeShuffleCore

/// Which screen follows what, decided without a window: at start, after a child is chosen, on
/// leaving a level, whether the guided level plays, and who plays after a removal.
@Suite("Screen choices, as values")
struct ScreenChoiceTests {
    static func level(_ number: Int) -> Level {
        Level(number: number, prompt: Prompt(count: 2, colour: .yellow, shape: .square),
              attributes: [.count(5), .count(2), .colour(.red), .colour(.yellow), .shape(.circle), .shape(.square)],
              columns: 3)
    }

    static func session() -> GameSession {
        GameSession(catalog: LevelCatalog(handWritten: [level(1), level(2)]), progress: Progress())
    }

    @Test("the chooser holds `--level` back until a child is chosen; else that level, else Home")
    func atStartAndAfterChoice() {
        #expect(ScreenChoice.atStart(asksWhoIsPlaying: true, levelAsked: 3) == .chooser(thenLevel: 3))
        #expect(ScreenChoice.atStart(asksWhoIsPlaying: true, levelAsked: nil) == .chooser(thenLevel: nil))
        #expect(ScreenChoice.atStart(asksWhoIsPlaying: false, levelAsked: 3) == .level(3))
        #expect(ScreenChoice.atStart(asksWhoIsPlaying: false, levelAsked: nil) == .home)
        #expect(ScreenChoice.afterChoice(thenLevel: 4) == .level(4))
        #expect(ScreenChoice.afterChoice(thenLevel: nil) == .home)
    }

    @Test("nobody's saves are played while \"Who is playing?\" is up; every other first screen plays them")
    func savesPlayedAtStart() {
        #expect(!ScreenChoice.chooser(thenLevel: 3).playsSaves)
        #expect(ScreenChoice.home.playsSaves && ScreenChoice.level(2).playsSaves)
    }

    @Test("Home focuses the level just left, a practice's next level to play, or the next level")
    func homeFocus() {
        var session = Self.session()
        #expect(session.homeFocusOnLeaving == .levelButton(1))
        session.start(level: 2)
        #expect(session.homeFocusOnLeaving == .levelButton(2))
        session.startPractice(.standard, at: 2)
        #expect(session.practice != nil)
        #expect(session.homeFocusOnLeaving == .levelButton(session.levelToPlayNext))
    }

    @Test("Leaving a level just finished, Home focuses the level offered next, not the one finished")
    func homeFocusAfterWellDone() {
        var session = Self.session()
        session.start(level: 1)
        for card in [2, 4, 6] { _ = session.apply(.add(card: card)) }
        #expect(session.game?.isComplete == true)
        #expect(session.homeFocusOnLeaving == .levelButton(2))
    }

    @Test("the guided level plays on the game's level 1, for a new child, when wanted, once a run")
    func guide() {
        var session = Self.session()
        #expect(!session.startsGuide(wanted: true, shownThisRun: false))
        session.start(level: 1)
        #expect(session.startsGuide(wanted: true, shownThisRun: false))
        #expect(!session.startsGuide(wanted: false, shownThisRun: false))
        #expect(!session.startsGuide(wanted: true, shownThisRun: true))
        session.start(level: 2)
        #expect(!session.startsGuide(wanted: true, shownThisRun: false))
        session.startPractice(.standard, at: 1)
        #expect(!session.startsGuide(wanted: true, shownThisRun: false))
    }

    @Test("removing the child playing hands the game to the first child; removing another keeps it")
    func afterRemoval() throws {
        var roster = Roster()
        let mia = try roster.add(name: "Mia", picture: .cat).get().id
        let kit = try roster.add(name: "Kit", picture: .dog).get().id
        let ana = try roster.add(name: "Ana", picture: .fish).get().id
        _ = roster.remove(kit)
        #expect(roster.playerAfterRemoving(kit, current: kit) == mia)
        #expect(roster.playerAfterRemoving(kit, current: ana) == nil)
    }

    @Test("without sound captions always show, and the voice being off is told once, only if wanted")
    func heardOrSeen() {
        var settings = Settings()
        settings.captions = false
        var heard = HeardOrSeen(soundCanBeHeard: true)
        #expect(!heard.showsCaptions(settings))
        #expect(heard.voiceOffNotice(for: settings) == nil)
        var seen = HeardOrSeen(soundCanBeHeard: false)
        #expect(seen.showsCaptions(settings))
        #expect(seen.voiceOffNotice(for: settings)?.event == .voiceOff)
        #expect(seen.voiceOffNotice(for: settings) == nil)
        settings.voiceVolume = .off
        var quiet = HeardOrSeen(soundCanBeHeard: false)
        #expect(quiet.voiceOffNotice(for: settings) == nil)
    }
}
