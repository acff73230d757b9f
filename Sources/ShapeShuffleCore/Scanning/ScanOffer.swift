/// What the level shows and says while the scan has a card open: all of the card's choices at
/// once, in the order the scan visits them, and the one it has reached. Seeing every choice lets
/// the player wait for the one they want instead of learning the order by heart.
public struct ScanOffer: Hashable, Sendable {
    public var card: Int
    /// What each choice does, in the order the scan visits them: its pictogram.
    public var choices: [ScanOption]
    /// Whether the card is pinned: its Pin choice takes the pin away.
    public var pinned: Bool
    /// Drawn on the card under each pictogram: "Flip", "Add to board", "Pin", "Go back".
    public var labels: [String]
    /// What auditory scanning says for each choice: "Pin it." for the drawn "Pin".
    public var said: [String]
    /// Which of `labels` the scan has reached.
    public var current: Int
    /// Said by the screen reader: "Add to board. Press your switch to choose."
    public var spoken: String

    public init(card: Int, choices: [ScanOption], pinned: Bool, labels: [String], said: [String], current: Int, spoken: String) {
        self.card = card
        self.choices = choices
        self.pinned = pinned
        self.labels = labels
        self.said = said
        self.current = current
        self.spoken = spoken
    }

    /// The choice the scan has reached.
    public var label: String { labels[current] }
    /// What auditory scanning says for the choice reached.
    public var saidNow: String { said[current] }
}

extension SwitchScan {
    /// The open card's offer in `words`, for a card pinned or not (Pin reads Unpin then); nil
    /// while no card is open.
    public func offer(words: Words, pinned: Bool) -> ScanOffer? {
        guard case .choosing(let card, let options, let index) = stage else { return nil }
        return ScanOffer(card: card, choices: options, pinned: pinned, labels: options.map { words.scanOptionLabel($0, pinned: pinned) },
                         said: options.map { words.scanOptionSaid($0, pinned: pinned) }, current: index,
                         spoken: words.scanOffer(options[index], pinned: pinned))
    }
}
