extension AttributeKind {
    /// Every attribute of this kind, in a fixed order (the declared order of its values),
    /// so that anything built from this list, such as a generated level, is the same on every run.
    public var allAttributes: [Attribute] {
        switch self {
        case .count: Attribute.countRange.map(Attribute.count)
        case .size: Size.allCases.map(Attribute.size)
        case .colour: Colour.allCases.map(Attribute.colour)
        case .shape: Shape.allCases.map(Attribute.shape)
        }
    }
}

extension Attribute {
    /// How an error message names the attribute: `count 2`, `colour yellow`, `shape square`, `size big`.
    var fileDescription: String {
        switch self {
        case .count(let n): "count \(n)"
        case .colour(let c): "colour \(c.rawValue)"
        case .shape(let s): "shape \(s.rawValue)"
        case .size(let s): "size \(s.rawValue)"
        }
    }
}
