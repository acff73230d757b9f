/// Whole sentences for the ear: what a screen reader is given to say and what the game's own
/// voice says, built from the same words the screen shows.
extension Words {
    /// The task as a sentence: "Your task: Two yellow squares."
    public func taskLine(_ prompt: Prompt) -> String {
        text(.yourTask) + book.labelSeparator + self.prompt(prompt) + fullStop
    }

    /// The win: "Well done! 2 of 3 stars."
    public func wellDoneLine(stars earned: Int) -> String {
        sentences([text(.wellDone), sentence(.starsWon(earned, of: Stars.maximum))])
    }

    /// A card's face on its own, as a child hears it after turning it: "Two dots.", "It is yellow."
    public func spokenFace(_ attribute: Attribute) -> String {
        book.faceSaid(attribute) ?? book.cardFace(attribute).capitalizedFirst + fullStop
    }

    /// A right card: "Yellow is on the board." (the level's end is said by `wellDoneLine`).
    public func addedLine(_ attribute: Attribute) -> String { book.added(attribute) }
}
