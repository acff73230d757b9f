import Foundation
import Testing
@testable import ShapeShuffleCore

@Suite("Practice words")
struct WordsPracticeTests {
    @Test("a practice level says where it stands: its place and the practice's length", arguments: Language.allCases)
    func place(language: Language) {
        let choice = PracticeChoice(numbers: [1, 2], colours: [.red], shapes: [.circle], cardsPerLevel: 4, levelCount: 5)
        let text = Words(language).practicePlace(PracticeRun(choice: choice, levelIndex: 2))
        #expect(text.hasPrefix(Words(language).practice(.practice)), "\(text)")
        let figures = text.split(whereSeparator: { !$0.isNumber }).map(String.init)
        #expect(figures == ["2", "5"], "\(text)")
        if language == .english { #expect(text == "Practice: 2 of 5") }
    }

    @Test("every practice text is there and translated", arguments: Language.allCases.filter { $0 != .english })
    func complete(language: Language) {
        let words = Words(language), english = Words(.english)
        let texts = PracticeText.allCases.map { ("\($0)", words.practice($0), english.practice($0)) }
            + PracticeField.all.map { ("\($0)", words.practiceTitle($0), english.practiceTitle($0)) }
            + AttributeKind.allCases.filter { !$0.mayBeLeftOut }.map(PracticeProblem.noneChosen).map {
                ("\($0)", words.practiceProblem($0), english.practiceProblem($0))
            }
        for (item, text, inEnglish) in texts {
            #expect(!text.trimmingCharacters(in: .whitespaces).isEmpty, "\(item) is empty in \(language)")
            #expect(text != inEnglish, "\(item) is still English in \(language)")
            #expect(!text.contains(where: { $0.isASCII && $0.isLetter }) || language == .vietnamese,
                    "\(item) in \(language) holds Latin letters: \(text)")
        }
        #expect(words.unreadable(.practice, keptAs: "practice.json.corrupt-1").contains("practice.json.corrupt-1"))
    }

    @Test("texts within one language are not muddled together", arguments: Language.allCases)
    func distinct(language: Language) {
        let words = Words(language)
        #expect(Set(PracticeField.all.map(words.practiceTitle)).count == PracticeField.all.count)
    }

    @Test("English reads as the README says")
    func english() {
        #expect(Words(.english).practice(.practice) == "Practice")
        #expect(Words(.english).practice(.practiceDone) == "Practice done! Well done!")
    }
}
