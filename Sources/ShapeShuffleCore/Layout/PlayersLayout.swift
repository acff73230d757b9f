/// The Players window's one size that depends on the game's window: how tall the children's rows
/// may grow before they scroll, so the window (title, rows, the new player, Close) stays inside
/// the game's window, however many children there are.
public enum PlayersLayout {
    /// What the window takes besides the rows: its title, the new player's frame, the "Saved"
    /// line, Close, the margins and the window's own title bar.
    public static let besidesRows = 370.0
    /// Two rows at least, even on the smallest window.
    public static let minimumRows = 150.0

    /// The rows' height for the game's window (`Extent.asLaidOutGameWindow`): Players must fit it
    /// as it is.
    public static func rowsHeight(window: Extent) -> Double {
        max(minimumRows, window.asLaidOutGameWindow.height - besidesRows)
    }
}
