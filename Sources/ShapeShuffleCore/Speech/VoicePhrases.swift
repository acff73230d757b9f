/// One stretch of a line between two pauses, as the pre-rendered voice says it: its spoken form
/// and the name of its clip (`voices/<language>/<clip>.ogg`).
public struct VoicePhrase: Hashable, Sendable {
    public var spoken: String
    public var clipName: String
}

/// The game's lines are built from a few hundred phrases a language (a card's number, a colour,
/// "That's not in the task."), joined at the pauses a speaker makes anyway: after a comma, a full
/// stop, a colon. The natural voice says each phrase once, in a clip that ends in that pause, and
/// a line is its clips played one after another. Thousands of lines then need a few hundred clips,
/// which keeps the voices small and quick to render.
public enum VoicePhrases {
    /// Punctuation a phrase ends at. Latin marks end a phrase only before a space or at the end,
    /// so a mark inside a word never cuts it.
    static let latinPauses: Set<Character> = [",", ".", "!", "?", ":", ";"]
    static let wideMarks: Set<Character> = ["、", "。", "！", "？", "，", "：", "；"]

    /// The phrases of a spoken form, in order, each with the marks that end it.
    public static func split(_ spoken: String) -> [String] {
        var phrases: [String] = []
        var current = ""
        let characters = Array(spoken)
        func finish() {
            let phrase = current.trimmingWhitespace
            // Marks alone ("." after a bracket's comma) say nothing: they end the phrase before.
            if !phrase.contains(where: { $0.isLetter || $0.isNumber }), let last = phrases.popLast() {
                phrases.append(last + phrase)
            } else if !phrase.isEmpty {
                phrases.append(phrase)
            }
            current = ""
        }
        for (index, character) in characters.enumerated() {
            current.append(character)
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let isMark = latinPauses.contains(character) || wideMarks.contains(character)
            let nextIsMark = next.map { latinPauses.contains($0) || wideMarks.contains($0) } ?? false
            guard isMark, !nextIsMark else { continue }
            if wideMarks.contains(character) || next == nil || next!.isWhitespace { finish() }
        }
        finish()
        return phrases
    }
}

extension Utterance {
    /// The phrases the natural voice says this line in, or nil when only the synthesizer may say
    /// it (a line with a child's name in it).
    public var voicePhrases: [VoicePhrase]? {
        guard mayUseRecordedVoice else { return nil }
        return VoicePhrases.split(spoken).map {
            VoicePhrase(spoken: $0, clipName: VoiceClipName.of($0, language: language, synthesisVoice: synthesisVoice))
        }
    }
}

extension String {
    var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
