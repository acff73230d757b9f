import Testing
import ShapeShuffleCore

@Suite("Prompts in every language")
struct WordsPromptTests {
    @Test("Two yellow squares, in each language", arguments: [
        (Language.english, "Two yellow squares"),
        (.vietnamese, "Hai hình vuông màu vàng"),
        (.japanese, "きいろい しかくが 2つ"),
        (.korean, "노란색 네모 두 개"),
        (.chinese, "两个黄色的正方形"),
    ])
    func golden(language: Language, expected: String) {
        #expect(Words(language).prompt(WordsFixtures.twoYellowSquares) == expected)
    }

    @Test("A size goes where each language puts it", arguments: [
        (Language.english, "Three big blue triangles"),
        (.vietnamese, "Ba hình tam giác lớn màu xanh dương"),
        (.japanese, "おおきい あおい さんかくが 3つ"),
        (.korean, "큰 파란색 세모 세 개"),
        (.chinese, "三个蓝色的大三角形"),
    ])
    func withSize(language: Language, expected: String) {
        let prompt = Prompt(count: 3, size: .big, colour: .blue, shape: .triangle)
        #expect(Words(language).prompt(prompt) == expected)
    }

    @Test("One is singular, with each language's own counting", arguments: [
        (Language.english, "One red circle"),
        (.vietnamese, "Một hình tròn màu đỏ"),
        (.japanese, "あかい まるが 1つ"),
        (.korean, "빨간색 동그라미 한 개"),
        (.chinese, "一个红色的圆形"),
    ])
    func singular(language: Language, expected: String) {
        #expect(Words(language).prompt(Prompt(count: 1, colour: .red, shape: .circle)) == expected)
    }

    @Test("Noun colours take の in Japanese, and Chinese says 两 only for two")
    func colourAndCountForms() {
        #expect(Words(.japanese).prompt(Prompt(count: 4, size: .small, colour: .green, shape: .star)) == "ちいさい みどりの ほしが 4つ")
        #expect(Words(.chinese).prompt(Prompt(count: 2, colour: .red, shape: .heart)) == "两个红色的爱心")
        #expect(Words(.chinese).prompt(Prompt(count: 5, colour: .red, shape: .heart)) == "五个红色的爱心")
        #expect(Words(.korean).prompt(Prompt(count: 4, colour: .purple, shape: .diamond)) == "보라색 마름모 네 개")
    }

    @Test("One object of the prompt picture is named without a count", arguments: [
        (Language.english, "yellow square", "big blue triangle"),
        (.vietnamese, "hình vuông màu vàng", "hình tam giác lớn màu xanh dương"),
        (.japanese, "きいろい しかく", "おおきい あおい さんかく"),
        (.korean, "노란색 네모", "큰 파란색 세모"),
        (.chinese, "黄色的正方形", "蓝色的大三角形"),
    ])
    func picture(language: Language, plain: String, sized: String) {
        let words = Words(language)
        #expect(words.promptPicture(WordsFixtures.twoYellowSquares) == plain)
        #expect(words.promptPicture(Prompt(count: 3, size: .big, colour: .blue, shape: .triangle)) == sized)
    }

    @Test("Every prompt says its colour and shape, and no two prompts read the same", arguments: Language.allCases)
    func everyCombination(language: Language) {
        let words = Words(language)
        var seen = Set<String>()
        for prompt in WordsFixtures.allPrompts {
            let phrase = words.prompt(prompt), picture = words.promptPicture(prompt)
            #expect(phrase.contains(words.colour(prompt.colour)), "\(phrase) lacks its colour")
            #expect(phrase.contains(words.shape(prompt.shape)), "\(phrase) lacks its shape")
            #expect(picture.contains(words.colour(prompt.colour)) && picture.contains(words.shape(prompt.shape)))
            #expect(phrase.contains(picture) || language == .english, "\(phrase) does not show \(picture)")
            seen.insert(phrase)
        }
        #expect(seen.count == WordsFixtures.allPrompts.count)
    }

    @Test("Colour, shape and size names are distinct within each language", arguments: Language.allCases)
    func distinctNames(language: Language) {
        let words = Words(language)
        #expect(Set(Colour.allCases.map(words.colour)).count == Colour.allCases.count)
        #expect(Set(Shape.allCases.map(words.shape)).count == Shape.allCases.count)
        #expect(Set(Size.allCases.map(words.size)).count == Size.allCases.count)
    }
}
