/// What the F10 menu offers on each screen, in order: only what can be done there, and Quit
/// always last. On Home there is no card and no task, so the level's items are left out rather
/// than shown greyed; on a level, Add and Pin stay (greyed while no card has focus) so a child
/// learns where they are.
public enum PrimaryMenuPlan {
    /// The screens the F10 menu opens over.
    public enum Screen: Sendable {
        case home
        case level
    }

    /// An item of the menu.
    public enum Item: CaseIterable, Sendable {
        case addCard, pinCard, hearTask, showMe, startOver
        case find, shortcuts, settings, progress, whoIsPlaying, fullScreen
        case quit
    }

    /// The menu's sections, each a list of items, as they are shown on `screen`. "Who is playing?"
    /// is there only with more than one player to choose; a kiosk offers no Quit and no way out
    /// of full screen.
    public static func sections(on screen: Screen, players: Int, kiosk: Bool) -> [[Item]] {
        let level: [Item] = screen == .level ? [.addCard, .pinCard, .hearTask, .showMe, .startOver] : []
        var general: [Item] = [.find, .shortcuts, .settings, .progress]
        if players > 1 { general.append(.whoIsPlaying) }
        if !kiosk { general.append(.fullScreen) }
        let leaving: [Item] = kiosk ? [] : [.quit]
        return [level, general, leaving].filter { !$0.isEmpty }
    }
}
