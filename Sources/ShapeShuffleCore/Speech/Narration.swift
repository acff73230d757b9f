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
}

/// A gentle sound for an event. Sound is never the only channel: each one comes with words.
public enum EventSound: String, CaseIterable, Hashable, Sendable {
    case flip, rightCard, mistake, levelComplete
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

    /// The sound that goes with the event, if any.
    public func sound(for event: SpokenEvent) -> EventSound? {
        switch event {
        case .levelOpened, .taskRequested: nil
        case .levelComplete: .levelComplete
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
