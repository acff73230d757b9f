/// Home's sizes for a window: level buttons grow with the window and fill it in as many columns
/// as fit.
public struct HomeLayout: Hashable, Sendable {
    public var levelButton: Extent
    public var columns: Int
    public var spacing: Double
    public var iconButton: Double
    /// The picture of the child playing, beside the title (shown only when several children play).
    public var playerPicture: Double

    public init(window: Extent) {
        let width = (window.height * 0.17).clamped(to: 110...240)
        levelButton = Extent(width: width.rounded(.down), height: (width * 1.21).rounded(.down))
        spacing = (width * 0.13).rounded(.down)
        iconButton = (window.height * 0.075).clamped(to: 56...120)
        playerPicture = (iconButton * 0.8).rounded(.down)
        let usable = window.width - 48
        columns = max(3, Int((usable + spacing) / (levelButton.width + spacing)))
    }
}
