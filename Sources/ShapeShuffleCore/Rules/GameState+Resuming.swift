extension GameState {
    /// The level as it was left, or nil when the record does not fit this level (levels.json
    /// changed since, or the file was edited): the rules' invariants are checked, not trusted.
    /// With `facesUp`, every card in the grid lies face up whatever the record says; a record kept
    /// face up and resumed without it has its loose cards turned down.
    public init?(level: Level, resuming record: LevelsInPlay.Record, facesUp: Bool = false) {
        self.init(level: level, facesUp: facesUp)
        guard record.cards.count == cards.count, record.mistakes >= 0 else { return nil }
        for (index, saved) in record.cards.enumerated() where saved.onBoard {
            guard let slot = slots.firstIndex(where: { !$0.isFilled && $0.requirement == cards[index].card.attribute })
            else { return nil }
            fill(slot: slot, withCard: index + 1)
        }
        for (index, saved) in record.cards.enumerated() where !saved.onBoard {
            if saved.pinned && !saved.faceUp { return nil }
            let keptFaceUp = record.facesUp == true && !saved.pinned ? false : saved.faceUp
            setLie(ofCard: index + 1, faceUp: facesUp || keptFaceUp, pinned: saved.pinned)
        }
        // At most one loose card lies face up, and a finished level is not in play.
        guard facesUp || cards.filter({ $0.isInGrid && $0.isFaceUp && !$0.isPinned }).count <= 1, !isComplete
        else { return nil }
        restoreMistakes(record.mistakes)
        if record.helped == true { markHelped() }
    }
}
