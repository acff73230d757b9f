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

    /// A star's place is this share of the window's height, so that the star drawn in it, whose
    /// points do not reach its corners, stands at least 8% of it.
    public static let starShare = 0.1

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

    /// The width of a star's outline.
    public var line: Double { max(2, star * 0.04) }

    /// The box star `index`'s shape is drawn in: its place, less its outline's width all round.
    public func starShapeRect(_ index: Int) -> Rect { starRect(index).insetBy(line) }
}
