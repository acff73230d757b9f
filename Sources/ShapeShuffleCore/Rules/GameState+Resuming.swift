extension GameState {
    /// The level as it was left, or nil when the record does not fit this level (levels.json
    /// changed since, or the file was edited): the rules' invariants are checked, not trusted.
    public init?(level: Level, resuming record: LevelsInPlay.Record) {
        self.init(level: level)
        guard record.cards.count == cards.count, record.mistakes >= 0 else { return nil }
        for (index, saved) in record.cards.enumerated() where saved.onBoard {
            guard let slot = slots.firstIndex(where: { !$0.isFilled && $0.requirement == cards[index].card.attribute })
            else { return nil }
            fill(slot: slot, withCard: index + 1)
        }
        for (index, saved) in record.cards.enumerated() where !saved.onBoard {
            if saved.pinned && !saved.faceUp { return nil }
            setLie(ofCard: index + 1, faceUp: saved.faceUp, pinned: saved.pinned)
        }
        // At most one loose card lies face up, and a finished level is not in play.
        guard cards.filter({ $0.isInGrid && $0.isFaceUp && !$0.isPinned }).count <= 1, !isComplete else { return nil }
        restoreMistakes(record.mistakes)
    }
}
