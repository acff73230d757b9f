/// Mistakes counted by the kind of card that caused them: a number card, a colour card, a shape
/// card or a size card added where the task did not need it. What a grown-up reads to see what a
/// child finds hard.
public struct MistakeTally: Hashable, Sendable {
    public private(set) var counts: [AttributeKind: Int] = [:]

    public init() {}

    public subscript(kind: AttributeKind) -> Int { counts[kind] ?? 0 }

    public var total: Int { counts.values.reduce(0, +) }

    public mutating func count(_ kind: AttributeKind) {
        counts[kind, default: 0] += 1
    }

    /// The kinds in the order a grown-up reads them: number, colour, shape, size.
    public static let readingOrder: [AttributeKind] = [.count, .colour, .shape, .size]

    /// Rebuilt from a file; nil when a count is negative.
    init?(_ stored: [String: Int]) {
        for (key, value) in stored {
            guard let kind = AttributeKind(rawValue: key), value >= 0 else { return nil }
            if value > 0 { counts[kind] = value }
        }
    }

    var stored: [String: Int] { Dictionary(uniqueKeysWithValues: counts.filter { $0.value > 0 }.map { ($0.key.rawValue, $0.value) }) }
}
