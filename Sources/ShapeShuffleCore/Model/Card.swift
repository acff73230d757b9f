/// One card of a level's grid. It shows exactly one attribute.
public struct Card: Hashable, Sendable {
    /// The card's number as the child hears it: 1-based, in reading order of the grid.
    public var number: Int
    public var attribute: Attribute

    public init(number: Int, attribute: Attribute) {
        (self.number, self.attribute) = (number, attribute)
    }
}
