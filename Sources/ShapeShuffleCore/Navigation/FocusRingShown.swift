/// Whether keyboard focus is drawn now. It is from the first frame, and for as long as the child
/// plays by keys or a switch, wherever the mouse pointer rests: a child who cannot read finds
/// their place by the ring alone. Only the mouse really moving, or a click, hands the screen to the
/// pointer, where the ring is left to the toolkit (which takes it away) until the next key.
public struct FocusRingShown: Hashable, Sendable {
    /// Whether the ring is drawn now.
    public var isShown: Bool { scanning || shownByInput }
    /// While switch scanning is on the ring is the scan's highlight, shown whatever the pointer does.
    public var scanning = false
    private var shownByInput = true
    private var pointer: Point?

    /// A hand resting on the mouse, or the toolkit's made-up motion after a layout, moves the
    /// pointer less than this (logical pixels): not a player taking the mouse.
    public static let stillWithin = 3.0

    public init() {}

    /// Any key the window receives, a switch's included.
    public mutating func keyPressed() { shownByInput = true }

    /// Where the pointer is now, in the window's coordinates. The first report only says where it
    /// rests.
    public mutating func pointerMoved(to point: Point) {
        defer { pointer = point }
        guard let last = pointer else { return }
        if abs(point.x - last.x) > Self.stillWithin || abs(point.y - last.y) > Self.stillWithin { shownByInput = false }
    }

    /// A mouse button pressed in the window.
    public mutating func pointerPressed() { shownByInput = false }
}
