import FoundationEssentials
import ShapeShuffleCore

/// A school's computers: the lease on the child's saves, and a computer with no sound.
extension GameController {
    /// Before the first screen: takes the lease on the child's saves, or finds another game
    /// playing them, and looks for sound; what the grown-ups must know waits in `pendingNotices`.
    func startSchoolChecks(me: GameInstance, location: SaveLocation, sound: SoundOutputFacts) {
        let lease = SaveLease(me: me)
        lease.onTaken = { [unowned self] in say($0) }
        self.lease = lease
        // On "Who is playing?" nobody plays yet: the lease is taken once a child is chosen.
        if profiles?.opensOnChooser != true, let notice = lease.play(location, player: whoseGame?.name) {
            pendingNotices.append(notice)
        }
        soundCanBeHeard = sound.voiceCanBeHeard
        voice.soundCanBeHeard = soundCanBeHeard
        if let notice = voiceOffNotice() {
            pendingNotices.append(notice)
            voiceOffTold = true
        }
    }

    /// The chosen child's saves are played here from now on: their lease, and what to tell if
    /// another game plays them.
    func playSaves(of id: ProfileID) {
        guard let profiles, let notice = lease?.play(profiles.setup.location(of: id), player: profiles.roster.whoseGame(id)?.name)
        else { return }
        say(notice)
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
