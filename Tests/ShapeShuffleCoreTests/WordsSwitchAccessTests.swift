import Foundation
import Testing
import ShapeShuffleCore

@Suite("Switch access words")
struct WordsSwitchAccessTests {
    @Test("Every text is there, and translated rather than left in English",
          arguments: Language.allCases.filter { $0 != .english })
    func complete(language: Language) {
        let words = Words(language), english = Words(.english)
        for item in SwitchAccessText.allCases {
            let text = words.text(item)
            #expect(!text.trimmingCharacters(in: .whitespaces).isEmpty, "\(item) is empty in \(language)")
            #expect(text != english.text(item), "\(item) is still English in \(language)")
            #expect(!text.contains(where: { $0.isASCII && $0.isLetter }) || language == .vietnamese,
                    "\(item) in \(language) holds Latin letters: \(text)")
        }
    }

    @Test("The choices of one setting differ", arguments: Language.allCases)
    func choicesDiffer(language: Language) {
        let words = Words(language)
        let methods = ScanMethod.allCases.map { words.text(SwitchAccessText.title(of: $0)) }
        #expect(Set(methods).count == methods.count)
        let mice = MouseSwitch.allCases.map { words.text(SwitchAccessText.title(of: $0)) }
        #expect(Set(mice).count == mice.count)
    }

    @Test func aClashWithTheStepKeyNamesIt() {
        let words = Words(.english)
        #expect(words.keyRefused(.inUse(key: "Return", by: .scanStep)).contains("Move-on key"))
        #expect(words.text(.scanningStopped) == "Scanning stopped. Press the switch to start.")
    }
}
