import Testing
import ShapeShuffleCore

@Suite("Number words")
struct WordsNumberTests {
    @Test("One to six as a child says them", arguments: [
        (Language.english, ["one", "two", "three", "four", "five", "six"]),
        (.vietnamese, ["một", "hai", "ba", "bốn", "năm", "sáu"]),
        (.japanese, ["いち", "に", "さん", "よん", "ご", "ろく"]),
        (.korean, ["하나", "둘", "셋", "넷", "다섯", "여섯"]),
        (.chinese, ["一", "二", "三", "四", "五", "六"]),
    ])
    func oneToSix(language: Language, expected: [String]) {
        #expect((1...6).map(Words(language).number) == expected)
    }

    @Test("Find also takes counted forms and other readings")
    func spellings() {
        #expect(Words(.japanese).numberSpellings(2).contains("ふたつ"))
        #expect(Words(.japanese).numberSpellings(6).contains("むっつ"))
        #expect(Words(.japanese).numberSpellings(8).contains("八"))
        #expect(Words(.korean).numberSpellings(1).contains("한"))
        #expect(Words(.korean).numberSpellings(8).contains("팔"))
        #expect(Words(.chinese).numberSpellings(2).contains("两"))
        #expect(Words(.vietnamese).numberSpellings(24) == ["24", "hai mươi bốn", "hai mươi tư"])
        #expect(Words(.english).numberSpellings(21) == ["21", "twenty-one", "twenty one"])
    }

    @Test("Level numbers past ten are spelled in each language's own way", arguments: [
        (Language.english, 15, "fifteen"), (.english, 40, "forty"),
        (.vietnamese, 15, "mười lăm"), (.vietnamese, 21, "hai mươi mốt"),
        (.japanese, 12, "じゅうに"), (.japanese, 30, "さんじゅう"),
        (.korean, 12, "열둘"), (.korean, 20, "스물"),
        (.chinese, 12, "十二"), (.chinese, 35, "三十五"),
    ])
    func pastTen(language: Language, number: Int, expected: String) {
        #expect(Words(language).number(number) == expected)
    }

    /// Home shows every level reached, so "Level 105" must be said as a speaker says it.
    @Test("Hundreds are words as each language says them; past 999 the digits stand for themselves", arguments: [
        (Language.english, 105, "one hundred and five"), (.english, 300, "three hundred"),
        (.vietnamese, 105, "một trăm linh năm"), (.vietnamese, 121, "một trăm hai mươi mốt"),
        (.japanese, 300, "さんびゃく"), (.japanese, 612, "ろっぴゃくじゅうに"),
        (.chinese, 105, "一百零五"), (.chinese, 110, "一百一十"),
    ])
    func hundreds(language: Language, number: Int, expected: String) {
        #expect(Words(language).number(number) == expected)
        #expect(Words(language).number(number * 10) == String(number * 10))
    }

    @Test("A level past ninety-nine is said in words, never digits", arguments: Language.allCases)
    func levelNames(language: Language) {
        let narration = Narration(words: Words(language))
        let describer = AccessibilityDescriber(language: language)
        for number in [100, 105, 110, 121, 250, 300, 999] {
            let name = describer.describe(.levelButton(number))?.name ?? ""
            let spoken = narration.utterance(saying: name).spoken
            // Pinyin's only digits are tone numbers, each right after its syllable's letters.
            let characters = Array(spoken)
            let digitsRead = characters.indices.filter {
                characters[$0].isNumber && !(language == .chinese && $0 > 0 && characters[$0 - 1].isLetter)
            }
            #expect(digitsRead.isEmpty, "\(name) is said \(spoken)")
        }
        #expect(Words(.korean).numberSpellings(120) == ["120"])
    }

    @Test("Korean and Chinese say a level's hundreds the way a reader does")
    func hundredsSaid() {
        let korean = Narration(words: Words(.korean)), chinese = Narration(words: Words(.chinese))
        #expect(korean.utterance(saying: "레벨 121").spoken == "레벨 백이십일")
        #expect(chinese.utterance(saying: "第150关").spoken == "di4 yi4 bai2 wu3 shi2 guan1")
    }
}
