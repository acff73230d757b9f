import CGtk
import CVoice
import ShapeShuffleCore

/// The game's own voice and event sounds, for children who cannot read yet. The core decides
/// what to say (`Narration`), which voice says it (`RecordedVoice`: the natural voice's clips, or
/// speech-dispatcher) and how to treat a slow or missing server (`SpeechQueue`); this only hands
/// lines to the voice's worker thread and sounds to their own, so neither a hung speech service
/// nor a slow sound server ever stops the game answering, nor one holds the other back.
@MainActor
final class Voice {
    private let speech = SpeechWorker()
    private let sounds = EventSoundWorker()
    private let recordedVoice: RecordedVoice?
    /// Off while a screen reader runs: it says all of this already, and two voices at once help
    /// no one. What the game was saying stops when one starts.
    var screenReaderRunning = false {
        didSet { if screenReaderRunning && !oldValue { speech.silence() } }
    }
    /// The child's settings as they are now: read at each line and sound, never kept.
    private let settings: @MainActor () -> Settings
    /// False on a computer with no sound at all: nothing is sent to a speech server that could
    /// only speak into the void (and none is started for it).
    var soundCanBeHeard = true

    init(settings: @escaping @MainActor () -> Settings, recordedVoice: RecordedVoice?) {
        self.settings = settings
        self.recordedVoice = recordedVoice
    }

    isolated deinit {
        speech.quit()
        sounds?.quit()
    }

    var speaks: Bool { VoicePolicy.speaks(settings(), screenReaderRunning: screenReaderRunning, soundCanBeHeard: soundCanBeHeard) }

    /// Says the utterance's spoken form in its language and voice; `interrupting` drops whatever
    /// is still being said or waits to be said.
    func say(_ utterance: Utterance, interrupting: Bool = false) {
        guard speaks, !utterance.spoken.isEmpty else { return }
        let route = recordedVoice?.route(for: utterance) ?? .synthesizer(because: .noNaturalVoice)
        if case .synthesizer(let reason) = route { VoiceLog.write(reason.logLine) }
        let settings = self.settings()
        speech.add(SpeechLine(utterance: utterance, rate: settings.speechRate.speechDispatcherRate(for: utterance.language),
                              volume: settings.voiceVolume.speechDispatcherVolume, interrupting: interrupting,
                              route: route, clipDecibels: settings.voiceVolume.naturalVoiceDecibels,
                              clipTempo: settings.speechRate.clipTempo))
    }

    /// Plays the sound from the freedesktop theme, unless sounds are off here or on the desktop.
    func play(_ sound: EventSound) {
        let desktopEventSounds = ss_settings_enable_event_sounds() != 0 && GnomeEventSounds.enabled
        let settings = self.settings()
        guard VoicePolicy.playsSounds(settings, desktopEventSounds: desktopEventSounds), let sounds else { return }
        sounds.play(sound.freedesktopEventID, decibels: settings.soundVolume.soundDecibels)
    }
}

extension EventSound {
    /// Soft sounds every desktop's sound theme has (sound-theme-freedesktop).
    var freedesktopEventID: String {
        switch self {
        case .flip: "audio-volume-change"
        case .rightCard: "message-new-instant"
        case .mistake: "dialog-information"
        case .levelComplete: "complete"
        }
    }
}
