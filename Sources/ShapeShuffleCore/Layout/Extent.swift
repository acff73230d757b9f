/// Sizes in logical pixels (GTK scales them for HiDPI itself).
public struct Extent: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        (self.width, self.height) = (width, height)
    }
}

extension Extent {
    /// The game's window as a grown-up's window sizes itself by: as it is (on an 800 × 600 screen,
    /// 573 or 579 px tall under its title bar), or, while it is not laid out yet and reports
    /// nearly nothing, the smallest window the game supports.
    public var asLaidOutGameWindow: Extent {
        width >= 200 && height >= 200 ? self : Extent(width: 800, height: 600)
    }
}
