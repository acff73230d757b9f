/// What the grown-up lock stands in front of, so its one line says what passing it does: a
/// grown-up who pressed Quit reads "To quit the game", not a generic "To open".
public enum GatePurpose: CaseIterable, Sendable {
    case settings
    case progress
    case startOver
    case quit
}
