/// Mistakes counted by the kind of card that caused them (a number card, a colour card, a shape
/// card or a size card added where the task did not need it), and, since the save kept them, by
/// which card was chosen instead of which. What a grown-up reads to see what a child finds hard.
public struct MistakeTally: Hashable, Sendable {
    public private(set) var counts: [AttributeKind: Int] = [:]
    /// Only mistakes made since confusions were kept: a kind's count may be higher than its
    /// confusions add up to (older saves knew the kind alone).
    public private(set) var confusions: [Confusion: Int] = [:]

    public init() {}

    public subscript(kind: AttributeKind) -> Int { counts[kind] ?? 0 }

    public var total: Int { counts.values.reduce(0, +) }

    public mutating func count(_ kind: AttributeKind) {
        counts[kind, default: 0] += 1
    }

    /// One mistake: counted under its kind, and as the confusion it was.
    public mutating func count(_ confusion: Confusion) {
        count(confusion.chosen.kind)
        confusions[confusion, default: 0] += 1
    }

    /// Both tallies together.
    public mutating func add(_ other: MistakeTally) {
        for (kind, value) in other.counts { counts[kind, default: 0] += value }
        for (confusion, value) in other.confusions { confusions[confusion, default: 0] += value }
    }

    /// What this tally has more of than `base`, kind by kind and confusion by confusion: the
    /// mistakes made since `base` was read.
    public func added(since base: MistakeTally) -> MistakeTally {
        var result = MistakeTally()
        for (kind, value) in counts where value > base[kind] { result.counts[kind] = value - base[kind] }
        for (confusion, value) in confusions where value > base.confusions[confusion, default: 0] {
            result.confusions[confusion] = value - base.confusions[confusion, default: 0]
        }
        return result
    }

    /// The confusions made most often, most first; ties in a fixed order, so the view and its
    /// tests read the same line every time.
    public func commonestConfusions(_ limit: Int) -> [(confusion: Confusion, count: Int)] {
        confusions.map { ($0.key, $0.value) }
            .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0.stored < $1.0.stored }
            .prefix(limit).map { (confusion: $0.0, count: $0.1) }
    }

    /// Rebuilt from a file; nil when a count is negative or a confusion unreadable.
    init?(_ stored: [String: Int], confusions storedConfusions: [String: Int] = [:]) {
        for (key, value) in stored {
            guard let kind = AttributeKind(rawValue: key), value >= 0 else { return nil }
            if value > 0 { counts[kind] = value }
        }
        for (key, value) in storedConfusions {
            guard let confusion = Confusion(stored: key), value >= 0 else { return nil }
            if value > 0 { confusions[confusion] = value }
        }
    }

    var stored: [String: Int] { Dictionary(uniqueKeysWithValues: counts.filter { $0.value > 0 }.map { ($0.key.rawValue, $0.value) }) }

    var storedConfusions: [String: Int] {
        Dictionary(uniqueKeysWithValues: confusions.filter { $0.value > 0 }.map { ($0.key.stored, $0.value) })
    }
}
