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

    @Test("Past ninety-nine the digits stand for themselves")
    func largeNumbers() {
        #expect(Words(.english).number(120) == "120")
        #expect(Words(.korean).numberSpellings(120) == ["120"])
    }
}
