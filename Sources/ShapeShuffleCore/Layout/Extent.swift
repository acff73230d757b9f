/// Sizes in logical pixels (GTK scales them for HiDPI itself).
public struct Extent: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        (self.width, self.height) = (width, height)
    }
}
