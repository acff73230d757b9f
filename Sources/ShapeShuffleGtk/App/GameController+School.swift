import FoundationEssentials
import ShapeShuffleCore

/// A school's computers: the lease on the child's saves, and a computer with no sound.
extension GameController {
    /// Before the first screen: takes the lease on the child's saves, or finds another game
    /// playing them, and looks for sound; what the grown-ups must know waits in `pendingNotices`.
    func startSchoolChecks(me: GameInstance, location: SaveLocation, sound: SoundOutputFacts) {
        let lease = SaveLease(location: location, me: me, player: whoseGame?.name)
        lease.onTaken = { [unowned self] in say($0) }
        self.lease = lease
        if let notice = lease.start() { pendingNotices.append(notice) }
        soundCanBeHeard = sound.voiceCanBeHeard
        voice.soundCanBeHeard = soundCanBeHeard
        if let notice = voiceOffNotice() {
            pendingNotices.append(notice)
            voiceOffTold = true
        }
    }

    /// Captions are the voice's words on the screen: always shown where no sound can be heard.
    var showsCaptions: Bool { preferences.settings.captions || !soundCanBeHeard }

    /// Says once a run that the voice is off, when a child's settings want it and there is no sound.
    func tellIfVoiceIsOff() {
        guard !voiceOffTold, let notice = voiceOffNotice() else { return }
        voiceOffTold = true
        say(notice)
    }

    private func voiceOffNotice() -> SaveNotice? {
        guard !soundCanBeHeard, preferences.settings.voiceVolume != .off else { return nil }
        return SaveNotice(kind: .voice, file: URL(fileURLWithPath: "/dev/snd"), event: .voiceOff)
    }
}
