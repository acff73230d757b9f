import ShapeShuffleCore

/// The game as every part of the front reads it, and the one way to change it: the core's `Game`
/// (the session, the lock, who plays), the child playing and the screen shown. The controller's
/// collaborators read here and send actions here, never to one another; the effects the core's
/// reducer returns go, in order, to `carryOut`, the controller's runners.
@MainActor
final class GameStore {
    /// Changed only by `send(_:)`.
    private(set) var game: SystemGame
    /// Replaced whole (`GameController.changeChild(to:)`) when another child plays, so no window
    /// keeps part of the last child's saves.
    private(set) var child: PlayerContext
    /// Set only by `GameController.show(_:)`.
    private(set) var screen: Screen?
    /// The children on this computer, as the Players window last left them; nil plays the saves at
    /// the XDG folders as they are.
    private(set) var profiles: ProfileChoice?
    private let grownUps: GrownUps
    var carryOut: @MainActor (Effect) -> Void = { _ in }
    /// Tells the grown-ups a notice: the notice bar, and a screen reader through focus.
    var tell: @MainActor (SaveNotice) -> Void = { _ in }

    init(child: PlayerContext, profiles: ProfileChoice?, grownUps: GrownUps) {
        (self.child, self.profiles, self.grownUps) = (child, profiles, grownUps)
        game = SystemGame(session: GameSession(catalog: child.catalog, progress: Progress()), playing: profiles?.first)
    }

    var session: GameSession { game.session }
    var preferences: Preferences { child.preferences }
    var describer: AccessibilityDescriber { preferences.describer }
    var words: Words { describer.words }
    var appearance: Appearance { preferences.appearance }
    var level: LevelScreen? { if case .level(let screen) = screen { screen } else { nil } }

    /// The roster and who plays now, for "Who is playing?"; nil without profiles.
    var chooserRoster: (roster: Roster, current: ProfileID)? {
        guard let profiles, let current = game.whoPlays?.current else { return nil }
        return (profiles.roster, current)
    }

    /// The child the screens name as playing; nil with one child, whose screens stay as they were.
    var whoseGame: Profile? { chooserRoster.flatMap { $0.roster.whoseGame($0.current) } }

    /// Sends the action to the core's one reducer and carries out what it says follows, in its
    /// order; true when anything followed.
    @discardableResult
    func send(_ action: Action) -> Bool {
        let facts = SystemGame.Facts(settings: preferences.settings, lockIsOn: grownUps.lockIsOn, kiosk: grownUps.isKiosk,
                                     gateSource: { [grownUps] in grownUps.nextGateSource() })
        let effects = game.send(action, facts)
        effects.forEach(carryOut)
        return !effects.isEmpty
    }

    func send(_ action: PlayAction) { send(.play(action)) }

    func shows(_ next: Screen) { screen = next }

    func plays(_ next: PlayerContext) { child = next }

    func profilesChanged(to next: ProfileChoice) { profiles = next }

    /// Writes what is not written yet (leaving a level, switching child, quitting).
    func saveLevelsInPlayNow() { child.levelsInPlayWriter.saveNow() }
}
