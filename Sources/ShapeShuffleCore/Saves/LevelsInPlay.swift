/// The levels a child left before finishing them, each exactly as it was: which cards are on the
/// board, face up or pinned, the mistakes so far, and the card that had focus. Saved after every
/// move, so Escape, Home, a restart or a kill loses nothing.
public struct LevelsInPlay: Hashable, Sendable {
    /// One level as it was left.
    public struct Record: Hashable, Sendable, Codable {
        public var cards: [CardRecord]
        public var mistakes: Int
        /// The card that had keyboard focus, so it has it again.
        public var focusedCard: Int?
        /// Show me rang a card (absent in older files: no help).
        public var helped: Bool?
        /// Kept with every card face up (the assist); absent in older files.
        public var facesUp: Bool?

        public init(cards: [CardRecord], mistakes: Int, focusedCard: Int?, helped: Bool? = nil, facesUp: Bool? = nil) {
            self.cards = cards
            self.mistakes = mistakes
            self.focusedCard = focusedCard
            self.helped = helped
            self.facesUp = facesUp
        }
    }

    /// How one card lay.
    public struct CardRecord: Hashable, Sendable, Codable {
        public var faceUp: Bool
        public var pinned: Bool
        public var onBoard: Bool
    }

    public private(set) var records: [Int: Record] = [:]

    public init() {}

    /// Level numbers in play, lowest first.
    public var levels: [Int] { records.keys.sorted() }

    public func record(level number: Int) -> Record? { records[number] }

    /// Keeps `game` as it is now; a finished level, or one nobody has touched, is no longer in play.
    public mutating func keep(_ game: GameState, focusedCard: Int?) {
        let untouched = game.mistakes == 0 && !game.helped
            && game.cards.allSatisfy { (game.facesUp || !$0.isFaceUp) && !$0.isOnBoard && !$0.isPinned }
        if game.isComplete || untouched {
            records[game.level.number] = nil
            return
        }
        records[game.level.number] = Record(
            cards: game.cards.map { CardRecord(faceUp: $0.isFaceUp, pinned: $0.isPinned, onBoard: $0.isOnBoard) },
            mistakes: game.mistakes, focusedCard: focusedCard, helped: game.helped ? true : nil,
            facesUp: game.facesUp ? true : nil)
    }

    /// Forgets a level ("Start over").
    public mutating func forget(level number: Int) { records[number] = nil }
}

/// Stored as {"version": 1, "levels": {"3": {"cards": [{"faceUp": true, "pinned": false,
/// "onBoard": false}, …], "mistakes": 1, "focusedCard": 2}}}. Anything out of range makes the
/// file count as corrupt.
extension LevelsInPlay: Codable {
    static let version = 1

    private enum Keys: String, CodingKey { case version, levels }
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        _ = try container.decodeIfPresent(Int.self, forKey: .version)
        let entries = try container.decodeIfPresent([String: Record].self, forKey: .levels) ?? [:]
        for (key, entry) in entries {
            guard let number = Int(key), number >= 1, entry.mistakes >= 0, !entry.cards.isEmpty,
                  entry.focusedCard.map({ (1...entry.cards.count).contains($0) }) ?? true
            else {
                throw DecodingError.dataCorruptedError(
                    forKey: .levels, in: container, debugDescription: "level “\(key)” is not a level in play")
            }
            records[number] = entry
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(Self.version, forKey: .version)
        let entries = Dictionary(uniqueKeysWithValues: records.map { (String($0.key), $0.value) })
        try container.encode(entries, forKey: .levels)
    }
}
