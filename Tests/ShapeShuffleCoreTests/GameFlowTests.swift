import Testing
@testable import ShapeShuffleCore

/// Whole flows of play, sent as actions to the session with no window: what changes, and what the
/// front is told to do, in order.
@Suite("Flows of play, as actions and effects")
struct GameFlowTests {
    /// Two yellow squares; cards 2 (two), 4 (yellow) and 6 (square) belong.
    static func session() -> GameSession {
        GameSession(catalog: LevelCatalog(handWritten: [ScreenChoiceTests.level(1), ScreenChoiceTests.level(2)]),
                    progress: Progress())
    }

    static let prompt = ScreenChoiceTests.level(1).prompt

    static func settings(_ change: (inout Settings) -> Void) -> Settings {
        var settings = Settings()
        change(&settings)
        return settings
    }

    @Test("opening a level deals it, shows it with its first card focused and says its task at once")
    func openingALevel() {
        var session = Self.session()
        #expect(session.send(.openLevel(1)) == [.endGuide, .resetScan, .showLevel, .sayAtOnce(.levelOpened(Self.prompt))])
        #expect(session.game?.level.number == 1)
        #expect(session.cardToFocusOnStart == 1)
    }

    @Test("a level played to the end by actions: each move shown and said, the last saves and opens Well done")
    func aWholeLevel() {
        var session = Self.session()
        _ = session.send(.openLevel(1))
        let mistake = session.send(.move(.add(card: 1)))
        #expect(mistake.first == .showMove(.mistake(card: 1), focusing: 1))
        #expect(mistake.contains(.shake(card: 1)))
        #expect(mistake.last == .followFocus)
        for card in [2, 4] {
            let effects = session.send(.move(.add(card: card)))
            #expect(!effects.contains { if case .showLevelComplete = $0 { true } else { false } })
        }
        let last = session.send(.move(.add(card: 6)))
        #expect(last.contains(.saveProgress))
        #expect(last.contains(.showLevelComplete(then: .level(2))))
        #expect(session.progress.bestStars[1] == 2)
        // Home from Well done offers the next level.
        #expect(session.send(.leaveLevel(focusing: nil)) == [.endGuide, .resetScan, .saveLevelsInPlayNow,
                                                               .showHome(focusing: .levelButton(2))])
        #expect(session.game == nil)
    }

    @Test("a level left unfinished is written at once, focused on Home, and comes back as it was left")
    func leavingAndComingBack() {
        var session = Self.session()
        _ = session.send(.openLevel(2))
        _ = session.send(.move(.pin(card: 3)))
        #expect(session.send(.cardFocused(5)) == [.markLevelsInPlayUnsaved])
        #expect(session.send(.cardFocused(5)) == [])
        #expect(session.send(.leaveLevel(focusing: nil)).last == .showHome(focusing: .levelButton(2)))
        _ = session.send(.openLevel(2))
        #expect(session.game?.card(3)?.isPinned == true)
        #expect(session.cardToFocusOnStart == 5)
    }

    @Test("Start over deals the level afresh, writes it soon and says the task again")
    func startingOver() {
        var session = Self.session()
        #expect(session.send(.startOver) == [])
        _ = session.send(.openLevel(1))
        _ = session.send(.move(.add(card: 2)))
        let effects = session.send(.startOver)
        #expect(effects.first == .saveLevelsInPlaySoon)
        #expect(effects.contains(.sayAtOnce(.levelOpened(Self.prompt))))
        #expect(session.game?.card(2)?.isInGrid == true)
    }

    @Test("the task is heard again only while a level is open; a move with no level does nothing")
    func withoutALevel() {
        var session = Self.session()
        #expect(session.send(.hearTask) == [])
        #expect(session.send(.move(.flip(card: 1))) == [])
        #expect(session.send(.cardFocused(1)) == [])
        _ = session.send(.openLevel(1))
        #expect(session.send(.hearTask) == [.hearTask(Self.prompt)])
    }

    @Test("a practice that cannot be dealt leaves the screen and the level in play as they are")
    func practiceThatCannotBeDealt() {
        var session = Self.session()
        let choice = PracticeChoice(numbers: [1, 2], colours: [.red], shapes: [.circle], cardsPerLevel: 3, levelCount: 2)
        #expect(session.send(.openPractice(choice, at: 2)).contains(.showLevel))
        let dealt = session.game
        let nothingChosen = PracticeChoice(numbers: [], colours: [], shapes: [], cardsPerLevel: 3, levelCount: 2)
        #expect(nothingChosen.problem != nil)
        #expect(session.send(.openPractice(nothingChosen, at: 1)) == [])
        #expect(session.game == dealt)
        #expect(session.practice?.levelIndex == 2)
    }

    /// The hint Show me gives on level 1 from `card` on: the first right card in reading order.
    static func hint(from card: Int, in session: GameSession) -> ShowMeHint? { session.game?.rightCard(near: card) }

    @Test("Show me asked rings the next right card from focus on, says it, and the level is won with help")
    func showMeAsked() throws {
        var session = Self.session()
        #expect(session.send(.showMe(near: nil)) == [])
        _ = session.send(.openLevel(1))
        let hint = try #require(Self.hint(from: 3, in: session))
        #expect(hint.card == 4 && hint.attribute == .colour(.yellow))
        #expect(session.send(.showMe(near: 3)) == [.saveLevelsInPlaySoon, .showHint(hint, afterMove: nil, sayAgain: false),
                                                    .say(.showMe(hint)), .followFocus])
        #expect(session.game?.card(4)?.isFaceUp == true)
        #expect(session.levelsInPlay.record(level: 1)?.focusedCard == 4)
        for card in [2, 4] { _ = session.send(.move(.add(card: card))) }
        let last = session.send(.move(.add(card: 6)))
        #expect(last.contains(.say(.levelCompleteWithHelp(stars: 3))))
        #expect(session.send(.showMe(near: 1)) == [])
    }

    /// A screen reader says a focused element's description only when it changes: a child whose
    /// focus is on the card Show me rings would otherwise hear nothing.
    @Test("Show me asked on the very card it rings says its line again; from another card, moving focus says it")
    func showMeOnItsOwnCard() throws {
        var session = Self.session()
        _ = session.send(.openLevel(1))
        let hint = try #require(Self.hint(from: 4, in: session))
        #expect(hint.card == 4)
        #expect(session.send(.showMe(near: 4)).contains(.showHint(hint, afterMove: nil, sayAgain: true)))
        var other = Self.session()
        _ = other.send(.openLevel(1))
        #expect(other.send(.showMe(near: 3)).contains(.showHint(hint, afterMove: nil, sayAgain: false)))
        #expect(other.send(.showMe(near: nil)).contains { if case .showHint(_, _, sayAgain: false) = $0 { true } else { false } })
    }

    @Test("Show me offers itself on every second mistake with the setting at 2, after the mistake is shown, and never at 0")
    func showMeOffered() throws {
        var session = Self.session()
        _ = session.send(.openLevel(1))
        let first = session.send(.move(.add(card: 1)), settings: Self.settings { $0.showMeAfterMistakes = 2 })
        #expect(!first.contains { if case .showHint = $0 { true } else { false } })
        let hint = try #require(Self.hint(from: 3, in: session))
        let second = session.send(.move(.add(card: 3)), settings: Self.settings { $0.showMeAfterMistakes = 2 })
        let offered = try #require(second.firstIndex(of: .showHint(hint, afterMove: .mistake(card: 3), sayAgain: false)))
        #expect(second[..<offered].contains(.showMove(.mistake(card: 3), focusing: 3)))
        #expect(second[..<offered].contains(.followFocus))
        #expect(Array(second[(offered + 1)...]) == [.say(.showMe(hint)), .followFocus])
        #expect(!session.send(.move(.add(card: 5))).contains { if case .showHint = $0 { true } else { false } })
    }

    @Test("The guided first level plays itself once for a new child: each step shown and said, kept nowhere; the child then gets the level afresh")
    func guidedFirstLevel() throws {
        var session = Self.session()
        let wanted = Self.settings { $0.guidedFirstLevel = true }
        let opened = session.send(.openLevel(1), settings: wanted)
        let steps = GuidedPlan.steps(for: try #require(session.game))
        #expect(opened.suffix(3) == [.announce(.guidedStart, task: Self.prompt), .say(.guidedStart), .startGuide])
        #expect(session.isGuiding && session.guideStepsLeft == steps)
        // A move while it plays (a switch's, a screen reader's action) only stops it.
        #expect(session.send(.move(.flip(card: 2)), settings: wanted) == [.stopGuide])
        #expect(session.isGuiding && session.game?.cards.allSatisfy { !$0.isFaceUp } == true)
        let step = try #require(steps.first)
        #expect(!step.moves.isEmpty)
        let shown = session.send(.guideTick, settings: wanted)
        guard case .showGuidedStep(step, _, let outcomes) = shown.first else {
            Issue.record("the first step was not shown: \(shown)")
            return
        }
        #expect(!outcomes.isEmpty && shown.last == .say(.guidedStep(step)))
        #expect(session.guideStepsLeft == Array(steps.dropFirst()))
        #expect(session.levelsInPlay.levels.isEmpty && session.progress.completedLevels.isEmpty)
        // A key: the child takes over, with the level dealt afresh and told so.
        let handOver = session.send(.guideStopped, settings: wanted)
        #expect(handOver == [.endGuide, .resetScan, .showLevel, .sayAtOnce(.levelOpened(Self.prompt)),
                             .announce(.guidedHandOver, task: Self.prompt), .say(.guidedHandOver)])
        #expect(!session.isGuiding && session.game?.cards.allSatisfy { $0.isInGrid && !$0.isFaceUp } == true)
        #expect(session.send(.guideStopped, settings: wanted) == [])
        #expect(session.send(.guideTick, settings: wanted) == [])
        // Once a run: back from Home, level 1 is the child's alone.
        _ = session.send(.leaveLevel(focusing: nil), settings: wanted)
        #expect(!session.send(.openLevel(1), settings: wanted).contains(.say(.guidedStart)))
    }

    @Test("The guided level's clock plays every step in order, one a tick, then stops it; the hand-over follows")
    func guidedLevelPlayedToItsEnd() throws {
        var session = Self.session()
        let wanted = Self.settings { $0.guidedFirstLevel = true }
        _ = session.send(.openLevel(1), settings: wanted)
        let steps = try #require(session.guideStepsLeft)
        #expect(steps.count >= 3)
        var played: [GuidedStep] = []
        for _ in steps {
            if case .showGuidedStep(let step, _, _)? = session.send(.guideTick, settings: wanted).first { played.append(step) }
        }
        #expect(played == steps)
        #expect(session.send(.guideTick, settings: wanted) == [.stopGuide])
        #expect(session.isGuiding, "the guide plays until the front has stopped its clock and handed over")
        #expect(session.send(.guideStopped, settings: wanted).contains(.say(.guidedHandOver)))
        #expect(!session.isGuiding && session.progress.completedLevels.isEmpty && session.levelsInPlay.levels.isEmpty)
    }

    @Test("The guided level does not play unless wanted, past level 1, or in a practice; leaving it hands nothing over")
    func guidedLevelOnlyWhenDue() {
        let wanted = Self.settings { $0.guidedFirstLevel = true }
        var session = Self.session()
        #expect(!session.send(.openLevel(1)).contains(.say(.guidedStart)))
        var second = Self.session()
        #expect(!second.send(.openLevel(2), settings: wanted).contains(.say(.guidedStart)))
        var leaving = Self.session()
        _ = leaving.send(.openLevel(1), settings: wanted)
        #expect(leaving.isGuiding)
        #expect(leaving.send(.leaveLevel(focusing: nil), settings: wanted).first == .endGuide)
        #expect(leaving.send(.guideStopped, settings: wanted) == [])
        #expect(leaving.game == nil)
    }

    /// Adds a right card until the level in play is done; the effects of the last move.
    static func finish(_ session: inout GameSession) -> [PlayEffect] {
        var last: [PlayEffect] = []
        while let hint = session.game?.rightCard() { last = session.send(.move(.add(card: hint.card))) }
        return last
    }

    @Test("Well done offers the next level of the game, the next of a practice, and Practice done after its last")
    func whatWellDoneOffers() {
        var session = Self.session()
        _ = session.send(.openLevel(1))
        #expect(Self.finish(&session).contains(.showLevelComplete(then: .level(2))))
        let choice = PracticeChoice(numbers: [1, 2], colours: [.red], shapes: [.circle], cardsPerLevel: 3, levelCount: 2)
        _ = session.send(.openPractice(choice, at: 1))
        let first = Self.finish(&session)
        #expect(first.contains(.showLevelComplete(then: .practiceLevel(2))) && !first.contains(.say(.practiceDone)))
        _ = session.send(.openPractice(choice, at: 2))
        let done = Self.finish(&session)
        #expect(done.contains(.showLevelComplete(then: .practiceDone)))
        // Practice done is said after its Well done, and only after a practice's last level.
        let wellDone = done.firstIndex(of: .say(.levelComplete(stars: 3)))
        #expect(wellDone != nil && done.firstIndex(of: .say(.practiceDone)) == wellDone.map { $0 + 1 }, "\(done)")
        #expect(Narration(words: Words(.english)).line(for: .practiceDone) == Words(.english).practice(.practiceDone))
    }

    @Test("Cards face up turned on mid-level lays that level face up as it stands, a practice's too, and off turns loose cards down")
    func cardsFaceUpMidLevel() throws {
        var session = Self.session()
        _ = session.send(.openLevel(1))
        _ = session.send(.move(.add(card: 2)))
        _ = session.send(.move(.pin(card: 5)))
        session.showCardsFaceUp(true)
        let shown = try #require(session.game)
        #expect(shown.level.number == 1 && shown.card(2)?.isOnBoard == true && shown.card(5)?.isPinned == true)
        #expect(shown.cards.allSatisfy { !$0.isInGrid || $0.isFaceUp })
        session.showCardsFaceUp(false)
        let hidden = try #require(session.game)
        #expect(hidden.card(2)?.isOnBoard == true && hidden.card(5)?.isFaceUp == true)
        #expect(hidden.cards.filter { $0.isInGrid && !$0.isPinned }.allSatisfy { !$0.isFaceUp })

        let choice = PracticeChoice(numbers: [1, 2], colours: [.red], shapes: [.circle], cardsPerLevel: 3, levelCount: 2)
        _ = session.send(.openPractice(choice, at: 2))
        let dealt = try #require(session.game)
        let right = try #require(dealt.rightCard())
        _ = session.send(.move(.add(card: right.card)))
        session.showCardsFaceUp(true)
        #expect(session.practice?.levelIndex == 2 && session.game?.level == dealt.level)
        #expect(session.game?.card(right.card)?.isOnBoard == true)
        #expect(session.game?.cards.allSatisfy { !$0.isInGrid || $0.isFaceUp } == true)
    }
}

extension GameSession {
    /// A flow a test plays with a child's default settings: no Show me offers, no guided level.
    mutating func send(_ action: PlayAction) -> [PlayEffect] { send(action, settings: Settings()) }
}
