import Testing
import ShapeShuffleCore

/// What the game's own voice says and plays at each event, for a child who cannot read yet.
@Suite("What the game says aloud")
struct SpeechNarrationTests {
    let level = WordsFixtures.level
    let task = SpokenEvent.levelOpened(WordsFixtures.twoYellowSquares)

    /// One level in each language: the task, a flip of the number card, a right card, a wrong
    /// card, the last right card, and the win with two stars.
    @Test("A whole level, heard in each language", arguments: [
        (Language.english, ["Your task: Two yellow squares.", "Two dots.", "Two dots are on the board.",
                            "Card 4 is not part of your task. Try another card.", "Yellow is on the board.",
                            "The square is on the board.", "Well done! 2 of 3 stars."]),
        (.vietnamese, ["Đề bài: Hai hình vuông màu vàng.", "Hai chấm.", "Đã thêm thẻ có hai chấm vào bảng.",
                       "Thẻ 4 không có trong đề bài. Thử thẻ khác nhé.", "Đã thêm thẻ màu vàng vào bảng.",
                       "Đã thêm thẻ hình vuông vào bảng.", "Giỏi lắm! 2 trên 3 ngôi sao."]),
        (.japanese, ["おだい：きいろい しかくが 2つ。", "てんが 2つ。", "てんが 2つの カードを ボードに おいたよ。",
                     "カード4は おだいに ないよ。ほかの カードを えらんでみてね。", "きいろの カードを ボードに おいたよ。",
                     "しかくの カードを ボードに おいたよ。", "よくできたね！ほし 3つの うち 2つ。"]),
        (.korean, ["문제: 노란색 네모 두 개.", "점 두 개.", "점이 두 개인 카드를 보드에 놓았어요.",
                   "카드 4는 문제에 없어요. 다른 카드를 골라 보세요.", "노란색 카드를 보드에 놓았어요.",
                   "네모 카드를 보드에 놓았어요.", "잘했어요! 별 세 개 중 두 개."]),
        (.chinese, ["题目：两个黄色的正方形。", "两个点。", "两个点的卡片放到答案区了。",
                    "卡片4不在题目里。再试试别的卡片吧。", "黄色卡片放到答案区了。",
                    "正方形卡片放到答案区了。", "太棒了！你得到了两颗星！"]),
    ])
    func wholeLevel(language: Language, expected: [String]) {
        let narration = Narration(words: Words(language))
        var game = WordsFixtures.game()
        var said = [narration.line(for: task)]
        for move in [Move.flip(card: 1), .add(card: 1), .add(card: 4), .add(card: 5), .add(card: 3)] {
            said.append(narration.line(for: .moved(game.apply(move), level: level)))
        }
        #expect(game.isComplete)
        said.append(narration.line(for: .levelComplete(stars: game.stars)))
        #expect(said == expected)
    }

    /// A lone colour or size word is said too briefly to be heard ("Blue." was heard as "please"),
    /// so English says each in a short sentence, on screen in the caption too; a number or shape
    /// card names its thing alone, and the other languages keep the face as the card shows it.
    @Test("English says a turned colour or size card in a sentence, a number or shape card alone", arguments: [
        (Language.english, Attribute.colour(.blue), "It is blue."),
        (.english, .colour(.yellow), "It is yellow."),
        (.english, .size(.big), "It is big."),
        (.english, .size(.small), "It is small."),
        (.english, .count(3), "Three dots."),
        (.english, .shape(.circle), "Circle."),
        (.vietnamese, .colour(.blue), "Màu xanh dương."),
        (.chinese, .size(.big), "大。"),
    ])
    func turnedFace(language: Language, face: Attribute, said: String) {
        #expect(Words(language).spokenFace(face) == said)
    }

    @Test("Asking again says the task again, word for word")
    func taskAgain() {
        let narration = Narration(words: Words(.english))
        #expect(narration.line(for: .taskRequested(WordsFixtures.twoYellowSquares)) == narration.line(for: task))
    }

    @Test("A card turned back down says nothing; each sound comes with words")
    func sounds() {
        let narration = Narration(words: Words(.english))
        var game = WordsFixtures.game()
        let up = game.apply(.flip(card: 2))
        let down = game.apply(.flip(card: 2))
        #expect(narration.sound(for: .moved(up, level: level)) == .flip)
        #expect(narration.line(for: .moved(down, level: level)) == nil)
        #expect(narration.sound(for: .moved(down, level: level)) == nil)
        let mistake = game.apply(.add(card: 4))
        #expect(narration.sound(for: .moved(mistake, level: level)) == .mistake)
        let right = game.apply(.add(card: 5))
        #expect(narration.sound(for: .moved(right, level: level)) == .rightCard)
        #expect(narration.sound(for: .levelComplete(stars: 3)) == .levelComplete)
        #expect(narration.sound(for: task) == nil)
        for event in [SpokenEvent.moved(up, level: level), .moved(mistake, level: level), .moved(right, level: level),
                      .levelComplete(stars: 3)] {
            #expect(narration.line(for: event) != nil, "a sound with no words: \(event)")
        }
    }

    @Test("The size card is named so a child can tell it from the setting that makes cards bigger")
    func sizeCardWords() {
        let big = Attribute.size(.big)
        #expect(Narration(words: Words(.english)).line(for: .moved(.added(card: 1, slot: 3, stars: nil),
            level: Level(number: 5, prompt: Prompt(count: 1, size: .big, colour: .red, shape: .circle),
                         attributes: [big], columns: 1))) == "The big card is on the board.")
        #expect(Words(.korean).slotDescription(Slot(requirement: big)) == "큰 카드가 들어가요.")
    }

    @Test("Speech rates stay in speech-dispatcher's range, slow to fast")
    func rates() {
        let rates = SpeechRate.allCases.map(\.speechDispatcherRate)
        #expect(rates == rates.sorted())
        #expect(rates.allSatisfy { (-100...100).contains($0) })
        for language in Language.allCases {
            let said = SpeechRate.allCases.map { $0.speechDispatcherRate(for: language.speechDispatcherCode) }
            #expect(said == said.sorted() && Set(said).count == 3 && said.allSatisfy { (-100...100).contains($0) })
        }
        // espeak-ng's Vietnamese, which has no natural voice, is understood better slower.
        #expect(SpeechRate.normal.speechDispatcherRate(for: "vi") < SpeechRate.normal.speechDispatcherRate(for: "en"))
        #expect(SpeechRate.normal.speechDispatcherRate(for: "ja") == SpeechRate.normal.speechDispatcherRate)
    }
}
