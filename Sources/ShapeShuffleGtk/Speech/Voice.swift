import CGtk
import CVoice
import ShapeShuffleCore

/// The game's own voice and event sounds, for children who cannot read yet. The core decides
/// what to say (`Narration`); this only hands it to speech-dispatcher and the sound theme, on a
/// worker thread, so a missing, slow or hung speech service never stops the game answering.
@MainActor
final class Voice {
    private let queue: OpaquePointer?
    /// Off while a screen reader runs: it says all of this already, and two voices at once help no one.
    var screenReaderRunning = false
    var settings: Settings
    var language: Language

    init(settings: Settings, language: Language) {
        self.settings = settings
        self.language = language
        queue = ss_voice_start()
    }

    isolated deinit {
        if let queue {
            ss_voice_push(queue, SS_VOICE_QUIT, 0, 0, nil, nil)
            g_async_queue_unref(queue)
        }
    }

    var speaks: Bool { settings.readAloud && !screenReaderRunning }

    /// Says the utterance's spoken form; `interrupting` drops whatever is still being said or waits to be said.
    func say(_ utterance: Utterance, interrupting: Bool = false) {
        guard speaks, let queue, !utterance.spoken.isEmpty else { return }
        ss_voice_push(queue, SS_VOICE_SAY, interrupting ? 1 : 0, Int32(settings.speechRate.speechDispatcherRate),
                      utterance.language, utterance.spoken)
    }

    /// Plays the sound from the freedesktop theme, unless sounds are off here or on the desktop.
    func play(_ sound: EventSound) {
        guard settings.sounds, ss_settings_enable_event_sounds() != 0, let queue else { return }
        ss_voice_push(queue, SS_VOICE_SOUND, 0, 0, nil, sound.freedesktopEventID)
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
