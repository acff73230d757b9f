import Testing
@testable import ShapeShuffleCore

/// The words a young child hears, after a review of all five languages. What is
/// said at each event is in SpeechNarrationTests; these pin down each word fix on its own.
@Suite("Words worth hearing")
struct WordsHeardTests {
    @Test("Number cards show dots and are called dots, in every language", arguments: [
        (Language.english, "two dots"), (.japanese, "てんが 2つ"), (.korean, "점 두 개"),
        (.chinese, "两个点"), (.vietnamese, "hai chấm"),
    ])
    func numberCards(language: Language, expected: String) {
        #expect(Words(language).cardFace(.count(2)) == expected)
    }

    @Test("Japanese says colours, shapes and sizes in kana, not school kanji")
    func japaneseKana() {
        let words = Words(.japanese)
        #expect(Colour.allCases.map(words.colour) == ["あか", "オレンジ", "きいろ", "みどり", "あお", "むらさき"])
        #expect(Shape.allCases.map(words.shape) == ["まる", "しかく", "さんかく", "ながしかく", "ほし", "ハート", "ひしがた"])
        #expect([Size.big, .small].map(words.size) == ["おおきい", "ちいさい"])
        let kanji = ["紫", "緑", "黄", "赤", "青", "長方形", "四角", "三角", "丸", "大", "小"]
        for prompt in [Prompt(count: 2, size: .big, colour: .purple, shape: .rectangle),
                       Prompt(count: 3, size: .small, colour: .green, shape: .square)] {
            let said = words.prompt(prompt)
            #expect(!kanji.contains { said.contains($0) }, "\(said) uses kanji")
        }
    }

    @Test("Japanese puts a card on the board with おく, not 追加, and a pinned card is ピンどめ")
    func japaneseAddAndPinned() {
        let book = Words(.japanese).book
        #expect(book.added(.colour(.yellow)) == "きいろの カードを ボードに おいたよ。")
        #expect(book.text(.addToBoard) == "ボードに おく")
        #expect(Words(.japanese).sentence(.pinnedMark) == "ピンどめ")
    }

    @Test("Chinese says 星星 and 爱心, never 心形 (小心形 reads as 小心, careful)")
    func chineseStarAndHeart() {
        let words = Words(.chinese)
        #expect(words.shape(.star) == "星星")
        #expect(words.shape(.heart) == "爱心")
        let small = words.prompt(Prompt(count: 2, size: .small, colour: .red, shape: .heart))
        #expect(small == "两个红色的小爱心")
        #expect(!small.contains("小心"))
    }

    @Test("Korean names the size card 큰 카드, apart from the setting 카드 크게 하기")
    func koreanSizeCard() {
        let words = Words(.korean)
        #expect(words.book.added(.size(.big)) == "큰 카드를 보드에 놓았어요.")
        #expect(words.text(.largeCards) == "카드 크게 하기")
        #expect(!words.book.added(.size(.big)).contains(words.text(.largeCards)))
    }

    @Test("Korean says the game will keep trying with 시도할 거예요")
    func koreanRetry() {
        let words = Words(.korean)
        for text in [words.text(.progressCannotBeSaved), words.text(.settingsCannotBeSaved)] {
            #expect(text.hasSuffix("게임이 계속 다시 시도할 거예요."))
            #expect(!text.contains("시도할게요"))
        }
    }

    @Test("Vietnamese says the card that has two dots, never a card that sounds like Thẻ 2")
    func vietnameseAdded() {
        let book = Words(.vietnamese).book
        #expect(book.added(.count(2)) == "Đã thêm thẻ có hai chấm vào bảng.")
        #expect(!book.added(.count(2)).contains("thẻ hai"))
    }

    @Test("English says the big card, and a task rather than a prompt")
    func english() {
        let book = Words(.english).book
        #expect(book.added(.size(.big)) == "The big card is on the board.")
        #expect(book.added(.size(.small)) == "The small card is on the board.")
        #expect(Words(.english).sentence(.mistake(card: 4)) == "Card 4 is not part of your task. Try another card.")
    }

}
