/// Which screen the game shows at start and after a child is chosen, decided here so the front
/// only shows it.
public enum ScreenChoice: Hashable, Sendable {
    /// "Who is playing?"; `thenLevel` is the level `--level N` asked for, opened once a child is chosen.
    case chooser(thenLevel: Int?)
    case home
    case level(Int)

    /// The first screen: the chooser when the game asks who is playing, else the level asked for, else Home.
    public static func atStart(asksWhoIsPlaying: Bool, levelAsked: Int?) -> ScreenChoice {
        if asksWhoIsPlaying { return .chooser(thenLevel: levelAsked) }
        return levelAsked.map(ScreenChoice.level) ?? .home
    }

    /// Whether a child's saves are played, their lease taken, as this screen opens: not on "Who is
    /// playing?", where nobody plays until a child is chosen.
    public var playsSaves: Bool {
        if case .chooser = self { return false }
        return true
    }

    /// Once a child is chosen: the level the chooser held back, else Home.
    public static func afterChoice(thenLevel: Int?) -> ScreenChoice {
        thenLevel.map(ScreenChoice.level) ?? .home
    }
}

extension GameSession {
    /// The level button Home focuses as the child leaves a level: the level just left while it is
    /// unfinished (a practice's number is its place in the practice, not a level button's), else
    /// the level Home offers next.
    public var homeFocusOnLeaving: ElementID {
        let unfinished = practice == nil && game?.isComplete == false ? game?.level.number : nil
        return .levelButton(unfinished.map { min($0, homeLevelCount) } ?? levelToPlayNext)
    }

    /// Whether the guided first level plays itself as the level opens: level 1 of the game (not a
    /// practice), for a child who has never played, when Settings want it, once a run.
    public func startsGuide(wanted: Bool, shownThisRun: Bool) -> Bool {
        practice == nil && game?.level.number == 1 && wanted && isNewPlayer && !shownThisRun
    }
}
