import Foundation
import Testing
import ShapeShuffleCore

/// Every line the game can say, handed in its spoken form to espeak-ng in the voice the game asks
/// speech-dispatcher for (`Language.speechVoice`): no line may fall back to English in vi, ja, ko
/// or zh, spell out a "letter" it cannot read, or, in English, call a number card "objects".
@Suite("Every line is sayable")
struct SpeechSayableTests {
    @Test("espeak-ng says every spoken line in the child's language", arguments: Language.allCases)
    func sayable(language: Language) throws {
        let levels = try SpokenLineCatalog.levels()
        let narration = Narration(words: Words(language))
        let utterances = SpokenLineCatalog.everyLineSaid(in: language, levels: levels).map(narration.utterance(saying:))
        #expect(utterances.count > 100, "too few lines to be every line: \(utterances.count)")
        let voice = language.speechVoice.espeakNGVoice
        if language == .english {
            let objects = utterances.filter { $0.spoken.lowercased().contains("object") }
            #expect(objects.isEmpty, "English calls a number card objects: \(objects.map(\.spoken))")
        }
        // Both faults are a word's (a word read as English, a character spelled), and a line's
        // words are those of its phrases, which thousands of lines share: each phrase is said once,
        // with the first line it is in to name it.
        var lineOfPhrase: [String: Utterance] = [:]
        var phrases: [String] = []
        for utterance in utterances {
            for phrase in VoicePhrases.split(utterance.spoken) where lineOfPhrase[phrase] == nil {
                lineOfPhrase[phrase] = utterance
                phrases.append(phrase)
            }
        }
        #expect(phrases.count > 100 && phrases.count * 2 < utterances.count, "\(phrases.count) phrases in \(utterances.count) lines")
        // One espeak-ng run per batch keeps the test to seconds; a batch that fails is said again
        // phrase by phrase to name the lines at fault.
        let batchSize = 150
        for start in stride(from: 0, to: phrases.count, by: batchSize) {
            let batch = Array(phrases[start..<min(start + batchSize, phrases.count)])
            let phonemes = try Espeak.phonemes(batch, voice: voice)
            guard let fault = Espeak.fault(in: phonemes, language: language) else { continue }
            var named = false
            for phrase in batch {
                let own = try Espeak.phonemes([phrase], voice: voice)
                if let fault = Espeak.fault(in: own, language: language), let line = lineOfPhrase[phrase] {
                    named = true
                    Issue.record("\(language.rawValue) \(fault) in espeak-ng -v \(voice): \(phrase), of \(line.text) → \(line.spoken) → \(own)")
                }
            }
            if !named { Issue.record("\(language.rawValue) \(fault) in a batch, in no single phrase: \(phonemes)") }
        }
    }

    @Test("The check hears an English fallback and a spelled letter")
    func checkCanFail() throws {
        let kanji = try Espeak.phonemes(["追加"], voice: Language.japanese.speechVoice.espeakNGVoice)
        #expect(Espeak.fault(in: kanji, language: .japanese) != nil, "\(kanji)")
        let toneNumbers = try Espeak.phonemes(["四个点"], voice: "cmn")
        #expect(Espeak.fault(in: toneNumbers, language: .chinese) != nil, "\(toneNumbers)")
        let letter = try Espeak.phonemes(["追"], voice: Language.english.speechVoice.espeakNGVoice)
        #expect(Espeak.fault(in: letter, language: .english) != nil, "\(letter)")
    }
}

/// espeak-ng's phonemes for lines of text, from the real program.
enum Espeak {
    static func executable() throws -> URL {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":").map(String.init)
        for folder in paths + ["/usr/bin"] where FileManager.default.isExecutableFile(atPath: folder + "/espeak-ng") {
            return URL(fileURLWithPath: folder + "/espeak-ng")
        }
        throw EspeakMissing()
    }

    struct EspeakMissing: Error, CustomStringConvertible {
        var description: String {
            "espeak-ng is not installed, so the spoken lines cannot be checked: `make deps-test` installs it (scripts/deps-test.txt)"
        }
    }

    /// The phonemes espeak-ng would say for the lines, each line its own clause (`-l`).
    static func phonemes(_ lines: [String], voice: String) throws -> String {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = ["-q", "-x", "-l", "100000", "-v", voice, "--stdin"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data((lines.joined(separator: "\n") + "\n").utf8))
        try input.fileHandleForWriting.close()
        let said = output.fileHandleForReading.readDataToEndOfFile()
        let complaint = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw EspeakFailed(status: process.terminationStatus, message: String(decoding: complaint, as: UTF8.self))
        }
        return String(decoding: said, as: UTF8.self)
    }

    struct EspeakFailed: Error { var status: Int32; var message: String }

    /// What is wrong with what espeak-ng said, or nil: English inside another language, or the
    /// word "letter" (espeak-ng's name for a character it cannot read, said in English as l'Et3
    /// and in the other voices as l'et@).
    static func fault(in phonemes: String, language: Language) -> String? {
        if language != .english, phonemes.contains("(en)") { return "an English fallback" }
        if phonemes.contains(/l[',]?[Ee]t[3@]/) { return "a spelled letter" }
        return nil
    }
}
