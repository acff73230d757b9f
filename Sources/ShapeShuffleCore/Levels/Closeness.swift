/// Which values a young child easily mistakes for one another. Later levels deal these as distractors:
/// orange beside yellow, 3 beside 2, a rectangle beside a square. Each kind's values give their
/// neighbours (`CardValue.neighbours`); every table is symmetric.
public enum Closeness {
    /// The attributes of the same kind that are easily mistaken for this one.
    public static func neighbours(of attribute: Attribute) -> [Attribute] {
        attribute.value.neighbourAttributes
    }

    /// Whether a distractor is close to a requirement: same kind, and in its neighbour table.
    public static func isClose(_ distractor: Attribute, to requirement: Attribute) -> Bool {
        neighbours(of: requirement).contains(distractor)
    }
}

private extension CardValue {
    var neighbourAttributes: [Attribute] { neighbours.map(\.attribute) }
}
