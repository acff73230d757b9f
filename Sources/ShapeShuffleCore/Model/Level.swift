/// A level as dealt: its prompt and its cards, laid out in rows of `columns`.
public struct Level: Hashable, Sendable {
    public var number: Int
    public var prompt: Prompt
    public var cards: [Card]
    public var columns: Int

    public init(number: Int, prompt: Prompt, attributes: [Attribute], columns: Int) {
        self.number = number
        self.prompt = prompt
        self.cards = attributes.enumerated().map { Card(number: $0.offset + 1, attribute: $0.element) }
        self.columns = columns
    }

    public var rows: Int { (cards.count + columns - 1) / columns }

    /// Zero-based row and column of a card in the grid.
    public func position(ofCard number: Int) -> (row: Int, column: Int) {
        ((number - 1) / columns, (number - 1) % columns)
    }

    /// The cards that satisfy a requirement. A playable level has exactly one for each.
    public func cards(satisfying requirement: Attribute) -> [Card] {
        cards.filter { $0.attribute == requirement }
    }
}
