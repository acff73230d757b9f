import ShapeShuffleCore

/// What the game shows at the moment of asking: its window, what is open over it, its screen and
/// the child playing and their session (read through closures, since all are replaced while the game runs).
@MainActor
struct ShownNow {
    let window: MainWindow
    let modals: ModalCoordinator
    let currentScreen: @MainActor () -> Screen?
    let currentChild: @MainActor () -> PlayerContext
    let currentSession: @MainActor () -> GameSession

    var screen: Screen? { currentScreen() }
    var child: PlayerContext { currentChild() }
    var session: GameSession { currentSession() }
    var describer: AccessibilityDescriber { child.preferences.describer }
}
