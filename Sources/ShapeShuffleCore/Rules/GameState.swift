/// One level in play. Every rule of play lives here (docs/ARCHITECTURE.md, *The rules*); the front
/// only applies moves and draws the result.
public struct GameState: Hashable, Sendable {
    public let level: Level
    public private(set) var cards: [CardState]
    public private(set) var slots: [Slot]
    public private(set) var mistakes = 0
    /// The "cards face up" assist: every card is dealt face up and stays so; nothing to remember,
    /// the child only matches. Flipping then never hides a card (Space says its face again).
    public let facesUp: Bool
    /// Whether Show me rang a card in this level: a level won with help says so, kindly.
    public private(set) var helped = false

    public init(level: Level, facesUp: Bool = false) {
        self.level = level
        self.facesUp = facesUp
        cards = level.cards.map(CardState.init)
        slots = level.prompt.requirements.map(Slot.init)
        if facesUp { for index in cards.indices { cards[index].isFaceUp = true } }
    }

    public var isComplete: Bool { slots.allSatisfy(\.isFilled) }

    /// The first card still in the grid, where focus starts.
    public var firstCardInGrid: Int? { cards.first(where: \.isInGrid)?.card.number }

    /// The card that takes keyboard focus after a move on `card`, and whose description says what
    /// the move did: the card itself, unless it left the grid for the board; then the next card in
    /// reading order, or the one before it at the end. With no card left in the grid it stays the
    /// card itself, which can no longer take focus but still says what happened.
    public func cardToFocus(after outcome: MoveOutcome, on card: Int) -> Int {
        guard case .added(let added, _, _) = outcome else { return card }
        let inGrid = cards.filter(\.isInGrid).map(\.card.number)
        return inGrid.first { $0 > added } ?? inGrid.last { $0 < added } ?? card
    }

    /// Stars earned so far; final once the level is complete.
    public var stars: Int { Stars.earned(mistakes: mistakes) }

    public func card(_ number: Int) -> CardState? {
        cards.indices.contains(number - 1) ? cards[number - 1] : nil
    }

    /// The card in the grid that lies face up without a pin, if any (there is at most one).
    public var looseFaceUpCard: Int? {
        cards.first { $0.isInGrid && $0.isFaceUp && !$0.isPinned }?.card.number
    }

    @discardableResult
    public mutating func apply(_ move: Move) -> MoveOutcome {
        let number = move.cardNumber
        guard let state = card(number) else { return .refused(card: number, reason: .noSuchCard) }
        guard !isComplete else { return .refused(card: number, reason: .levelAlreadyComplete) }
        guard state.isInGrid else { return .refused(card: number, reason: .alreadyOnBoard) }
        switch move {
        case .flip: return flip(number)
        case .pin: return togglePin(number)
        case .add: return add(number)
        }
    }

    private mutating func flip(_ number: Int) -> MoveOutcome {
        let state = cards[number - 1]
        if state.isPinned { return .refused(card: number, reason: .pinnedStaysFaceUp) }
        // Face up for good: flipping shows the face once more (and says it), never hides it.
        if facesUp { return .flippedUp(card: number, turnedDown: nil) }
        if state.isFaceUp {
            cards[number - 1].isFaceUp = false
            return .flippedDown(card: number)
        }
        let turnedDown = turnDownLooseCard(except: number)
        cards[number - 1].isFaceUp = true
        return .flippedUp(card: number, turnedDown: turnedDown)
    }

    private mutating func togglePin(_ number: Int) -> MoveOutcome {
        if cards[number - 1].isPinned {
            // The unpinned card becomes the one loose face-up card, as if just flipped.
            let turnedDown = turnDownLooseCard(except: number)
            cards[number - 1].isPinned = false
            return .unpinned(card: number, turnedDown: turnedDown)
        }
        // A pinned card is not loose, so pinning never turns another card down.
        cards[number - 1].isPinned = true
        cards[number - 1].isFaceUp = true
        return .pinned(card: number)
    }

    private mutating func add(_ number: Int) -> MoveOutcome {
        let attribute = cards[number - 1].card.attribute
        guard let slot = slots.firstIndex(where: { !$0.isFilled && $0.requirement == attribute }) else {
            mistakes += 1
            cards[number - 1].isFaceUp = facesUp
            cards[number - 1].isPinned = false
            return .mistake(card: number)
        }
        slots[slot].filledBy = cards[number - 1].card
        cards[number - 1].isOnBoard = true
        cards[number - 1].isFaceUp = true
        cards[number - 1].isPinned = false
        return .added(card: number, slot: slot, stars: isComplete ? stars : nil)
    }

    // Used only to resume a saved level (`init(level:resuming:)`), which checks the rules itself.
    mutating func fill(slot: Int, withCard number: Int) {
        slots[slot].filledBy = cards[number - 1].card
        cards[number - 1].isOnBoard = true
        cards[number - 1].isFaceUp = true
    }

    mutating func setLie(ofCard number: Int, faceUp: Bool, pinned: Bool) {
        cards[number - 1].isFaceUp = faceUp
        cards[number - 1].isPinned = pinned
    }

    mutating func restoreMistakes(_ count: Int) { mistakes = count }

    mutating func markHelped() { helped = true }

    /// Turns card `number` face up as a flip does (Show me), turning the loose card down first.
    mutating func reveal(_ number: Int) {
        guard !cards[number - 1].isFaceUp else { return }
        _ = turnDownLooseCard(except: number)
        cards[number - 1].isFaceUp = true
    }

    private mutating func turnDownLooseCard(except number: Int) -> Int? {
        guard !facesUp, let loose = looseFaceUpCard, loose != number else { return nil }
        cards[loose - 1].isFaceUp = false
        return loose
    }
}
