import CGtk
import ShapeShuffleCore

/// How the game ends: Quit, and the window's close button, refused in a kiosk and behind the
/// grown-up lock when it is on; what is unsaved is written, the lease let go and the window's
/// placement kept, which `WindowMemory` also restores at start.
@MainActor
final class GameEnding {
    private let application: UnsafeMutablePointer<GtkApplication>
    private let windowMemory: WindowMemory
    private let store: GameStore
    private let releaseLease: @MainActor () -> Void

    init(application: UnsafeMutablePointer<GtkApplication>, window: MainWindow, grownUps: GrownUps, store: GameStore,
         releaseLease: @escaping @MainActor () -> Void) {
        (self.application, self.store, self.releaseLease) = (application, store, releaseLease)
        windowMemory = WindowMemory(window: window.window, grownUps: grownUps, onNotice: { [store] in store.tell($0) })
    }

    func restoreWindow() { windowMemory.restore() }

    func kioskChanged() { windowMemory.kioskChanged() }

    /// The game ends: what is unsaved is written, the lease let go, the window's placement kept.
    func quit() {
        store.saveLevelsInPlayNow()
        releaseLease()
        windowMemory.saveNow()
        g_application_quit(ss_gapplication(application))
    }

    /// The window's close request: Quit, as the key asks it (`GrownUpAccess`). True keeps the window
    /// open: a granted Quit ends the game itself, as the key's does.
    func refusesToClose() -> Bool {
        store.send(.grownUp(.ask(.quit)))
        return true
    }
}
