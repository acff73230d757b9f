import ShapeShuffleCore

/// A school's computers: the lease on the child's saves, and a computer with no sound.
extension GameController {
    /// Before the first screen: takes the lease on the child's saves, or finds another game
    /// playing them, and looks for sound; what the grown-ups must know waits in `pendingNotices`.
    func startSchoolChecks(me: GameInstance, location: SaveLocation, sound: SoundOutputFacts) {
        if let notice = children.takeLease(me: me, location: location) { pendingNotices.append(notice) }
        heardOrSeen = HeardOrSeen(soundCanBeHeard: sound.voiceCanBeHeard)
        voice.soundCanBeHeard = sound.voiceCanBeHeard
        if let notice = heardOrSeen.voiceOffNotice(for: preferences.settings) { pendingNotices.append(notice) }
    }

    var showsCaptions: Bool { heardOrSeen.showsCaptions(preferences.settings) }

    /// Says once a run that the voice is off, when a child's settings want it and there is no sound.
    func tellIfVoiceIsOff() {
        if let notice = heardOrSeen.voiceOffNotice(for: preferences.settings) { say(notice) }
    }
}
