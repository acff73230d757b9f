/// Every element a player can reach or read, on every screen. Find labels, accessibility
/// descriptions and focus order are keyed by these, so the front never invents an identity.
public enum ElementID: Hashable, Sendable {
    // Home
    case levelButton(Int)
    case settingsButton
    case helpButton
    case findButton
    /// Plays the practice a grown-up chose.
    case practiceButton
    // Level
    case homeButton
    /// The speaker beside the prompt: hears the task again.
    case hearTaskButton
    case prompt
    case promptPicture(index: Int)
    case slot(index: Int)
    case card(Int)
    // Notices for the parent, above either screen
    case closeNotice(index: Int)
    // Level complete dialog
    case nextLevelButton
    case dialogHomeButton
}
