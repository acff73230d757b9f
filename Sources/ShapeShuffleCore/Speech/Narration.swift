/// Something that happened which a child who cannot read should hear.
public enum SpokenEvent: Hashable, Sendable {
    /// A level has just opened.
    case levelOpened(Prompt)
    /// The player asked to hear the task again (the key, a menu item or the speaker button).
    case taskRequested(Prompt)
    /// A card was moved; the outcome decides what is said.
    case moved(MoveOutcome, level: Level)
    /// Every slot is filled.
    case levelComplete(stars: Int)
    /// Every slot is filled, and Show me helped: said kindly.
    case levelCompleteWithHelp(stars: Int)
    /// Show me rang a right card.
    case showMe(ShowMeHint)
    /// The guided first level begins, takes a step, or hands over to the child.
    case guidedStart
    case guidedStep(GuidedStep)
    case guidedHandOver
    /// A practice's last level is done: said after its Well done, as Practice done shows.
    case practiceDone
}

/// A gentle sound for an event. Sound is never the only channel: each one comes with words.
public enum EventSound: String, CaseIterable, Hashable, Sendable {
    case flip, rightCard, mistake, levelComplete
}

/// One line for the game's own voice. `text` is the line as the screen and a screen reader give
/// it; `spoken` is what the synthesizer is handed, which may differ as ruby text differs from the
/// text it annotates (kana for kanji, number words for digits). `language` is speech-dispatcher's
/// language code, and `synthesisVoice`, when set, names the synthesizer voice that says `spoken`
/// in that language where the language's default voice would not.
public struct Utterance: Hashable, Sendable {
    public var text: String
    public var spoken: String
    public var language: String
    public var synthesisVoice: String?
    /// Whether the pre-rendered natural voice may say it. Never for a line with a child's name:
    /// no clip has it, and one line is never said half by one voice and half by another.
    public var mayUseRecordedVoice: Bool

    public init(text: String, spoken: String, language: String, synthesisVoice: String? = nil, mayUseRecordedVoice: Bool = true) {
        self.text = text
        self.spoken = spoken
        self.language = language
        self.synthesisVoice = synthesisVoice
        self.mayUseRecordedVoice = mayUseRecordedVoice
    }
}

/// What the game says, and which sound it plays, at each event: the core decides, a small adapter
/// in the front speaks it. The lines come from the same phrasebooks as the screen's words.
public struct Narration: Hashable, Sendable {
    public var words: Words

    public init(words: Words) { self.words = words }

    /// The sentence to speak, or nil when the event has nothing to say (a card turned back down).
    public func line(for event: SpokenEvent) -> String? {
        switch event {
        case .levelOpened(let prompt), .taskRequested(let prompt):
            return words.taskLine(prompt)
        case .levelComplete(let stars):
            return words.wellDoneLine(stars: stars)
        case .levelCompleteWithHelp(let stars):
            return words.wellDoneWithHelpLine(stars: stars)
        case .showMe(let hint):
            return words.showMeLine(hint)
        case .guidedStart:
            return words.assist(.guidedStart)
        case .guidedStep(let step):
            return words.guidedLine(step)
        case .guidedHandOver:
            return words.assist(.guidedHandOver)
        case .practiceDone:
            return words.practice(.practiceDone)
        case .moved(let outcome, let level):
            switch outcome {
            case .flippedUp(let card, _):
                return level.cards.first { $0.number == card }.map { words.spokenFace($0.attribute) }
            case .added(let card, _, _):
                // Well done follows on its own when this card finished the level.
                return level.cards.first { $0.number == card }.map { words.addedLine($0.attribute) }
            case .flippedDown, .pinned, .unpinned, .mistake, .refused:
                return words.feedback(for: outcome, in: level)
            }
        }
    }

    /// The line for the game's own voice: the screen's words and the form the synthesizer is given.
    public func utterance(for event: SpokenEvent) -> Utterance? {
        guard let text = line(for: event) else { return nil }
        return utterance(saying: text)
    }

    /// Any line of the game's in its spoken form, with the voice that says it.
    public func utterance(saying text: String) -> Utterance {
        let voice = words.language.speechVoice
        return Utterance(text: text, spoken: words.spoken(text), language: voice.language,
                         synthesisVoice: voice.synthesisVoice)
    }

    /// A child's picture button as "Who is playing?" says it: the name as `Words.spokenName`
    /// says it, then the picture in the game's own spoken form.
    public func utterance(for profile: Profile) -> Utterance {
        let name = words.spokenName(profile)
        let picture = words.spoken(words.picture(profile.picture))
        let separator = switch words.language {
        case .japanese: "、"
        default: ", "
        }
        let voice = words.language.speechVoice
        return Utterance(text: words.profileButtonName(profile), spoken: name.isEmpty ? picture : name + separator + picture,
                         language: voice.language, synthesisVoice: voice.synthesisVoice, mayUseRecordedVoice: profile.name.isEmpty)
    }

    /// The sound that goes with the event, if any.
    public func sound(for event: SpokenEvent) -> EventSound? {
        switch event {
        case .levelOpened, .taskRequested, .showMe, .guidedStart, .guidedHandOver, .practiceDone: nil
        case .guidedStep(let step): step.fits ? .rightCard : .flip
        case .levelComplete, .levelCompleteWithHelp: .levelComplete
        case .moved(let outcome, _):
            switch outcome {
            case .flippedUp: .flip
            case .added: .rightCard
            case .mistake: .mistake
            case .flippedDown, .pinned, .unpinned, .refused: nil
            }
        }
    }
}
