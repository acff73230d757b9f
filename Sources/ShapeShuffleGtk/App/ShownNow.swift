import ShapeShuffleCore

/// What the game shows at the moment of asking: its window, what is open over it, and the screen
/// and session of the store, which are replaced while the game runs.
@MainActor
struct ShownNow {
    let window: MainWindow
    let modals: ModalCoordinator
    let store: GameStore

    var screen: Screen? { store.screen }
    var session: GameSession { store.session }
    var describer: AccessibilityDescriber { store.describer }
}
