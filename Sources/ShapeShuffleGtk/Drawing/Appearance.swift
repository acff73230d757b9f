import ShapeShuffleCore

/// Everything a painter needs to know about how things should look right now.
struct Appearance: Equatable {
    var theme: Theme = .standard
    var palette: Palette = .standard
    var showColourNames = false
    var words = Words(.english)
    /// Cards turn and shake only when the player has not asked for reduced motion.
    var reducedMotion = false

    /// Corner radius of cards and slots, in pixels.
    static let cardCornerRadius = 16.0
}
