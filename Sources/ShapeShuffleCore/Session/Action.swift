/// Everything that can happen to the game, as one value: what the child does in play, what a
/// grown-up does at the lock, who plays, and what the front has done that the state must follow
/// (a child's saves read, progress written, the settings changed). Sent to `Game.send`, the one
/// reducer, which returns the `Effect`s that follow.
public enum Action: Hashable, Sendable {
    /// A level opened, a move, leaving, Show me, the guided level's clock and the like.
    case play(PlayAction)
    /// A grown-up's request, or a press on the lock in front of it.
    case grownUp(GrownUpAction)
    /// The chooser shown, a child chosen or removed, the first child's saves moved.
    case whoPlays(ChildSwitchAction)
    /// The child now playing has had their saves read (after `ChildSwitchEffect.changeChild`):
    /// the game plays on from their progress and their levels in play.
    case childRead(progress: Progress, levelsInPlay: LevelsInPlay)
    /// Progress was written, merged with what another game on the same saves wrote meanwhile.
    case progressWritten(Progress)
    /// The child's settings changed: what the state keeps of them follows (cards face up).
    case settingsChanged
    /// A key, menu item or button asked for a command, with the card that has keyboard focus.
    case command(Command, focusedCard: Int?)
}

/// What the front carries out after an action, in order: each domain's own effects.
public enum Effect: Hashable, Sendable {
    case play(PlayEffect)
    case grownUp(GrownUpEffect)
    case whoPlays(ChildSwitchEffect)
    case window(WindowEffect)
}
