/// A value one kind of card shows: a colour, a shape, a size, a count. What a kind's model file
/// gives here is all the prompt, the level and practice files and the near distractors need, so
/// none of them is written again for a new kind.
protocol CardValue: Hashable, Sendable {
    /// The value as a card shows it and a prompt asks for it.
    var attribute: Attribute { get }
    /// The values of the same kind a young child easily mistakes for this one (the tables are
    /// symmetric): later levels deal these as distractors.
    var neighbours: [Self] { get }
    /// The value as files keep it: `2`, `yellow`, `square`, `big`.
    var storedValue: String { get }
    /// How `language` says it, from the kind's words file (`Core/Words/Kinds/`).
    func words(in language: Language) -> ValueWords
}

extension CardValue where Self: RawRepresentable, RawValue == String {
    var storedValue: String { rawValue }
}
