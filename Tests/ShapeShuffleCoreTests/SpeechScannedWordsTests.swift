import Testing
@testable import ShapeShuffleCore

/// Auditory scanning says whatever the scan reaches in any window: every button, check box, tab
/// and title the game shows, grown-ups' ones included. None may be spelled out as letters the
/// voice cannot read, nor have a sign read as a word ("slash"). Words written in Latin letters
/// on screen (the game's name, the Enter key) may be said as English says them.
@Suite("Every word a scan reaches is sayable")
struct SpeechScannedWordsTests {
    static func everyShownWord(in language: Language) -> [String] {
        let words = Words(language)
        var texts = UIText.allCases.map(words.text)
        texts += ProfileText.allCases.map(words.text)
        texts += SwitchAccessText.allCases.map(words.text)
        texts += PracticeText.allCases.map(words.practice)
        texts += GrownUpText.allCases.map(words.text)
        texts += AssistText.allCases.map(words.assist)
        texts += ProgressText.allCases.map(words.text)
        texts += AttributeKind.allCases.flatMap { [words.kindName($0), words.mistakesHeading($0), words.practiceTitle(.values($0))] }
        texts += AttributeKind.allCases.filter { !$0.mayBeLeftOut }.map { words.practiceProblem(.noneChosen($0)) }
        texts += SettingsGroup.allCases.map { $0.title(in: language) }
        texts += SettingText.allCases.map(words.setting)
        var seen = Set<String>()
        return texts.filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    @Test("espeak-ng says every word shown, in the child's language", arguments: Language.allCases)
    func sayable(language: Language) throws {
        let narration = Narration(words: Words(language))
        let voice = language.speechVoice.espeakNGVoice
        let utterances = Self.everyShownWord(in: language).map(narration.utterance(saying:))
        #expect(utterances.count > 100, "too few words to be every word: \(utterances.count)")
        let phonemes = try Espeak.phonemes(utterances.map(\.spoken), voice: voice)
        guard Espeak.unreadable(in: phonemes) != nil else { return }
        for utterance in utterances {
            let own = try Espeak.phonemes([utterance.spoken], voice: voice)
            if let fault = Espeak.unreadable(in: own) {
                Issue.record("\(language.rawValue) \(fault) in espeak-ng -v \(voice): \(utterance.text) → \(utterance.spoken) → \(own)")
            }
        }
    }
}

extension Espeak {
    /// A character the voice could only spell out ("Chinese letter") or a sign it reads as an
    /// English word.
    static func unreadable(in phonemes: String) -> String? {
        if phonemes.contains(/(tS'aIni:z|dZ'ap@ni:z|k@r'i:@n)\S*\s*l[',]?[Ee]t[3@]/) { return "a spelled letter" }
        if phonemes.contains(/sl'?aS/) { return "a slash read aloud" }
        return nil
    }
}
