import Foundation
import Testing
@testable import ShapeShuffleCore

/// The natural voice's clips as shipped in voices/: every line the game says in a language with a
/// natural voice is covered by clips, nothing shipped is stale, they fit the size budget, and a
/// line goes to speech-dispatcher exactly when it should.
@Suite("The natural voice's clips")
struct VoiceClipsTests {
    static let shipped = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("voices").path

    /// The languages said by espeak-ng on purpose, not by a natural voice: Vietnamese has no
    /// voice whose weights come in a package (voices/CREDITS.md says what was tried).
    static let saidBySpeechDispatcher: Set<Language> = [.vietnamese]

    @Test("A line is cut after its commas, full stops and colons, and nowhere else")
    func phrases() {
        #expect(VoicePhrases.split("Let me look at Card three, red. That's not in the task.")
            == ["Let me look at Card three,", "red.", "That's not in the task."])
        #expect(VoicePhrases.split("Your task: Two yellow squares.") == ["Your task:", "Two yellow squares."])
        #expect(VoicePhrases.split("かあど さん、あか。おだいに ないね。") == ["かあど さん、", "あか。", "おだいに ないね。"])
        #expect(VoicePhrases.split("ti2 mu4: si4 ge4 dian3.") == ["ti2 mu4:", "si4 ge4 dian3."])
        #expect(VoicePhrases.split("Well done!! Three stars") == ["Well done!!", "Three stars"])
        #expect(VoicePhrases.split("Level 1.5 is here") == ["Level 1.5 is here"])
        // Marks alone would be a clip of silence: they stay with the phrase before.
        #expect(VoicePhrases.split("liang3 ke1 xing1, man3 fen1 san1 ke1, .") == ["liang3 ke1 xing1,", "man3 fen1 san1 ke1,."])
    }

    @Test("Every line said in a language with a natural voice has a clip for each of its phrases",
          arguments: Language.allCases)
    func everyLineHasClips(language: Language) throws {
        let voice = RecordedVoice(folder: Self.shipped)
        let hasVoice = voice.languages().contains(language.speechDispatcherCode)
        #expect(hasVoice == !Self.saidBySpeechDispatcher.contains(language))
        guard hasVoice else { return }
        let narration = Narration(words: Words(language))
        var uncovered: [String] = []
        for line in SpokenLines.everyLineSaid(in: language, levels: try SpokenLineCatalog.levels()) {
            let route = voice.route(for: narration.utterance(saying: line))
            if case .synthesizer(let reason) = route { uncovered.append("\(line): \(reason)") }
        }
        #expect(uncovered.isEmpty, "\(uncovered.count) lines without clips, first \(uncovered.prefix(5))")
    }

    /// Levels past the catalogue's are generated, so a child who plays on meets tasks and cards
    /// no hand-written level has: every one of them, and "Level N" as scanning says it, must be
    /// said by the natural voice too.
    @Test("Every line a child hears up to level 300 and in practice is said from clips",
          arguments: Language.allCases.filter { !saidBySpeechDispatcher.contains($0) })
    func farLevelsHaveClips(language: Language) throws {
        let catalog = LevelCatalog(handWritten: try LevelFileFixture.loadShipped())
        let levels = (1...300).map(catalog.level) + SpokenLines.practiceLevels
        let narration = Narration(words: Words(language))
        let describer = AccessibilityDescriber(language: language)
        let levelNames = (1...300).compactMap { describer.describe(.levelButton($0))?.name }
        var phrases: [String: String] = [:]
        for line in SpokenLines.everyLineSaid(in: language, levels: levels) + levelNames {
            for phrase in narration.utterance(saying: line).voicePhrases ?? [] { phrases[phrase.clipName] = line }
        }
        #expect(phrases.count > 1000)
        let folder = Self.shipped + "/" + language.speechDispatcherCode + "/"
        let missing = phrases.filter { RecordedVoice.inspect(folder + $0.key + ".ogg") != .vorbis }.map(\.value).sorted()
        #expect(missing.isEmpty, "\(missing.count) lines would go to espeak-ng, first \(missing.prefix(5))")
    }

    /// The renderer finds a Chinese phrase's words in its characters, so each of its syllables
    /// must stand beside the hanzi it reads: one for one, none left in pinyin, the same marks.
    @Test("Every Chinese phrase is written in hanzi, one for each syllable it says")
    func chinesePhrasesInCharacters() throws {
        let phrases = SpokenLines.writtenPhrases(in: .chinese, levels: try SpokenLineCatalog.levels())
        #expect(phrases.count > 1000)
        let misaligned = phrases.filter { phrase, written in
            let syllables = phrase.spoken.split(separator: " ")
            let characters = written.split(separator: " ")
            return syllables.count != characters.count || zip(syllables, characters).contains { syllable, character in
                character.count - character.filter(\.isPunctuation).count != 1 || character.first!.isASCII
                    || syllable.filter(\.isPunctuation) != character.filter(\.isPunctuation)
            }
        }
        #expect(misaligned.isEmpty, "\(misaligned.count) phrases, first \(misaligned.prefix(3).map(\.written))")
        let twoDots = phrases.first { $0.phrase.spoken == "liang3 ge4 dian3 de5 ka3 pian4 fang4 dao4 da2 an4 qu1 le5." }
        #expect(twoDots?.written == "两 个 点 的 卡 片 放 到 答 案 区 了.")
    }

    /// Every task a level can ask is a clip of its own in four languages (about 3,000 of the
    /// 5,700 clips), so that a task is said in one breath, as a speaker says it.
    @Test("No clip is shipped that no line needs, and all of them together stay under 80 MB")
    func nothingStale() throws {
        let levels = try SpokenLineCatalog.levels()
        var bytes = 0
        for language in Language.allCases {
            let folder = Self.shipped + "/" + language.speechDispatcherCode
            guard let files = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            let needed = Set(SpokenLines.phrases(in: language, levels: levels).map { $0.clipName + ".ogg" })
            let stale = files.filter { $0.hasSuffix(".ogg") && !needed.contains($0) }
            #expect(stale.isEmpty, "\(language): \(stale.count) clips no line says, first \(stale.prefix(3))")
            for file in files {
                bytes += (try FileManager.default.attributesOfItem(atPath: folder + "/" + file)[.size] as? Int) ?? 0
            }
        }
        #expect(bytes > 0 && bytes < 80_000_000, "the clips take \(bytes) bytes")
    }

    @Test("A child's name goes to speech-dispatcher, and so does the chooser's line around it")
    func names() {
        let narration = Narration(words: Words(.english))
        let voice = RecordedVoice(folder: Self.shipped)
        let named = Profile(id: ProfileID(number: 1), name: "Maya", picture: .cat)
        #expect(voice.route(for: narration.utterance(for: named)) == .synthesizer(because: .childsName))
        #expect(SynthesizerReason.childsName.logLine == nil)
        let unnamed = Profile(id: ProfileID(number: 1), name: "", picture: .cat)
        guard case .clips = voice.route(for: narration.utterance(for: unnamed)) else {
            Issue.record("an unnamed child's button was not said by the natural voice")
            return
        }
    }

    @Test("A missing, empty or damaged clip sends its whole line to speech-dispatcher, with a log line")
    func damagedClips() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("voices-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("en"), withIntermediateDirectories: true)
        let utterance = Narration(words: Words(.english)).utterance(saying: "Your task: Two yellow squares.")
        let phrases = try #require(utterance.voicePhrases)
        let real = Self.shipped + "/en/"
        for phrase in phrases {
            try FileManager.default.copyItem(atPath: real + phrase.clipName + ".ogg",
                                             toPath: folder.path + "/en/" + phrase.clipName + ".ogg")
        }
        let voice = RecordedVoice(folder: folder.path)
        let second = folder.path + "/en/" + phrases[1].clipName + ".ogg"
        #expect(voice.route(for: utterance) == .clips(phrases.map { folder.path + "/en/" + $0.clipName + ".ogg" }))

        try Data("OggS but not Vorbis".utf8).write(to: URL(fileURLWithPath: second))
        #expect(voice.route(for: utterance) == .synthesizer(because: .damagedClip(second)))
        try Data().write(to: URL(fileURLWithPath: second))
        #expect(voice.route(for: utterance) == .synthesizer(because: .emptyClip(second)))
        try FileManager.default.removeItem(atPath: second)
        let route = voice.route(for: utterance)
        #expect(route == .synthesizer(because: .missingClip(second)))
        if case .synthesizer(let reason) = route { #expect(reason.logLine?.contains(second) == true) }

        let vietnamese = Narration(words: Words(.vietnamese)).utterance(saying: "Đề bài: Hai hình vuông màu vàng.")
        #expect(voice.route(for: vietnamese) == .synthesizer(because: .noNaturalVoice))
        #expect(SynthesizerReason.noNaturalVoice.logLine == nil)
    }

    @Test("Every speech rate plays the clips, stretched to its pace; none sends a line to speech-dispatcher")
    func speechRate() {
        let voice = RecordedVoice(folder: Self.shipped)
        let task = Narration(words: Words(.english)).utterance(saying: "Your task: Two yellow squares.")
        guard case .clips = voice.route(for: task) else {
            Issue.record("the task was not played from clips")
            return
        }
        #expect(SpeechRate.slow.clipTempo < SpeechRate.normal.clipTempo)
        #expect(SpeechRate.normal.clipTempo == 1)
        #expect(SpeechRate.fast.clipTempo > SpeechRate.normal.clipTempo)
    }

    @Test("An empty SHAPE_SHUFFLE_VOICES turns the natural voice off; unset, it is in the data folder")
    func located() {
        #expect(RecordedVoice.located(environment: ["SHAPE_SHUFFLE_VOICES": ""], dataDirectory: "/usr/share/shape-shuffle") == nil)
        #expect(RecordedVoice.located(environment: [:], dataDirectory: "/usr/share/shape-shuffle")?.folder
            == "/usr/share/shape-shuffle/voices")
        #expect(RecordedVoice.located(environment: ["SHAPE_SHUFFLE_VOICES": "/tmp/v"], dataDirectory: "/x")?.folder == "/tmp/v")
    }
}
