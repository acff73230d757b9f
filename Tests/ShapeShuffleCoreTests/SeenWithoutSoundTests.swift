import Foundation
import Testing
@testable import ShapeShuffleCore

/// What a child who cannot hear the voice sees instead: a mark on the card a move touched, how to
/// add a card on the first level, and captions that leave the level its room.
@Suite("Seen without sound: card marks, the add-card hint, captions")
struct SeenWithoutSoundTests {
    /// "Two yellow squares": card 2 is the count, 4 the colour, 6 the shape; 1, 3 and 5 are not.
    private let twoYellowSquares = Level(
        number: 1,
        prompt: Prompt(count: 2, colour: .yellow, shape: .square),
        attributes: [.count(5), .count(2), .colour(.red), .colour(.yellow), .shape(.circle), .shape(.square)],
        columns: 3)

    @Test("a wrong card is marked with a cross, face up, for at least 1.5 s; an added card with a tick")
    func marks() throws {
        var game = GameState(level: twoYellowSquares)
        let wrong = game.apply(.add(card: 1))
        let mistake = try #require(CardMark.after(wrong))
        #expect(mistake.card == 1 && mistake.mark == .mistake)
        #expect(mistake.mark.seconds >= 1.5)
        let turnedBack = try #require(game.card(1))
        #expect(!turnedBack.isFaceUp, "the rules turn the card back at once")
        #expect(mistake.mark.shownState(of: turnedBack).isFaceUp, "the mark does not keep the wrong card's face in sight")
        let right = game.apply(.add(card: 2))
        let added = try #require(CardMark.after(right))
        #expect(added.card == 2 && added.mark == .added && added.mark.seconds >= 1.5)
        let onBoard = try #require(game.card(2))
        #expect(added.mark.shownState(of: onBoard) == onBoard)
        #expect(CardMark.after(game.apply(.flip(card: 3))) == nil, "a flip shows itself")
        #expect(CardMark.after(game.apply(.pin(card: 5))) == nil)
    }

    @Test("the first level keeps room for the hint to its end, so the board does not grow when it goes")
    func hintRoom() throws {
        let second = Level(number: 2, prompt: twoYellowSquares.prompt, attributes: twoYellowSquares.cards.map(\.attribute), columns: 3)
        var session = GameSession(catalog: LevelCatalog(handWritten: [twoYellowSquares, second]), progress: Progress())
        session.start(level: 1)
        #expect(session.keepsAddCardHintRoom)
        _ = session.apply(.add(card: 2))
        #expect(session.keepsAddCardHintRoom && !session.showsAddCardHint)
        session.start(level: 2)
        #expect(!session.keepsAddCardHintRoom)
    }

    @Test("the first level shows how to add a card until one is on the board, and no other level does")
    func addCardHint() throws {
        let second = Level(number: 2, prompt: twoYellowSquares.prompt, attributes: twoYellowSquares.cards.map(\.attribute), columns: 3)
        var session = GameSession(catalog: LevelCatalog(handWritten: [twoYellowSquares, second]), progress: Progress())
        #expect(!session.showsAddCardHint, "Home shows the hint")
        session.start(level: 1)
        #expect(session.showsAddCardHint)
        _ = session.apply(.flip(card: 1))
        _ = session.apply(.add(card: 1))
        #expect(session.showsAddCardHint, "a mistake is not a card added")
        _ = session.apply(.add(card: 2))
        #expect(!session.showsAddCardHint, "the hint stays once a card is on the board")
        session.start(level: 2)
        #expect(!session.showsAddCardHint, "level 2 shows the hint")
    }

    @Test("a practice's first level shows no hint: practice comes after the game is learnt")
    func noHintInPractice() throws {
        var session = GameSession(catalog: LevelCatalog(handWritten: try LevelFileFixture.loadShipped()), progress: Progress())
        session.startPractice(PracticeChoice(numbers: [1, 2], colours: [.red], shapes: [.circle], cardsPerLevel: 3, levelCount: 2))
        #expect(session.game?.level.number == 1 && !session.showsAddCardHint)
    }

    @Test("the hint names every way to add a card, the key only while single keys work", arguments: Language.allCases)
    func hintWords(language: Language) {
        let words = Words(language)
        let withKey = words.addCardHint(keys: .defaults), withoutKey = words.addCardHint(keys: .off)
        #expect(withKey.contains("A"), "\(withKey)")
        #expect(!withoutKey.contains("A") && withoutKey != withKey, "\(withoutKey)")
        if language != .english {
            #expect(withKey != Words(.english).addCardHint(keys: .defaults), "still English: \(withKey)")
        } else {
            #expect(withKey == "To add a card to the board: press A, double-click it, or use its menu.")
        }
    }

    @Test("captions are on unless a grown-up turns them off, and the choice is kept")
    func captionSetting() throws {
        #expect(Settings().captions)
        var settings = Settings()
        settings.captions = false
        let loaded = try JSONDecoder().decode(Settings.self, from: try JSONEncoder().encode(settings))
        #expect(!loaded.captions)
        let old = try JSONDecoder().decode(Settings.self, from: Data(#"{"version": 1, "sounds": false}"#.utf8))
        #expect(old.captions, "a file from before captions turns them off")
    }

    @Test("captions keep two lines' room and grow with the window and the desktop's text size",
          arguments: [(800.0, 600.0), (1024, 768), (1920, 1080)])
    func captionLayout(width: Double, height: Double) {
        let window = Extent(width: width, height: height)
        let caption = CaptionLayout(window: window)
        #expect(caption.fontSize >= 17)
        #expect(caption.stripHeight >= caption.fontSize * Double(CaptionLayout.lines) * 1.2)
        #expect(caption.height < height * 0.15, "captions take \(caption.height) of \(height)")
        #expect(CaptionLayout(window: window, textScale: 1.25).fontSize > caption.fontSize, "Large text is not followed")
        #expect(CaptionLayout.textScale(xftDPI: 122_880) == 1.25 && CaptionLayout.textScale(xftDPI: 0) == 1)
        // The level above still fits: its cards stay at least as large as a child can press.
        let level = LevelLayout(window: window, cardCount: 16, columns: 4, slotCount: 4,
                                promptCount: 3, largeCards: false, captionHeight: caption.height)
        #expect(level.card.width >= LevelLayout.minimumTarget)
        #expect(level.barHeight + level.contentHeight + 2 * level.margin + caption.height <= height + 0.5)
        #expect(CaptionLayout(window: Extent(width: 1920, height: 1080)).fontSize > CaptionLayout(window: Extent(width: 800, height: 600)).fontSize)
    }
}
