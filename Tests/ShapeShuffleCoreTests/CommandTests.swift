import Testing
@testable import ShapeShuffleCore

/// What a key, a menu item or a button asks for, decided by the one reducer whichever asked: each
/// command's effects, what it needs to be asked for at all, and the guided level it stops.
@Suite("Commands from keys and menus")
struct CommandTests {
    private typealias TestGame = Game<FakeDigits>

    private static func facts(lockIsOn: Bool = false, kiosk: Bool = false,
                              _ change: (inout Settings) -> Void = { _ in }) -> TestGame.Facts {
        TestGame.Facts(settings: GameFlowTests.settings(change), lockIsOn: lockIsOn, kiosk: kiosk,
                       gateSource: { FakeDigits(digits: [7, 1, 4, 2]) })
    }

    private static func onLevelOne(playing: ProfileID? = nil, _ change: (inout Settings) -> Void = { _ in }) -> TestGame {
        var game = TestGame(session: GameFlowTests.session(), playing: playing)
        _ = game.send(.play(.openLevel(1)), facts(change))
        return game
    }

    @Test("A and P move the focused card, only while a card still in the grid has focus")
    func addAndPin() {
        var game = Self.onLevelOne()
        #expect(game.send(.command(.addCard, focusedCard: nil), Self.facts()).isEmpty)
        #expect(!game.isAvailable(.addCard, focusedCard: nil, kiosk: false))
        #expect(game.send(.command(.pinCard, focusedCard: 3), Self.facts()).first == .play(.showMove(.pinned(card: 3), focusing: 3)))
        #expect(game.session.game?.card(3)?.isPinned == true)
        guard case .play(.showMove(.added(card: 2, _, _), _)) = game.send(.command(.addCard, focusedCard: 2), Self.facts()).first else {
            Issue.record("A did not add the focused card")
            return
        }
        // On the board, the card is no longer a card A or P can move.
        #expect(!game.isAvailable(.addCard, focusedCard: 2, kiosk: false) && !game.isAvailable(.pinCard, focusedCard: 2, kiosk: false))
        #expect(game.send(.command(.addCard, focusedCard: 2), Self.facts()).isEmpty)
        #expect(game.isAvailable(.pinCard, focusedCard: 4, kiosk: false))
    }

    @Test("the level's own commands work on a level only; Escape there goes Home, and elsewhere is left to the window")
    func levelCommands() {
        var game = Self.onLevelOne()
        #expect(game.send(.command(.hearTask, focusedCard: nil), Self.facts()) == [.play(.hearTask(GameFlowTests.prompt))])
        #expect(game.send(.command(.startOver, focusedCard: 1), Self.facts()) == [.grownUp(.grant(.startOver))])
        #expect(game.send(.command(.back, focusedCard: 1), Self.facts())
            == [.endGuide, .resetScan, .saveLevelsInPlayNow, .showHome(focusing: .levelButton(1))].map(Effect.play))
        for command in [Command.hearTask, .showMe, .startOver, .back, .addCard] {
            #expect(!game.isAvailable(command, focusedCard: 1, kiosk: false), "\(command)")
            #expect(game.send(.command(command, focusedCard: 1), Self.facts()).isEmpty, "\(command) on Home")
        }
    }

    @Test("Start over asks nothing once the level it would deal afresh is gone by the time the lock is passed")
    func startOverWithNoLevelLeft() {
        var game = Self.onLevelOne()
        #expect(game.send(.command(.startOver, focusedCard: nil), Self.facts(lockIsOn: true)) == [.grownUp(.openGate(.startOver))])
        _ = game.send(.play(.leaveLevel(focusing: nil)), Self.facts(lockIsOn: true))
        for digit in [7, 1, 4] { _ = game.send(.grownUp(.gate(.press(digit))), Self.facts(lockIsOn: true)) }
        #expect(game.send(.grownUp(.gate(.press(2))), Self.facts(lockIsOn: true)) == [.grownUp(.closeGate)])
    }

    @Test("the grown-ups' commands meet the lock; a kiosk neither quits nor leaves full screen; the rest open the front's windows")
    func grownUpsAndWindows() {
        var game = Self.onLevelOne()
        #expect(game.send(.command(.settings, focusedCard: nil), Self.facts(lockIsOn: true)) == [.grownUp(.openGate(.settings))])
        var unlocked = Self.onLevelOne()
        #expect(unlocked.send(.command(.quit, focusedCard: nil), Self.facts()) == [.grownUp(.grant(.quit))])
        #expect(unlocked.send(.command(.progress, focusedCard: nil), Self.facts()) == [.grownUp(.grant(.progress))])
        for command in [Command.quit, .fullScreen] {
            #expect(!unlocked.isAvailable(command, focusedCard: nil, kiosk: true))
            #expect(unlocked.send(.command(command, focusedCard: nil), Self.facts(kiosk: true)).isEmpty, "\(command) in a kiosk")
        }
        #expect(unlocked.send(.command(.fullScreen, focusedCard: nil), Self.facts()) == [.window(.toggleFullScreen)])
        #expect(unlocked.send(.command(.find, focusedCard: 1), Self.facts()) == [.window(.openFind)])
        #expect(unlocked.send(.command(.shortcuts, focusedCard: 1), Self.facts()) == [.window(.openShortcuts)])
        #expect(unlocked.send(.command(.primaryMenu, focusedCard: 1), Self.facts()) == [.window(.openPrimaryMenu)])
        // Who is playing? only where several children share the game.
        #expect(unlocked.send(.command(.whoIsPlaying, focusedCard: 1), Self.facts()).isEmpty)
        var shared = Self.onLevelOne(playing: ProfileID(number: 1))
        #expect(shared.send(.command(.whoIsPlaying, focusedCard: 1), Self.facts()) == [.window(.showChooser)])
    }

    @Test("while the guided level plays, any command but Quit only stops it, and Quit still quits")
    func guideStoppedByAnyCommand() {
        let guided: (inout Settings) -> Void = { $0.guidedFirstLevel = true }
        for command in Command.allCases where command != .quit {
            var game = Self.onLevelOne(guided)
            #expect(game.session.isGuiding)
            #expect(game.send(.command(command, focusedCard: 2), Self.facts(guided)) == [.play(.stopGuide)], "\(command)")
            #expect(game.session.game?.card(2)?.isInGrid == true && game.session.game?.card(2)?.isPinned == false)
        }
        var game = Self.onLevelOne(guided)
        #expect(game.send(.command(.quit, focusedCard: nil), Self.facts(guided)) == [.grownUp(.grant(.quit))])
    }
}
