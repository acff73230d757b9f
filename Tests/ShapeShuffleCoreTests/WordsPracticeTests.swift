import Foundation
import Testing
import ShapeShuffleCore

@Suite("Practice words")
struct WordsPracticeTests {
    @Test("every practice text is there and translated", arguments: Language.allCases.filter { $0 != .english })
    func complete(language: Language) {
        let words = Words(language), english = Words(.english)
        for item in PracticeText.allCases {
            let text = words.practice(item)
            #expect(!text.trimmingCharacters(in: .whitespaces).isEmpty, "\(item) is empty in \(language)")
            #expect(text != english.practice(item), "\(item) is still English in \(language)")
            #expect(!text.contains(where: { $0.isASCII && $0.isLetter }) || language == .vietnamese,
                    "\(item) in \(language) holds Latin letters: \(text)")
        }
        #expect(words.practiceUnreadable(keptAs: "practice.json.corrupt-1").contains("practice.json.corrupt-1"))
    }

    @Test("texts within one language are not muddled together", arguments: Language.allCases)
    func distinct(language: Language) {
        let words = Words(language)
        let items: [PracticeText] = [.numbers, .colours, .shapes, .sizes, .cardsPerLevel, .levelsInPractice]
        #expect(Set(items.map(words.practice)).count == items.count)
    }

    @Test("English reads as the README says")
    func english() {
        #expect(Words(.english).practice(.practice) == "Practice")
        #expect(Words(.english).practice(.practiceDone) == "Practice done! Well done!")
    }
}
