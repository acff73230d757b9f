/// What the child is asked to build: "two yellow squares", later "three big blue triangles".
public struct Prompt: Hashable, Sendable {
    public var count: Int
    public var size: Size?
    public var colour: Colour
    public var shape: Shape

    public init(count: Int, size: Size? = nil, colour: Colour, shape: Shape) {
        self.count = count
        self.size = size
        self.colour = colour
        self.shape = shape
    }

    /// One requirement per named attribute, in board order (count, size, colour, shape).
    public var requirements: [Attribute] { AttributeKind.boardOrder.compactMap(requirement(of:)) }

    /// What the prompt asks of `kind`, or nil when it names none.
    public func requirement(of kind: AttributeKind) -> Attribute? {
        switch kind {
        case .count: .count(count)
        case .size: size.map(Attribute.size)
        case .colour: .colour(colour)
        case .shape: .shape(shape)
        }
    }
}
