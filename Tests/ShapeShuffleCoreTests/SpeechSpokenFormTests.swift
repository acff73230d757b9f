import Testing
@testable import ShapeShuffleCore

/// The spoken forms themselves, without a synthesizer: what each language's voice is handed.
@Suite("Spoken forms")
struct SpeechSpokenFormTests {
    let levels: [Level]
    init() throws { levels = try SpokenLineCatalog.levels() }

    func spokenLines(_ language: Language) -> [String] {
        let words = Words(language)
        return SpokenLineCatalog.everyLineSaid(in: language, levels: levels).map(words.spoken)
    }

    @Test("a slash between two choices is said as a list, with the spaces around it; a line without one is kept as it is")
    func slashesSaidAsAList() {
        let english = Words(.english), separator = english.book.listSeparator
        #expect(english.withoutSlashes("Next / previous item") == "Next\(separator)previous item")
        #expect(english.withoutSlashes("Next/previous  item ") == "Next\(separator)previous  item ")
        #expect(english.withoutSlashes("one / / two") == "one\(separator)\(separator)two")
        #expect(english.withoutSlashes("no slash here  ") == "no slash here  ")
        let japanese = Words(.japanese)
        #expect(japanese.withoutSlashes("つぎ ／ まえ") == "つぎ\(japanese.book.listSeparator)まえ")
    }

    @Test("Japanese counts with native counters, one to ten")
    func japaneseCounters() {
        let words = Words(.japanese)
        let said = (1...10).map { words.spoken("てんが \($0)つ") }
        #expect(said == ["ひとつ", "ふたつ", "みっつ", "よっつ", "いつつ", "むっつ", "ななつ", "やっつ", "ここのつ", "とお"]
            .map { "てんが \($0)" })
        #expect(words.spoken(words.prompt(Prompt(count: 4, colour: .yellow, shape: .square))) == "きいろい しかくが よっつ")
    }

    @Test("Japanese is spoken in hiragana: katakana long vowels written out, a card's number read, は said わ")
    func japaneseKana() {
        let words = Words(.japanese)
        #expect(words.spoken("ボード") == "ぼおど")
        #expect(words.spoken("オレンジの ハート") == "おれんじの はあと")
        #expect(words.spoken(words.sentence(.mistake(card: 4))) == "かあど よんわ おだいに ないよ。ほかの かあどを えらんでみてね。")
        #expect(words.spoken("はあと") == "はあと", "は starting a word is not the particle")
        for line in spokenLines(.japanese) {
            let foreign = line.unicodeScalars.filter { !(0x3041...0x309F).contains($0.value) && !" 、。！？：".unicodeScalars.contains($0) }
            #expect(foreign.isEmpty, "not all hiragana: \(line)")
        }
    }

    @Test("Chinese is spoken as pinyin with tone numbers", arguments: [
        ("四个点", "si4 ge4 dian3"),
        ("两个黄色的正方形", "liang3 ge4 huang2 se4 de5 zheng4 fang1 xing2"),
        ("三个蓝色的大三角形。", "san1 ge4 lan2 se4 de5 da4 san1 jiao3 xing2."),
        ("卡片4不在题目里。", "ka3 pian4 si4 bu2 zai4 ti2 mu4 li3."),
    ])
    func pinyin(text: String, expected: String) {
        #expect(Words(.chinese).spoken(text) == expected)
    }

    @Test("Chinese tones change as a speaker changes them: 一, 不 and two third tones", arguments: [
        ("一个红色的圆形", "yi2 ge4 hong2 se4 de5 yuan2 xing2"),
        ("一颗星", "yi4 ke1 xing1"),
        ("会一直正面朝上", "hui4 yi4 zhi2 zheng4 mian4 chao2 shang4"),
        ("再听一遍题目", "zai4 ting1 yi2 bian4 ti2 mu4"),
        ("卡片1已经在答案区了。", "ka3 pian4 yi1 yi3 jing1 zai4 da2 an4 qu1 le5."),
        ("十一个", "shi2 yi1 ge4"),
        ("不在", "bu2 zai4"),
        ("没有卡片2。", "mei2 you2 ka3 pian4 er4."),
    ])
    func toneSandhi(text: String, expected: String) {
        #expect(Words(.chinese).spoken(text) == expected)
    }

    @Test("Every Chinese line is all pinyin: no character is left for the voice to guess")
    func chineseAllPinyin() {
        for line in spokenLines(.chinese) {
            #expect(line.allSatisfy { $0.isASCII || $0 == "ü" }, "not all pinyin: \(line)")
            #expect(line.contains(/^[a-zü]+[1-5]/), "does not start with a syllable: \(line)")
        }
    }

    @Test("Numbers are words in every spoken line, read as the language reads them there", arguments: [
        (Language.english, "Card 4 is not part of your task. Try another card.", "Card four is not part of your task. Try another card."),
        (.vietnamese, "Thẻ 4 không có trong đề bài. Thử thẻ khác nhé.", "Thẻ bốn không có trong đề bài. Thử thẻ khác nhé."),
        (.korean, "카드 4는 문제에 없어요. 다른 카드를 골라 보세요.", "카드 사는 문제에 없어요. 다른 카드를 골라 보세요."),
        (.japanese, "カード4", "かあど よん"),
        (.chinese, "卡片4", "ka3 pian4 si4"),
    ])
    func numberWords(language: Language, text: String, expected: String) {
        let words = Words(language)
        #expect(words.spoken(text) == expected)
        for line in spokenLines(language) where language != .chinese {
            #expect(!line.contains(/[0-9]/), "digits left in \(language): \(line)")
        }
    }

    @Test("Stars are said in words with the right numerals", arguments: [
        (Language.english, "Well done! Two of three stars."),
        (.vietnamese, "Giỏi lắm! Hai trên ba ngôi sao."),
        (.japanese, "よくできたね！ほし みっつの うち ふたつ。"),
        (.korean, "잘했어요! 별 세 개 중 두 개."),
        (.chinese, "tai4 bang4 le5! ni3 de2 dao4 le5 liang3 ke1 xing1!"),
    ])
    func stars(language: Language, expected: String) {
        #expect(Narration(words: Words(language)).utterance(for: .levelComplete(stars: 2))?.spoken == expected)
    }

    @Test("Chinese asks speech-dispatcher for the pinyin voice; the others for their language's own")
    func voices() {
        let chinese = Narration(words: Words(.chinese)).utterance(for: .taskRequested(WordsFixtures.twoYellowSquares))
        #expect(chinese == Utterance(text: "题目：两个黄色的正方形。", spoken: "ti2 mu4: liang3 ge4 huang2 se4 de5 zheng4 fang1 xing2.",
                                     language: "zh", synthesisVoice: "cmn-latn-pinyin"))
        #expect(Language.chinese.speechVoice.espeakNGVoice == "cmn-latn-pinyin")
        for language in [Language.english, .vietnamese, .japanese, .korean] {
            let utterance = Narration(words: Words(language)).utterance(for: .levelComplete(stars: 3))
            #expect(utterance?.synthesisVoice == nil)
            #expect(utterance?.language == language.rawValue)
            #expect(language.speechVoice.espeakNGVoice == language.rawValue)
        }
    }
}
