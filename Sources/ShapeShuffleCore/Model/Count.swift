/// A count, the value of a number card: its dots and a prompt's "two".
extension Int: CardValue {
    var attribute: Attribute { .count(self) }

    /// One more and one less, inside the counts a card can show.
    var neighbours: [Int] { [self - 1, self + 1].filter(Attribute.countRange.contains) }

    var storedValue: String { String(self) }
}
