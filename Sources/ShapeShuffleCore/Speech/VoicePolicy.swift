/// When the game's own voice speaks and its event sounds play. The voice is silent while a screen
/// reader runs (it says all of this already, and two voices at once help no one), when its volume
/// is off, and on a computer with no sound at all (nothing is sent to speak into the void). Sounds
/// play unless they are off here or the desktop turned event sounds off.
public enum VoicePolicy {
    public static func speaks(_ settings: Settings, screenReaderRunning: Bool, soundCanBeHeard: Bool) -> Bool {
        settings.voiceVolume != .off && !screenReaderRunning && soundCanBeHeard
    }

    public static func playsSounds(_ settings: Settings, desktopEventSounds: Bool) -> Bool {
        settings.soundVolume != .off && desktopEventSounds
    }
}
