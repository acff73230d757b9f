import Testing
import ShapeShuffleCore
import Foundation

@Suite("Settings group names")
struct SettingsGroupWordsTests {
    static let otherLanguages = Language.allCases.filter { $0 != .english }

    @Test("Every group is named in every language, translated rather than left in English", arguments: otherLanguages)
    func translated(language: Language) {
        let words = Words(language), english = Words(.english)
        for group in SettingsGroup.allCases {
            let title = words.title(of: group)
            #expect(!title.trimmingCharacters(in: .whitespaces).isEmpty, "\(group) is empty in \(language)")
            #expect(title != english.title(of: group), "\(group) is still English in \(language)")
            #expect(!title.contains(where: { $0.isASCII && $0.isLetter }) || language == .vietnamese,
                    "\(group) in \(language) holds Latin letters: \(title)")
        }
    }

    @Test("No two groups share a name", arguments: Language.allCases)
    func distinct(language: Language) {
        let words = Words(language)
        let titles = SettingsGroup.allCases.map { words.title(of: $0) }
        #expect(Set(titles).count == titles.count, "\(language): \(titles)")
    }

    @Test("English reads as the README says")
    func english() {
        let words = Words(.english)
        #expect(SettingsGroup.allCases.map { words.title(of: $0) }
                == ["Language and looks", "Keys", "Voice and sound", "Switch access", "Switches", "Help while playing",
                    "Practice", "Practice length", "For grown-ups"])
    }
}
