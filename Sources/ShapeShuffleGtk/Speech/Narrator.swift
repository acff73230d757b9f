import CGtk
import ShapeShuffleCore

/// The game's own voice and sounds: what the core's `Narration` says for an event, a line or a
/// child's name, and the level's caption, written whether or not it is heard. The voice is silent
/// while a screen reader speaks (`ScreenReaderWatch`); the sounds still play. Where nothing can be
/// heard (`HeardOrSeen`), captions always show and the grown-ups are told once.
@MainActor
final class Narrator {
    private let voice: Voice
    private let screenReader: ScreenReaderWatch
    private let words: @MainActor () -> Words
    private let level: @MainActor () -> LevelScreen?
    private var heardOrSeen = HeardOrSeen(soundCanBeHeard: true)

    init(settings: @escaping @MainActor () -> Settings, recordedVoice: RecordedVoice?,
         words: @escaping @MainActor () -> Words, level: @escaping @MainActor () -> LevelScreen?) {
        let voice = Voice(settings: settings, recordedVoice: recordedVoice)
        self.voice = voice
        screenReader = ScreenReaderWatch { [voice] running in voice.screenReaderRunning = running }
        voice.screenReaderRunning = screenReader.isRunning
        self.words = words
        self.level = level
    }

    private var narration: Narration { Narration(words: words()) }

    /// Without any sound output the voice stays silent, and no speech server starts for nothing.
    func soundFound(_ canBeHeard: Bool) {
        heardOrSeen = HeardOrSeen(soundCanBeHeard: canBeHeard)
        voice.soundCanBeHeard = canBeHeard
    }

    func showsCaptions(_ settings: Settings) -> Bool { heardOrSeen.showsCaptions(settings) }

    /// That the voice is off, once a run, when `settings` want it and nothing can be heard.
    func voiceOffNotice(for settings: Settings) -> SaveNotice? { heardOrSeen.voiceOffNotice(for: settings) }


    /// The voice and sound for an event, and the line as the level's caption.
    func narrate(_ event: SpokenEvent, interrupting: Bool = false) {
        let narration = narration
        if let sound = narration.sound(for: event) { voice.play(sound) }
        guard let utterance = narration.utterance(for: event) else { return }
        voice.say(utterance, interrupting: interrupting)
        level()?.showCaption(utterance.text)
    }

    /// Says the task again (the key, the menus and the speaker button): through the screen reader
    /// on whatever has focus, and through the game's own voice.
    func hearTask(_ prompt: Prompt, on game: GameState, describer: AccessibilityDescriber) {
        guard let screen = level() else { return }
        let event = SpokenEvent.taskRequested(prompt)
        if let line = narration.line(for: event) { screen.announce(line, game: game, describer: describer) }
        narrate(event, interrupting: true)
    }

    func say(_ text: String, interrupting: Bool = false) { voice.say(narration.utterance(saying: text), interrupting: interrupting) }

    /// A child's name and picture as focus reaches their button, as the grown-ups wrote or read it.
    func sayName(_ profile: Profile) { voice.say(narration.utterance(for: profile), interrupting: false) }

    func sayScanItem(_ name: String, interrupting: Bool) { voice.say(narration.scanItem(named: name), interrupting: interrupting) }
}
