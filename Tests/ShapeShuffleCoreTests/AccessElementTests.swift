import Testing
import ShapeShuffleCore

@Suite("Level buttons, slots, prompt and buttons")
struct AccessElementTests {
    let english = AccessibilityDescriber(language: .english)

    @Test("Level buttons: named by number, described by progress")
    func levelButtons() {
        let done = english.describe(.levelButton(8), bestStars: [8: 2])
        #expect(done == AccessibleDescription(role: .button, name: "Level 8", description: "Done, 2 of 3 stars", isFocusable: true))
        #expect(english.describe(.levelButton(9), bestStars: [8: 2])?.description == "Not played yet")
        #expect(AccessibilityDescriber(language: .chinese).levelButton(8, bestStars: nil).name == "第8关")
        #expect(AccessibilityDescriber(language: .japanese).levelButton(8, bestStars: nil).name == "レベル8")
        #expect(AccessibilityDescriber(language: .korean).levelButton(8, bestStars: nil).name == "레벨 8")
        #expect(AccessibilityDescriber(language: .vietnamese).levelButton(8, bestStars: nil).name == "Màn 8")
    }

    @Test("Slots say what fills them and what they need; they are read, never focused")
    func slots() {
        var game = WordsFixtures.game()
        game.apply(.add(card: 5))
        let slots = game.slots.indices.compactMap { english.describe(.slot(index: $0), game: game) }
        #expect(slots.map(\.name) == ["Number: empty", "Colour: yellow", "Shape: empty"])
        #expect(slots.map(\.description) == ["Needs the card with two dots.", "Card 5 is here.", "Needs a square."])
        #expect(slots.allSatisfy { $0.role == .label && !$0.isFocusable })
        game.apply(.add(card: 1))
        #expect(english.describe(.slot(index: 0), game: game)?.name == "Number: two")
    }

    @Test("Slots in each language", arguments: [
        (Language.vietnamese, "Màu: vàng", "Hình dạng: trống", "Cần hình vuông."),
        (.japanese, "いろ：きいろ", "かたち：から", "しかくの カードが はいるよ。"),
        (.korean, "색: 노란색", "모양: 비어 있음", "네모 카드가 들어가요."),
        (.chinese, "颜色：黄色", "形状：空", "这里要放正方形卡片。"),
    ])
    func slotLanguages(language: Language, filled: String, empty: String, needs: String) {
        let describer = AccessibilityDescriber(language: language)
        var game = WordsFixtures.game()
        game.apply(.add(card: 5))
        #expect(describer.describe(.slot(index: 1), game: game)?.name == filled)
        #expect(describer.describe(.slot(index: 2), game: game)?.name == empty)
        #expect(describer.describe(.slot(index: 2), game: game)?.description == needs)
    }

    @Test("A size slot, in the later levels")
    func sizeSlot() {
        let level = Level(number: 13, prompt: Prompt(count: 3, size: .big, colour: .blue, shape: .triangle),
                          attributes: [.size(.big), .count(3), .colour(.blue), .shape(.triangle)], columns: 2)
        var game = GameState(level: level)
        #expect(english.describe(.slot(index: 1), game: game)?.name == "Size: empty")
        #expect(english.describe(.slot(index: 1), game: game)?.description == "Needs the big card.")
        game.apply(.add(card: 1))
        #expect(english.describe(.slot(index: 1), game: game)?.name == "Size: big")
    }

    @Test("The prompt is named by its phrase; each picture is an image the keyboard never stops on")
    func prompt() {
        let game = WordsFixtures.game()
        let prompt = english.describe(.prompt, game: game)
        #expect(prompt?.name == "Two yellow squares" && prompt?.isFocusable == false)
        let pictures = (0..<2).compactMap { english.describe(.promptPicture(index: $0), game: game) }
        #expect(pictures == Array(repeating: AccessibleDescription(role: .image, name: "yellow square", isFocusable: false), count: 2))
        #expect(english.describe(.promptPicture(index: 2), game: game) == nil)
        #expect(english.describe(.prompt) == nil)
    }

    @Test("Buttons: the gear is named Settings, and every name holds its visible text", arguments: Language.allCases)
    func buttons(language: Language) {
        let describer = AccessibilityDescriber(language: language)
        let words = describer.words
        let visible: [(ElementID, UIText)] = [
            (.settingsButton, .settings), (.helpButton, .help), (.findButton, .find),
            (.homeButton, .home), (.nextLevelButton, .nextLevel), (.dialogHomeButton, .home),
        ]
        for (element, text) in visible {
            let button = describer.describe(element, game: WordsFixtures.game())
            #expect(button?.role == .button && button?.isFocusable == true)
            #expect(button?.name.contains(words.text(text)) == true)
        }
        #expect(describer.describe(.settingsButton)?.name == words.text(.settings))
        #expect(describer.describe(.nextLevelButton, game: WordsFixtures.game())?.description == words.levelName(2))
    }

    @Test("The Level complete dialog's name says Well done, its description the stars")
    func dialog() {
        #expect(english.levelCompleteDialog(stars: 3) == AccessibleDescription(
            role: .dialog, name: "Well done!", description: "3 of 3 stars", isFocusable: false))
        // Won with Show me's help: the name still says Well done, and the heading and description say so kindly.
        #expect(english.levelCompleteDialog(stars: 2, helped: true) == AccessibleDescription(
            role: .dialog, name: "Well done!", description: "Well done! You did it with help. 2 of 3 stars.", isFocusable: false))
        #expect(english.words.wellDoneHeading(helped: true) == "Well done! You did it with help.")
        #expect(english.words.wellDoneHeading(helped: false) == "Well done!")
        #expect(english.findEntry.role == .searchEntry && english.findEntry.name == "Find")
    }

    @Test("Elements that are not on the screen have no description")
    func missing() {
        let game = WordsFixtures.game()
        #expect(english.describe(.card(7), game: game) == nil)
        #expect(english.describe(.slot(index: 3), game: game) == nil)
        #expect(english.describe(.card(1)) == nil)
    }

    @Test("Feedback can lead any element's description")
    func feedbackOnButton() {
        let described = english.describe(.levelButton(3), bestStars: [3: 3], feedback: "Pinned.")
        #expect(described?.description == "Pinned. Done, 3 of 3 stars")
    }
}
