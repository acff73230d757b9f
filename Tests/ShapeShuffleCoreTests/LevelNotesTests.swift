import Testing
@testable import ShapeShuffleCore

/// What a level shows beside the game, as the session and the child's settings decide it.
@Suite("The words beside a level: its board's heading, the practice's place, how to add a card")
struct LevelNotesTests {
    static let words = Words(.english)

    @Test("the first level says how to add a card, with the child's add key, until a card is added")
    func firstLevel() {
        var session = GameFlowTests.session()
        _ = session.send(.openLevel(1))
        var settings = Settings()
        let notes = LevelNotes(session: session, words: Self.words, settings: settings)
        #expect(notes.boardHeading == "Board" && notes.practicePlace == nil)
        #expect(notes.addCardHint == "To add a card to the board: press A, double-click it, or use its menu.")
        try? settings.keys.bind(.add, to: "F8")
        #expect(LevelNotes(session: session, words: Self.words, settings: settings).addCardHint?.contains("F8") == true)
        settings.singleKeyShortcuts = false
        #expect(LevelNotes(session: session, words: Self.words, settings: settings).addCardHint
            == Self.words.addCardHint(keys: .off))
        _ = session.send(.move(.add(card: 2)))
        #expect(LevelNotes(session: session, words: Self.words, settings: settings).addCardHint == nil)
    }

    @Test("a practice level says where it stands in its practice, and no hint")
    func practice() {
        var session = GameFlowTests.session()
        let choice = PracticeChoice(numbers: [1, 2], colours: [.red], shapes: [.circle], cardsPerLevel: 3, levelCount: 5)
        _ = session.send(.openPractice(choice, at: 2))
        let notes = LevelNotes(session: session, words: Self.words, settings: Settings())
        #expect(notes.practicePlace == "Practice: 2 of 5")
        #expect(notes.addCardHint == nil)
        _ = session.send(.openLevel(2))
        #expect(LevelNotes(session: session, words: Self.words, settings: Settings()).practicePlace == nil)
    }
}
