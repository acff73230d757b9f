import Foundation
import ShapeShuffleCore

// Every fixed line the game's voice says, one JSON object a line, for the voice tools: the
// listening check (`make voice-check`) and the pre-rendered voices. Each object has the language,
// the clip's name, the text the screen shows, the spoken form the synthesizer is handed, and
// speech-dispatcher's language, voice and rate (-100 to 100) for it at the game's normal speed,
// and the natural voice's clips that say it, one a phrase (none for a line only speech-dispatcher may say). With --phrases, it lists instead each phrase the
// natural voice has a clip for, once: what `make voices` renders (its text, in Chinese, its characters
// one for each syllable, where the renderer finds its words). With --faces, it lists what a
// card's face says as it turns over ("It is red."), one line for each number, colour, shape and size,
// with its kind: the words the listener in `make test` must hear apart.
//
//   spoken-lines [--phrases | --faces] LEVELS-JSON [LANGUAGE…]     (languages: en vi ja ko zh; all when none is given)

var arguments = CommandLine.arguments.dropFirst()
let phrasesOnly = arguments.first == "--phrases"
let facesOnly = arguments.first == "--faces"
if phrasesOnly || facesOnly { arguments = arguments.dropFirst() }
guard let levelsPath = arguments.first else {
    FileHandle.standardError.write(Data("usage: spoken-lines [--phrases | --faces] LEVELS-JSON [LANGUAGE…]\n".utf8))
    exit(2)
}
let languages: [Language]
do {
    languages = try arguments.dropFirst().map { code in
        guard let language = Language(rawValue: code) else { throw UnknownLanguage(code: code) }
        return language
    }
} catch {
    FileHandle.standardError.write(Data("spoken-lines: \(error)\n".utf8))
    exit(2)
}

struct UnknownLanguage: Error, CustomStringConvertible {
    var code: String
    var description: String { "no language \(code); the languages are \(Language.allCases.map(\.rawValue).joined(separator: " "))" }
}

struct Line: Encodable {
    var lang: String
    var clip: String
    var text: String
    var spoken: String
    var speechLanguage: String
    var voice: String?
    var rate: Int
    /// The natural voice's clips that say the line, one a phrase.
    var clips: [String]?
    /// What kind of card face the line names (count, colour, shape, size), with --faces.
    var kind: String?
}

do {
    let levels = SpokenLines.levels(in: LevelCatalog(handWritten: try LevelFile.load(from: URL(fileURLWithPath: levelsPath))))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    var output = Data()
    for language in languages.isEmpty ? Language.allCases : languages {
        let narration = Narration(words: Words(language))
        if facesOnly {
            let words = Words(language)
            for attribute in SpokenLines.everyAttribute {
                let said = narration.utterance(saying: words.spokenFace(attribute))
                let line = Line(lang: language.rawValue, clip: said.clipName, text: said.text, spoken: said.spoken,
                                speechLanguage: said.language, voice: said.synthesisVoice,
                                rate: SpeechRate.normal.speechDispatcherRate(for: said.language),
                                clips: said.voicePhrases?.map(\.clipName), kind: attribute.kind.rawValue)
                output += try encoder.encode(line) + Data("\n".utf8)
            }
            continue
        }
        if phrasesOnly {
            for (phrase, written) in SpokenLines.writtenPhrases(in: language, levels: levels) {
                let voice = language.speechVoice
                let line = Line(lang: language.rawValue, clip: phrase.clipName, text: written, spoken: phrase.spoken,
                                speechLanguage: voice.language, voice: voice.synthesisVoice,
                                rate: SpeechRate.normal.speechDispatcherRate(for: voice.language))
                output += try encoder.encode(line) + Data("\n".utf8)
            }
            continue
        }
        for text in SpokenLines.everyLineSaid(in: language, levels: levels) {
            let said = narration.utterance(saying: text)
            let line = Line(lang: language.rawValue, clip: said.clipName, text: said.text, spoken: said.spoken,
                            speechLanguage: said.language, voice: said.synthesisVoice,
                            rate: SpeechRate.normal.speechDispatcherRate(for: said.language),
                            clips: said.voicePhrases?.map(\.clipName))
            output += try encoder.encode(line) + Data("\n".utf8)
        }
    }
    FileHandle.standardOutput.write(output)
} catch {
    FileHandle.standardError.write(Data("spoken-lines: \(error)\n".utf8))
    exit(1)
}
