import Testing
@testable import ShapeShuffleCore

@Suite("Find labels and matching")
struct FindTests {
    static let homeElements: [ElementID] =
        (1...20).map(ElementID.levelButton) + [.settingsButton, .helpButton, .findButton]

    func home(_ language: Language) -> FindIndex {
        FindIndex(entries: AccessibilityDescriber(language: language).findEntries(for: Self.homeElements))
    }

    @Test("Settings is found by the words people type for it", arguments: [
        (Language.english, ["prefs", "Preferences", "options", "gear", "settings", "sett"]),
        (.vietnamese, ["cài đặt", "cai dat", "tùy chọn"]),
        (.japanese, ["設定", "せってい", "歯車"]),
        (.korean, ["설정", "환경설정", "톱니바퀴"]),
        (.chinese, ["设置", "选项", "齿轮"]),
    ])
    func settings(language: Language, queries: [String]) {
        let index = home(language)
        for query in queries { #expect(index.bestMatch(query) == .settingsButton, "\(query)") }
    }

    @Test("Level 8 by digit, word and phrase", arguments: [
        (Language.english, ["8", "eight", "level eight", "Level 8", "LEVEL 8"]),
        (.vietnamese, ["tám", "tam", "màn tám", "Màn 8", "8"]),
        (.japanese, ["8", "はち", "八", "レベル8", "レベル８"]),
        (.korean, ["8", "팔", "여덟", "레벨 8"]),
        (.chinese, ["8", "八", "第八关", "第8关"]),
    ])
    func levelEight(language: Language, queries: [String]) {
        let index = home(language)
        for query in queries { #expect(index.bestMatch(query) == .levelButton(8), "\(query)") }
    }

    @Test("Full-width digits and letters, and any case, find the same element")
    func folding() {
        let index = home(.english)
        #expect(index.bestMatch("８") == .levelButton(8))
        #expect(index.bestMatch("ＰＲＥＦＳ") == .settingsButton)
        #expect(index.bestMatch("  Level   12 ") == .levelButton(12))
        #expect(index.matches("").isEmpty)
        #expect(index.matches("zebra").isEmpty)
    }

    @Test("Exact matches rank above prefixes")
    func exactBeforePrefix() {
        let matches = home(.english).matches("1")
        #expect(matches.first == FindMatch(element: .levelButton(1), label: "1", quality: .exact, isName: false))
        #expect(matches.dropFirst().map(\.element) == (10...19).map(ElementID.levelButton))
        #expect(matches.dropFirst().allSatisfy { $0.quality == .prefix })
        #expect(home(.english).matches("eight").map(\.element) == [.levelButton(8), .levelButton(18)])
    }

    @Test("Names rank above synonyms of the same quality")
    func namesBeforeSynonyms() {
        let index = FindIndex(entries: [
            FindEntry(element: .helpButton, name: "Help", synonyms: ["keys"]),
            FindEntry(element: .homeButton, name: "Keys home", synonyms: []),
        ])
        #expect(index.matches("key").map(\.element) == [.homeButton, .helpButton])
        #expect(index.matches("keys").map(\.element) == [.helpButton, .homeButton])
    }

    @Test("Help is found as shortcuts or keys")
    func help() {
        let index = home(.english)
        for query in ["help", "shortcuts", "keys", "keyboard shortcuts"] {
            #expect(index.bestMatch(query) == .helpButton, "\(query)")
        }
    }

    @Test("Cards by number, by word, and by what a face-up card shows; never by a face-down card's face")
    func cards() {
        var game = WordsFixtures.game()
        game.apply(.flip(card: 5))
        let elements = (1...6).map(ElementID.card) + [.homeButton, .prompt, .slot(index: 0)]
        let entries = AccessibilityDescriber(language: .english).findEntries(for: elements, game: game)
        #expect(entries.map(\.element) == (1...6).map(ElementID.card) + [.homeButton])
        let index = FindIndex(entries: entries)
        #expect(index.bestMatch("3") == .card(3))
        #expect(index.bestMatch("card three") == .card(3))
        #expect(index.bestMatch("card 3") == .card(3))
        #expect(index.bestMatch("yellow") == .card(5))
        #expect(index.matches("orange").isEmpty)
        #expect(index.bestMatch("home") == .homeButton)
        let korean = FindIndex(entries: AccessibilityDescriber(language: .korean).findEntries(for: elements, game: game))
        #expect(korean.bestMatch("삼") == .card(3))
        #expect(korean.bestMatch("노란색") == .card(5))
    }

    @Test("A card on the board is not a place to go")
    func boardCardsLeaveFind() {
        var game = WordsFixtures.game()
        game.apply(.add(card: 5))
        let entries = AccessibilityDescriber(language: .english).findEntries(for: [.card(5), .card(6)], game: game)
        #expect(entries.map(\.element) == [.card(6)])
    }

    @Test("Japanese voiced kana stay distinct while Latin accents fold")
    func kana() {
        let index = FindIndex(entries: [
            FindEntry(element: .findButton, name: "かき", synonyms: []),
            FindEntry(element: .homeButton, name: "がき", synonyms: []),
        ])
        #expect(index.matches("がき").map(\.element) == [.homeButton])
        #expect(FindIndex(entries: [FindEntry(element: .findButton, name: "Đi đến", synonyms: [])]).bestMatch("di den") == .findButton)
    }

    @Test("Every Vietnamese letter folds to its base letter, typed whole or with separate marks")
    func vietnameseLetters() {
        let families: [(base: String, letters: String)] = [
            ("a", "àáảãạăằắẳẵặâầấẩẫậ"), ("e", "èéẻẽẹêềếểễệ"), ("i", "ìíỉĩị"),
            ("o", "òóỏõọôồốổỗộơờớởỡợ"), ("u", "ùúủũụưừứửữự"), ("y", "ỳýỷỹỵ"), ("d", "đ"),
        ]
        for (base, letters) in families {
            for letter in letters {
                #expect(SearchFolding.fold(String(letter)) == base, "\(letter)")
                #expect(SearchFolding.fold(String(letter).uppercased()) == base, "\(letter) in upper case")
            }
        }
        let decomposed = "Ta\u{0301}m"
        #expect(FindIndex(entries: [FindEntry(element: .levelButton(8), name: "Màn tám", synonyms: [])])
            .bestMatch(decomposed) == .levelButton(8))
    }

    @Test("Width, case and punctuation fold; kana, Hangul and Chinese are left as they are")
    func foldingKeepsOtherScripts() {
        #expect(SearchFolding.fold("ＬＥＶＥＬ　１２！") == "level 12")
        #expect(SearchFolding.fold("Card 3, yellow") == "card 3 yellow")
        #expect(SearchFolding.fold("がっこう") == "がっこう")
        #expect(SearchFolding.fold("노란색 네모") == "노란색 네모")
        #expect(SearchFolding.fold("两个黄色的正方形") == "两个黄色的正方形")
        #expect(SearchFolding.fold("Straße") == "straße")
    }
}
