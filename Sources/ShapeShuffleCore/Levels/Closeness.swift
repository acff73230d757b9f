/// Which values a young child easily mistakes for one another. Later levels deal these as distractors:
/// orange beside yellow, 3 beside 2, a rectangle beside a square. Every table is symmetric.
public enum Closeness {
    /// Neighbours on the colour wheel: red, orange, yellow, green, blue, purple, and back to red.
    public static func neighbours(of colour: Colour) -> [Colour] {
        switch colour {
        case .red: [.orange, .purple]
        case .orange: [.red, .yellow]
        case .yellow: [.orange, .green]
        case .green: [.yellow, .blue]
        case .blue: [.green, .purple]
        case .purple: [.blue, .red]
        }
    }

    /// Shapes with a similar outline: a square is a short rectangle and a turned diamond,
    /// a diamond is two triangles, a star and a heart are pointy and round "picture" shapes.
    public static func neighbours(of shape: Shape) -> [Shape] {
        switch shape {
        case .circle: [.heart]
        case .square: [.rectangle, .diamond]
        case .triangle: [.diamond, .star]
        case .rectangle: [.square]
        case .star: [.triangle, .heart]
        case .heart: [.star, .circle]
        case .diamond: [.square, .triangle]
        }
    }

    /// One more and one less, inside the counts a card can show.
    public static func neighbours(ofCount count: Int) -> [Int] {
        [count - 1, count + 1].filter(Attribute.countRange.contains)
    }

    /// The other size: with only two, big and small are always each other's neighbour.
    public static func neighbours(of size: Size) -> [Size] {
        Size.allCases.filter { $0 != size }
    }

    /// The attributes of the same kind that are easily mistaken for this one.
    public static func neighbours(of attribute: Attribute) -> [Attribute] {
        switch attribute {
        case .count(let n): neighbours(ofCount: n).map(Attribute.count)
        case .colour(let c): neighbours(of: c).map(Attribute.colour)
        case .shape(let s): neighbours(of: s).map(Attribute.shape)
        case .size(let s): neighbours(of: s).map(Attribute.size)
        }
    }

    /// Whether a distractor is close to a requirement: same kind, and in its neighbour table.
    public static func isClose(_ distractor: Attribute, to requirement: Attribute) -> Bool {
        neighbours(of: requirement).contains(distractor)
    }
}
