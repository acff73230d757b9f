import Testing
import ShapeShuffleCore

@Suite("Feedback after a move")
struct WordsFeedbackTests {
    let level = WordsFixtures.level

    @Test("What a child hears in English after each kind of move")
    func english() {
        let words = Words(.english)
        var game = WordsFixtures.game()
        #expect(words.feedback(for: game.apply(.add(card: 5)), in: level) == "Yellow is on the board.")
        #expect(words.feedback(for: game.apply(.add(card: 4)), in: level) == "Card 4 is not part of your task. Try another card.")
        #expect(words.feedback(for: game.apply(.pin(card: 2)), in: level) == "Now it is pinned.")
        #expect(words.feedback(for: game.apply(.flip(card: 2)), in: level) == "Card 2 is pinned, so it stays face up.")
        #expect(words.feedback(for: game.apply(.pin(card: 2)), in: level) == "Not pinned anymore.")
        #expect(words.feedback(for: game.apply(.flip(card: 6)), in: level) == "Card 2 turned face down.")
        #expect(words.feedback(for: game.apply(.add(card: 3)), in: level) == "The square is on the board.")
        #expect(words.feedback(for: game.apply(.add(card: 1)), in: level)
            == "Two dots are on the board. Level complete! 2 stars.")
        #expect(words.feedback(for: game.apply(.flip(card: 6)), in: level) == "This level is already complete.")
    }

    @Test("A plain flip says nothing more than the card's new name")
    func plainFlip() {
        var game = WordsFixtures.game()
        #expect(Words(.english).feedback(for: game.apply(.flip(card: 1)), in: level) == nil)
        #expect(Words(.english).feedback(for: game.apply(.flip(card: 1)), in: level) == nil)
    }

    @Test("A finished level without mistakes earns three stars, and one star is singular")
    func levelComplete() {
        let words = Words(.english)
        #expect(words.feedback(for: .added(card: 5, slot: 1, stars: 3), in: level)
            == "Yellow is on the board. Level complete! 3 stars.")
        #expect(words.feedback(for: .added(card: 5, slot: 1, stars: 1), in: level)
            == "Yellow is on the board. Level complete! 1 star.")
    }

    @Test("Added and mistake lines in each language", arguments: [
        (Language.vietnamese, "Đã thêm thẻ màu vàng vào bảng.", "Thẻ 4 không có trong đề bài. Thử thẻ khác nhé."),
        (.japanese, "きいろの カードを ボードに おいたよ。", "カード4は おだいに ないよ。ほかの カードを えらんでみてね。"),
        (.korean, "노란색 카드를 보드에 놓았어요.", "카드 4는 문제에 없어요. 다른 카드를 골라 보세요."),
        (.chinese, "黄色卡片放到答案区了。", "卡片4不在题目里。再试试别的卡片吧。"),
    ])
    func otherLanguages(language: Language, added: String, mistake: String) {
        let words = Words(language)
        #expect(words.feedback(for: .added(card: 5, slot: 1, stars: nil), in: level) == added)
        #expect(words.feedback(for: .mistake(card: 4), in: level) == mistake)
    }

    @Test("Korean particles follow how the card number is read")
    func koreanParticles() {
        let words = Words(.korean)
        #expect(words.feedback(for: .mistake(card: 3), in: level)?.hasPrefix("카드 3은 ") == true)
        #expect(words.feedback(for: .mistake(card: 2), in: level)?.hasPrefix("카드 2는 ") == true)
        #expect(words.feedback(for: .mistake(card: 10), in: level)?.hasPrefix("카드 10은 ") == true)
        #expect(words.feedback(for: .mistake(card: 9), in: level)?.hasPrefix("카드 9는 ") == true)
    }

    /// Every outcome a move can have, with a card and a level-completing add.
    static let outcomes: [MoveOutcome] = [
        .flippedUp(card: 1, turnedDown: 2), .pinned(card: 1), .unpinned(card: 1, turnedDown: nil),
        .unpinned(card: 1, turnedDown: 3), .added(card: 1, slot: 0, stars: nil), .added(card: 3, slot: 2, stars: 2),
        .mistake(card: 4), .refused(card: 9, reason: .noSuchCard), .refused(card: 1, reason: .alreadyOnBoard),
        .refused(card: 1, reason: .pinnedStaysFaceUp), .refused(card: 1, reason: .levelAlreadyComplete),
    ]

    @Test("Every outcome that changes more than a name has its own line in every language", arguments: Language.allCases)
    func everyOutcome(language: Language) {
        let words = Words(language)
        let lines = Self.outcomes.map { words.feedback(for: $0, in: level) }
        #expect(lines.allSatisfy { $0.map { !$0.isEmpty } ?? false })
        #expect(Set(lines).count == lines.count)
        if language != .english {
            let english = Self.outcomes.map { Words(.english).feedback(for: $0, in: level) }
            #expect(zip(lines, english).allSatisfy { $0 != $1 })
        }
    }

    @Test("The star count of a finished level is in its line", arguments: Language.allCases)
    func starsSaid(language: Language) {
        let words = Words(language)
        let lines = (1...3).map { words.feedback(for: .added(card: 1, slot: 0, stars: $0), in: level) }
        #expect(Set(lines).count == 3)
    }
}
