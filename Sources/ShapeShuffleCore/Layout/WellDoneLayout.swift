/// Well done's sizes for a window: its stars grow with the window, each at least 8% of its height,
/// so a child sees across the room how they did; and the dialog stands over the cards, beside the
/// finished board, which stays in sight.
public struct WellDoneLayout: Hashable, Sendable {
    /// One star's side.
    public var star: Double
    /// Between two stars.
    public var starGap: Double
    /// How long each star takes to fill, one after another (none with reduced motion).
    public static let starFillMilliseconds = 350

    public static let starShare = 0.09

    public init(window: Extent) {
        star = (window.height * Self.starShare).rounded(.up).clamped(to: 48...240)
        starGap = (star * 0.2).rounded()
    }

    /// The row of stars: their total width and height.
    public var row: Extent { Extent(width: Double(Stars.maximum) * star + Double(Stars.maximum - 1) * starGap, height: star) }

    /// Where star `index` (0, 1, 2) sits in the row.
    public func starRect(_ index: Int) -> Rect {
        Rect(x: Double(index) * (star + starGap), y: 0, width: star, height: star)
    }
}
