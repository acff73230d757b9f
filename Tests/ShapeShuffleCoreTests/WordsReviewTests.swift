import Testing
@testable import ShapeShuffleCore

/// The screen's words after a review in all five languages of what a child hears: each fix on its own.
@Suite("Words a voice cannot garble")
struct WordsReviewTests {
    let levels: [Level]
    init() throws { levels = try SpokenLineCatalog.levels() }

    @Test("English number cards are dots, never objects")
    func englishDots() {
        let words = Words(.english)
        #expect(words.cardFace(.count(4)) == "four dots")
        #expect(words.cardFace(.count(1)) == "one dot")
        #expect(words.addedLine(.count(4)) == "Four dots are on the board.")
        let lines = SpokenLineCatalog.lines(in: .english, levels: levels)
        #expect(lines.contains("Card 3, two dots"))
        #expect(!lines.contains { $0.lowercased().contains("object") })
    }

    @Test("English slots say which card they need", arguments: [
        (Attribute.size(.big), "Needs the big card."), (.count(2), "Needs the card with two dots."),
        (.count(1), "Needs the card with one dot."), (.colour(.yellow), "Needs yellow."), (.shape(.square), "Needs a square."),
    ])
    func englishNeeds(requirement: Attribute, expected: String) {
        #expect(Words(.english).slotDescription(Slot(requirement: requirement)) == expected)
    }

    @Test("No meaning rests on quotation marks in anything a child hears or a card or slot says",
          arguments: Language.allCases)
    func noQuotes(language: Language) {
        let words = Words(language)
        let slots = SpokenLineCatalog.everyAttribute.map { words.slotDescription(Slot(requirement: $0)) }
        for line in SpokenLineCatalog.lines(in: language, levels: levels) + slots {
            #expect(!line.contains(/["“”„‘’「」『』]/), "\(language): \(line)")
        }
    }

    @Test("The two-dots card is named so that, spoken, it cannot be two cards", arguments: [
        (Language.japanese, "てんが 2つの カードが はいるよ。", "てんが 2つの カードを ボードに おいたよ。"),
        (.chinese, "这里要放两个点的卡片。", "两个点的卡片放到答案区了。"),
        (.korean, "점이 두 개인 카드가 들어가요.", "점이 두 개인 카드를 보드에 놓았어요."),
    ])
    func twoDotsCard(language: Language, needs: String, added: String) {
        let words = Words(language)
        #expect(words.slotDescription(Slot(requirement: .count(2))) == needs)
        #expect(words.addedLine(.count(2)) == added)
    }

    @Test("Stars are counted in words with the right numerals", arguments: [
        (Language.korean, 2, "별 세 개 중 두 개"), (.korean, 1, "별 세 개 중 한 개"),
        (.chinese, 2, "两颗星（满分三颗）"), (.chinese, 3, "三颗星（满分三颗）"),
    ])
    func stars(language: Language, earned: Int, expected: String) {
        #expect(Words(language).stars(earned) == expected)
    }

    @Test("The setting that makes cards bigger is an action, and no size card's words contain it", arguments: [
        (Language.english, "Make cards bigger"), (.vietnamese, "Phóng to thẻ"), (.japanese, "カードを大きくする"),
        (.korean, "카드 크게 하기"), (.chinese, "放大卡片"),
    ])
    func largeCardsSetting(language: Language, expected: String) {
        let words = Words(language)
        #expect(words.text(.largeCards) == expected)
        for size in Size.allCases {
            let lines = [words.cardFace(.size(size)), words.addedLine(.size(size)), words.slotDescription(Slot(requirement: .size(size)))]
            for line in lines {
                #expect(!line.contains(expected), "\(line) sounds like the setting")
            }
        }
    }

    @Test("The task has one name, on the screen, in the hear-the-task button and in Find", arguments: [
        (Language.vietnamese, "Đề bài", "nhiệm vụ"), (.korean, "문제", "할 일"), (.chinese, "题目", "任务"),
    ])
    func oneNameForTheTask(language: Language, name: String, other: String) {
        let words = Words(language)
        #expect(words.text(.yourTask) == name)
        #expect(words.text(.hearTask).lowercased().contains(name.lowercased()))
        #expect(words.text(.hearTaskKey).lowercased().contains(name.lowercased()))
        #expect(words.findSynonyms(for: .hearTaskButton).contains(name.lowercased()) || words.findSynonyms(for: .hearTaskButton).contains(name))
        let everything = UIText.allCases.map(words.text) + words.findSynonyms(for: .hearTaskButton)
            + SpokenLineCatalog.lines(in: language, levels: levels)
        #expect(!everything.contains { $0.lowercased().contains(other) }, "\(language) still says \(other)")
    }

    @Test("Japanese a child looks at is kana with spaces: slot captions, next level, putting a card down")
    func japaneseKanaWhereAChildLooks() {
        let words = Words(.japanese)
        #expect(AttributeKind.allCases.map(words.kindName) == ["かず", "おおきさ", "いろ", "かたち"])
        #expect(words.text(.nextLevel) == "つぎの レベル")
        #expect(words.text(.addToBoard) == "ボードに おく")
        // Script=Han, not \p{Han}: the script extensions of the latter take in 、 and 。 too.
        // The notice bar is a grown-up's, in kanji, and its button goes with it; the voice says it in kana.
        let kanji = SpokenLineCatalog.lines(in: .japanese, levels: levels)
            .filter { $0.contains(/\p{Script=Han}/) && $0 != words.text(.closeNotice) }
        #expect(kanji.isEmpty, "kanji where a child looks: \(kanji.prefix(5))")
    }

    @Test("Japanese says face down one way, うらがえし, and in one soft style")
    func japaneseOneWord() {
        let words = Words(.japanese)
        let lines = SpokenLineCatalog.lines(in: .japanese, levels: levels)
        #expect(words.sentence(.faceDown) == "うらがえし")
        #expect(words.text(.startOverQuestion).contains("うらがえし"))
        let all = lines + UIText.allCases.map(words.text)
        #expect(!all.contains { $0.contains("裏向き") || $0.contains("表向き") })
        let polite = lines.filter { $0.contains(/(です|ます|ました|ません)(。|！|$)/) }
        #expect(polite.isEmpty, "polite style mixed in: \(polite.prefix(5))")
    }

    @Test("The guide speaks to one child as a person does, in English")
    func englishGuide() {
        let words = Words(.english)
        #expect(words.assist(.guidedStart) == "Watch me play this level once. Then it's your turn.")
        #expect(words.assist(.guidedHandOver) == "Now it's your turn. The level starts again.")
        #expect(words.guidedLine(GuidedStep(card: 3, attribute: .colour(.yellow), fits: true, moves: []))
                == "Let me look at Card 3, yellow. That's in the task, so I'll put it on the board.")
        #expect(words.guidedLine(GuidedStep(card: 3, attribute: .colour(.yellow), fits: false, moves: []))
                == "Let me look at Card 3, yellow. That's not in the task.")
        #expect(words.spoken(words.assist(.guidedStart)).contains("it's"), "the apostrophe is not a quotation mark")
    }

    /// The guide may call itself mình ("Em xem mình chơi", watch me play), as a grown-up beside one
    /// child does, but never the two of them, nor a class: chúng mình, các em, 여러분.
    @Test("The guide never says chúng mình or các em in Vietnamese nor 여러분 in Korean: it talks to one child", arguments: [
        (Language.vietnamese, "chúng mình"), (.vietnamese, "các em"), (.korean, "여러분"),
    ])
    func guideTalksToOneChild(language: Language, word: String) {
        let words = Words(language)
        let lines = SpokenLineCatalog.assistLines(words: words, narration: Narration(words: words), levels: levels)
        let found = lines.filter { $0.lowercased().contains(word) }
        #expect(found.isEmpty, "\(found.prefix(3))")
    }

    @Test("The guide's and Well done's words", arguments: [
        (Language.vietnamese, AssistText.guidedStart, "Em xem mình chơi mẫu màn này một lần nhé, rồi đến lượt em."),
        (.vietnamese, .wellDoneWithHelp, "Giỏi lắm! Nhờ có gợi ý, em đã làm được rồi!"),
        (.korean, .guidedStart, "잘 봐요. 이 레벨을 한 번 해 볼게요. 그다음에 직접 해 봐요."),
        (.korean, .guidedHandOver, "이제 직접 해 봐요. 처음부터 다시 시작해요."),
        (.chinese, .wellDoneWithHelp, "太棒了！在提示的帮助下，你完成啦！"),
    ])
    func assistWords(language: Language, item: AssistText, expected: String) {
        #expect(Words(language).assist(item) == expected)
    }

    @Test("Who is playing, as a child is asked it", arguments: [(Language.korean, "누가 할 거예요?"), (.chinese, "谁来玩？")])
    func whoIsPlaying(language: Language, expected: String) {
        #expect(Words(language).text(ProfileText.whoIsPlaying) == expected)
    }

    @Test("Chinese: 重新 is chóng xīn, and a doubled verb's second syllable is in the neutral tone", arguments: [
        ("重新开始", "chong2 xin1 kai1 shi3"), ("重", "zhong4"), ("我看看", "wo3 kan4 kan5"), ("再试试", "zai4 shi4 shi5"),
        ("谁来玩？", "shei2 lai2 wan2?"), ("你也完成啦！", "ni2 ye3 wan2 cheng2 la5!"),
    ])
    func chineseReadings(text: String, expected: String) {
        #expect(Words(.chinese).spoken(text) == expected)
    }

    @Test("Chinese says the guide's 看看 and the mistake's 试试 with a neutral second syllable")
    func chineseDoubledVerbsInLines() {
        let words = Words(.chinese)
        let step = GuidedStep(card: 3, attribute: .colour(.yellow), fits: false, moves: [])
        #expect(words.spoken(words.guidedLine(step)).hasPrefix("wo3 kan4 kan5 ka3 pian4 san1"))
        #expect(words.spoken(words.sentence(.mistake(card: 4))).contains("zai4 shi4 shi5 bie2"))
        #expect(words.spoken(words.text(.startOver)) == "chong2 xin1 kai1 shi3")
    }
}
