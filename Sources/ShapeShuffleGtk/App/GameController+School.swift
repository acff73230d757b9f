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
        heardOrSeen = HeardOrSeen(soundCanBeHeard: sound.voiceCanBeHeard)
        voice.soundCanBeHeard = sound.voiceCanBeHeard
        if let notice = heardOrSeen.voiceOffNotice(for: preferences.settings) { pendingNotices.append(notice) }
    }

    /// The chosen child's saves are played here from now on: their lease, and what to tell if
    /// another game plays them.
    func playSaves(of id: ProfileID) {
        guard let profiles, let notice = lease?.play(profiles.setup.location(of: id), player: profiles.roster.whoseGame(id)?.name)
        else { return }
        say(notice)
    }

    var showsCaptions: Bool { heardOrSeen.showsCaptions(preferences.settings) }

    /// Says once a run that the voice is off, when a child's settings want it and there is no sound.
    func tellIfVoiceIsOff() {
        if let notice = heardOrSeen.voiceOffNotice(for: preferences.settings) { say(notice) }
    }
}
