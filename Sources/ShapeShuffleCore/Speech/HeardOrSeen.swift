import FoundationEssentials

/// Whether the game's voice is heard here or its words must be seen: where no sound can be
/// heard, captions always show and the grown-ups are told once a run that the voice is off.
public struct HeardOrSeen: Hashable, Sendable {
    public let soundCanBeHeard: Bool
    public private(set) var voiceOffTold = false

    public init(soundCanBeHeard: Bool) { self.soundCanBeHeard = soundCanBeHeard }

    /// Captions are the voice's words on the screen: always shown where no sound can be heard.
    public func showsCaptions(_ settings: Settings) -> Bool { settings.captions || !soundCanBeHeard }

    /// The notice that the voice is off, once a run, when the child's settings want a voice and
    /// nothing can be heard; nil otherwise. Asking marks it told.
    public mutating func voiceOffNotice(for settings: Settings) -> SaveNotice? {
        guard !voiceOffTold, !soundCanBeHeard, settings.voiceVolume != .off else { return nil }
        voiceOffTold = true
        return SaveNotice(kind: .voice, file: URL(fileURLWithPath: "/dev/snd"), event: .voiceOff)
    }
}
