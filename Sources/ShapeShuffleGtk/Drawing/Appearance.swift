import ShapeShuffleCore

/// The keyboard's thin ring in one colour, or the switch scan's thick two-tone one.
enum RingLook: Hashable {
    case keyboard(RGB)
    case scan(ScanHighlight)
}

/// Everything a painter needs to know about how things should look right now.
struct Appearance: Equatable {
    var theme: Theme = .standard
    var palette: Palette = .standard
    /// The child's settings as chosen. A setting that only changes how something is drawn (colour
    /// names, numerals on number cards) is read from here by its painter, so it needs no field of
    /// its own; what also depends on the desktop (theme, motion) is worked out below.
    var settings = Settings()
    var words = Words(.english)
    /// Cards turn and shake only when the player has not asked for reduced motion.
    var reducedMotion = false
    /// While switch scanning is on, the item with focus is the scan's: it wears the scan's thick
    /// highlight instead of the keyboard's thin ring.
    var scanHighlight: ScanHighlight?

    /// How the ring around the element with visible focus looks now.
    var ring: RingLook { scanHighlight.map(RingLook.scan) ?? .keyboard(theme.focusRing) }

    /// Corner radius of cards and slots, in pixels.
    static let cardCornerRadius = 16.0
}
