import Testing
@testable import ShapeShuffleCore

/// The whole game's one reducer: each action reaches the part of the state it is about, and what
/// the front does next comes back tagged with it, in order.
@Suite("The game's one reducer")
struct GameTests {
    private typealias TestGame = Game<FakeDigits>
    static let ada = ProfileID(number: 1), ben = ProfileID(number: 2)

    private static func facts(lockIsOn: Bool = true, kiosk: Bool = false,
                              _ change: (inout Settings) -> Void = { _ in }) -> TestGame.Facts {
        TestGame.Facts(settings: GameFlowTests.settings(change), lockIsOn: lockIsOn, kiosk: kiosk,
                       gateSource: { FakeDigits(digits: [7, 1, 4, 2]) })
    }

    private static func game(playing: ProfileID? = ada) -> TestGame {
        TestGame(session: GameFlowTests.session(), playing: playing)
    }

    @Test("a child's action plays the level and comes back as the level's effects")
    func play() {
        var game = Self.game()
        #expect(game.send(.play(.openLevel(1)), Self.facts()) == [.endGuide, .resetScan, .showLevel,
                                                                  .sayAtOnce(.levelOpened(GameFlowTests.prompt))].map(Effect.play))
        #expect(game.session.game?.level.number == 1)
        guard case .play(.showMove(.added(card: 2, _, _), _)) = game.send(.play(.move(.add(card: 2))), Self.facts()).first else {
            Issue.record("an Add was not shown as an Add")
            return
        }
        #expect(game.session.game?.slots.contains { $0.filledBy?.number == 2 } == true)
    }

    @Test("a grown-up's request meets the lock while it is on, is granted at once while it is off, and a kiosk never quits")
    func grownUps() {
        var game = Self.game()
        #expect(game.send(.grownUp(.ask(.settings)), Self.facts(lockIsOn: false)) == [.grownUp(.grant(.settings))])
        #expect(game.send(.grownUp(.ask(.quit)), Self.facts(kiosk: true)).isEmpty)
        #expect(game.send(.grownUp(.ask(.progress)), Self.facts()) == [.grownUp(.openGate(.progress))])
        for digit in [7, 1, 4] { #expect(game.send(.grownUp(.gate(.press(digit))), Self.facts()) == [.grownUp(.drawGate)]) }
        #expect(game.send(.grownUp(.gate(.press(2))), Self.facts()) == [.grownUp(.closeGate), .grownUp(.grant(.progress))])
        #expect(game.grownUps.gate == nil)
    }

    @Test("Who is playing? leaves the level in play; choosing another child asks for their saves, which then replace the session")
    func switchingChild() {
        var game = Self.game()
        _ = game.send(.play(.openLevel(1)), Self.facts())
        _ = game.send(.play(.move(.add(card: 2))), Self.facts())
        #expect(game.send(.whoPlays(.chooserShown(thenLevel: nil)), Self.facts()) == [.whoPlays(.releaseSaves)])
        #expect(game.session.game == nil)
        #expect(game.send(.whoPlays(.chose(Self.ben)), Self.facts())
            == [.changeChild(Self.ben), .playSaves(Self.ben), .tellIfVoiceIsOff, .show(.home)].map(Effect.whoPlays))
        #expect(game.whoPlays?.current == Self.ben)
        // Ben's saves, as read: one star on level 2, and level 1 as Ada left it is not his.
        var bens = Progress()
        _ = bens.record(level: 2, stars: 1)
        #expect(game.send(.childRead(progress: bens, levelsInPlay: LevelsInPlay()), Self.facts { $0.cardsFaceUp = true }).isEmpty)
        #expect(game.session.progress == bens)
        #expect(game.session.levelsInPlay.levels.isEmpty)
        _ = game.send(.play(.openLevel(1)), Self.facts())
        #expect(game.session.game?.cards.allSatisfy { $0.isFaceUp } == true)
        #expect(game.session.game?.slots.allSatisfy { !$0.isFilled } == true)
    }

    @Test("with a single child nobody is chosen: who-plays actions do nothing")
    func oneChild() {
        var game = Self.game(playing: nil)
        _ = game.send(.play(.openLevel(1)), Self.facts())
        #expect(game.send(.whoPlays(.chooserShown(thenLevel: 2)), Self.facts()).isEmpty)
        #expect(game.session.game?.level.number == 1)
    }

    @Test("progress written comes back merged and is played on with; the settings' cards face up lay the level out again")
    func followsTheFront() {
        var game = Self.game()
        _ = game.send(.play(.openLevel(1)), Self.facts())
        var merged = Progress()
        _ = merged.record(level: 2, stars: 3)
        #expect(game.send(.progressWritten(merged), Self.facts()).isEmpty)
        #expect(game.session.progress.bestStars[2] == 3)
        #expect(game.session.game?.cards.allSatisfy { $0.isFaceUp } == false)
        #expect(game.send(.settingsChanged, Self.facts { $0.cardsFaceUp = true }).isEmpty)
        #expect(game.session.game?.cards.allSatisfy { $0.isFaceUp } == true)
    }
}
