/// One kind of mistake a grown-up can act on: the card the child chose, and what the task asked
/// for in its place ("red instead of yellow", "3 instead of 4"). `asked` is nil when the task had
/// no place for a card of that kind at all (a size card where no size was asked).
public struct Confusion: Hashable, Sendable {
    public let chosen: Attribute
    public let asked: Attribute?

    public init(chosen: Attribute, asked: Attribute?) {
        self.chosen = chosen
        self.asked = asked
    }

    /// The confusion a wrong card makes on a board of `slots`: what the slot of the card's own
    /// kind asks for, an empty one first (a full one still says what was wanted there).
    public static func made(choosing chosen: Attribute, on slots: [Slot]) -> Confusion {
        let sameKind = slots.filter { $0.requirement.kind == chosen.kind }
        let slot = sameKind.first { !$0.isFilled } ?? sameKind.first
        return Confusion(chosen: chosen, asked: slot?.requirement)
    }

    /// As the save file keeps it: "red>yellow", "3>4", "big>" (nothing of that kind asked).
    var stored: String { chosen.storedValue + ">" + (asked?.storedValue ?? "") }

    /// Read back from `stored`; nil for anything else, or for two values of different kinds.
    init?(stored text: String) {
        let parts = text.split(separator: ">", omittingEmptySubsequences: false)
        guard parts.count == 2, let chosen = Self.attribute(String(parts[0])) else { return nil }
        var asked: Attribute?
        if !parts[1].isEmpty {
            guard let value = Self.attribute(String(parts[1])), value.kind == chosen.kind, value != chosen else { return nil }
            asked = value
        }
        self.init(chosen: chosen, asked: asked)
    }

    private static func attribute(_ text: String) -> Attribute? {
        AttributeKind.allCases.lazy.compactMap { $0.attribute(stored: text) }.first
    }
}
