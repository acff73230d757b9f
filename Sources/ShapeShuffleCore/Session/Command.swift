/// What the player asks for by a key, a menu item or a button, besides a card's own moves. The
/// front names the request (`GameAction.command`); `Game` decides what follows, the same whichever
/// key or menu asked, and whether it can be asked for now (`Game.isAvailable`).
public enum Command: Hashable, Sendable, CaseIterable {
    case addCard, pinCard, hearTask, showMe, startOver
    case find, shortcuts, settings, whoIsPlaying, progress, fullScreen, quit, primaryMenu
    /// Escape on the game's window: on a level, back to Home.
    case back
}

/// What a command opens that only the front has: its windows and menus, and the window's state.
public enum WindowEffect: Hashable, Sendable {
    case openFind
    case openShortcuts
    /// The F10 menu, with the core's `PrimaryMenuPlan` for the screen it opens on.
    case openPrimaryMenu
    case toggleFullScreen
    /// "Who is playing?", with the level in play written first.
    case showChooser
}
