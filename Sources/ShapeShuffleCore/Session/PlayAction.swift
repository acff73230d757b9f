/// What the child can do to the game in play, as values: `Action.play`, which `Game.send` hands to
/// `GameSession.send(_:settings:)`; it updates the session and returns the effects that follow.
public enum PlayAction: Hashable, Sendable {
    /// A level button, Next level, or `--level N`.
    case openLevel(Int)
    /// Level `at` of a practice: Home's Practice button, or the next level of a practice.
    case openPractice(PracticeChoice, at: Int)
    /// Flip, Add or Pin on a card, by key, click, menu or switch.
    case move(Move)
    /// Home, Escape on a level, or Home in Well done; `focusing` is the element Home focuses when
    /// the choice is not the core's (Well done's Home offers the next level).
    case leaveLevel(focusing: ElementID?)
    /// Start over, once asked: the level in play dealt afresh.
    case startOver
    /// The task again: its key, a menu item or the speaker button.
    case hearTask
    /// Show me: its key, a menu item or its button; `near` is the card with focus, from which a
    /// right card is looked for in reading order.
    case showMe(near: Int?)
    /// The guided first level's clock: its next step is played on the level, but neither kept nor
    /// recorded, since the child did not make it; after the last, the guide stops and hands over.
    case guideTick
    /// The guided first level stopped, at its end or at any key or click: the child takes over.
    case guideStopped
    /// Keyboard focus reached a card of the level in play: kept, so that it has focus again when the
    /// level comes back. Focus alone is not a move: it is written with the next move, or when the
    /// level is left.
    case cardFocused(Int)
}
