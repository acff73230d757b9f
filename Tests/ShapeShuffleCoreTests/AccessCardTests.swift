import Testing
import ShapeShuffleCore

@Suite("Card names, descriptions and actions")
struct AccessCardTests {
    let level = WordsFixtures.level
    let english = AccessibilityDescriber(language: .english)

    private func described(_ number: Int, in game: GameState, by describer: AccessibilityDescriber? = nil)
        -> AccessibleDescription {
        (describer ?? english).card(game.card(number)!, in: level)
    }

    @Test("Names in every state: face down, face up, pinned, on the board")
    func englishNames() {
        var game = WordsFixtures.game()
        #expect(described(3, in: game).name == "Card 3, face down")
        game.apply(.flip(card: 1))
        #expect(described(1, in: game).name == "Card 1, two dots")
        game.apply(.flip(card: 5))
        #expect(described(5, in: game).name == "Card 5, yellow")
        game.apply(.pin(card: 5))
        #expect(described(5, in: game).name == "Card 5, yellow, pinned")
        game.apply(.pin(card: 3))
        #expect(described(3, in: game).name == "Card 3, square, pinned")
        game.apply(.add(card: 5))
        #expect(described(5, in: game).name == "Card 5, yellow, on the board")
    }

    @Test("A card with one dot is singular, and a size card names its size")
    func singularAndSize() {
        let sized = Level(
            number: 13, prompt: Prompt(count: 1, size: .big, colour: .red, shape: .circle),
            attributes: [.count(1), .size(.big)], columns: 2)
        var game = GameState(level: sized)
        game.apply(.pin(card: 1))
        game.apply(.pin(card: 2))
        #expect(english.card(game.card(1)!, in: sized).name == "Card 1, one dot, pinned")
        #expect(english.card(game.card(2)!, in: sized).name == "Card 2, big, pinned")
    }

    @Test("Names in each language", arguments: [
        (Language.vietnamese, "Thẻ 2, đang úp", "Thẻ 5, màu vàng, đã ghim", "Thẻ 1, hai chấm, trên bảng"),
        (.japanese, "カード2、うらがえし", "カード5、きいろ、ピンどめ", "カード1、てんが 2つ、ボードの うえ"),
        (.korean, "카드 2, 덮여 있음", "카드 5, 노란색, 고정됨", "카드 1, 점 두 개, 보드에 있음"),
        (.chinese, "卡片2，背面朝上", "卡片5，黄色，已固定", "卡片1，两个点，在答案区"),
    ])
    func otherLanguages(language: Language, faceDown: String, pinned: String, onBoard: String) {
        let describer = AccessibilityDescriber(language: language)
        var game = WordsFixtures.game()
        game.apply(.pin(card: 5))
        game.apply(.add(card: 1))
        #expect(described(2, in: game, by: describer).name == faceDown)
        #expect(described(5, in: game, by: describer).name == pinned)
        #expect(described(1, in: game, by: describer).name == onBoard)
    }

    @Test("A face-up colour card's name holds the colour name it prints", arguments: Language.allCases)
    func labelInName(language: Language) {
        let describer = AccessibilityDescriber(language: language)
        for colour in Colour.allCases {
            let level = Level(number: 1, prompt: Prompt(count: 1, colour: colour, shape: .star),
                              attributes: [.colour(colour)], columns: 1)
            var game = GameState(level: level)
            game.apply(.flip(card: 1))
            #expect(describer.card(game.card(1)!, in: level).name.contains(describer.words.colour(colour)))
        }
    }

    @Test("The description gives row and column and the keys set now")
    func englishDescription() {
        var game = WordsFixtures.game()
        #expect(described(5, in: game).description == "Row 2, column 2. Press A to add it to the board. Press P to pin it.")
        game.apply(.pin(card: 5))
        #expect(described(5, in: game).description == "Row 2, column 2. Press A to add it to the board. Press P to unpin it.")
        let remapped = AccessibilityDescriber(language: .english, keys: ShortcutKeys(add: "X", pin: "Z"))
        #expect(described(3, in: game, by: remapped).description
            == "Row 1, column 3. Press X to add it to the board. Press Z to pin it.")
        let off = AccessibilityDescriber(language: .english, keys: .off)
        #expect(described(3, in: game, by: off).description == "Row 1, column 3. Shift+F10 opens the actions menu.")
    }

    @Test("Row and column in each language's own words", arguments: [
        (Language.vietnamese, "Hàng 2, cột 2. Nhấn A để thêm thẻ vào bảng. Nhấn P để ghim thẻ."),
        (.japanese, "うえから 2だんめ、ひだりから 2ばんめ。Aキーで ボードに おくよ。Pキーで ピンどめするよ。"),
        (.korean, "두 번째 줄, 두 번째 칸. A 키를 누르면 보드에 놓아요. P 키를 누르면 고정해요."),
        (.chinese, "第2行，第2列。按 A 键放到答案区。按 P 键固定。"),
    ])
    func descriptionLanguages(language: Language, expected: String) {
        #expect(described(5, in: WordsFixtures.game(), by: AccessibilityDescriber(language: language)).description == expected)
    }

    @Test("With shortcuts off no language names a single key", arguments: Language.allCases)
    func shortcutsOff(language: Language) {
        let on = AccessibilityDescriber(language: language)
        let off = AccessibilityDescriber(language: language, keys: .off)
        let game = WordsFixtures.game()
        #expect(described(4, in: game, by: on).description.contains("A"))
        #expect(!described(4, in: game, by: off).description.contains("A"))
        #expect(described(4, in: game, by: off).description.contains("Shift+F10"))
        #expect(described(4, in: game, by: on).description != described(5, in: game, by: on).description)
    }

    @Test("Feedback leads the description, so it is heard first")
    func feedbackFirst() {
        var game = WordsFixtures.game()
        let line = Words(.english).feedback(for: game.apply(.add(card: 4)), in: level)
        let card = english.card(game.card(4)!, in: level, feedback: line)
        #expect(card.name == "Card 4, face down")
        #expect(card.description.hasPrefix("Card 4 is not part of your task. Try another card. Row 2, column 1."))
        let japanese = AccessibilityDescriber(language: .japanese).card(game.card(4)!, in: level, feedback: "ピンどめしたよ。")
        #expect(japanese.description.hasPrefix("ピンどめしたよ。うえから 2だんめ"))
    }

    @Test("Cards are focusable buttons with flip, add and pin; a pinned card cannot flip")
    func actions() {
        var game = WordsFixtures.game()
        let fresh = described(2, in: game)
        #expect(fresh.role == .button && fresh.isFocusable)
        #expect(fresh.actions.map(\.action) == [.flip, .add, .pin])
        #expect(fresh.actions.map(\.label) == ["Flip", "Add to board", "Pin"])
        #expect(fresh.actions.allSatisfy { $0.isEnabled })
        game.apply(.pin(card: 2))
        let pinned = described(2, in: game)
        #expect(pinned.actions.map(\.label) == ["Flip", "Add to board", "Unpin"])
        #expect(pinned.actions.map(\.isEnabled) == [false, true, true])
        #expect(english.actionsMenuItems(for: game.card(2)!).map(\.role) == [.menuItem, .menuItem, .menuItem])
    }

    @Test("A card on the board does nothing more, so the keyboard skips it")
    func onBoard() {
        var game = WordsFixtures.game()
        game.apply(.add(card: 3))
        let card = described(3, in: game)
        #expect(!card.isFocusable)
        #expect(card.actions.allSatisfy { !$0.isEnabled })
        #expect(card.description == "Row 1, column 3.")
        #expect(english.actionsMenu(for: game.card(3)!) == nil, "its actions menu does not open")
        #expect(english.actionsMenu(for: game.card(2)!)?.map(\.label) == ["Flip", "Add to board", "Pin"])
    }
}
