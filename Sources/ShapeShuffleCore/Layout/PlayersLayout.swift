/// The Players window's one size that depends on the game's window: how tall the children's rows
/// may grow before they scroll, so the window (title, rows, the new player, Close) stays inside
/// the game's window, however many children there are.
public enum PlayersLayout {
    /// What the window takes besides the rows: its title, the new player's frame, the "Saved"
    /// line, Close, the margins and the window's own title bar.
    public static let besidesRows = 370.0
    /// Two rows at least, even on the smallest window.
    public static let minimumRows = 150.0

    /// The rows' height for the game's window as it is: on an 800 × 600 screen that window is 573
    /// or 579 px tall under its title bar, and Players must fit it. A window not laid out yet
    /// (reported nearly empty) counts as the smallest the game supports.
    public static func rowsHeight(window: Extent) -> Double {
        max(minimumRows, (window.height >= 200 ? window.height : 600) - besidesRows)
    }
}
