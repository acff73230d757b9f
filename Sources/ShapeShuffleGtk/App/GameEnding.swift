import CGtk
import ShapeShuffleCore

/// How the game ends: Quit, and the window's close button, refused in a kiosk and behind the
/// grown-up lock when it is on; what is unsaved is written, the lease let go and the window's
/// placement kept, which `WindowMemory` also restores at start.
@MainActor
final class GameEnding {
    private let application: UnsafeMutablePointer<GtkApplication>
    private let windowMemory: WindowMemory
    private let grownUpWindows: GrownUpWindows
    /// Writes the level in play and lets go of the lease.
    private let leaving: @MainActor () -> Void

    init(application: UnsafeMutablePointer<GtkApplication>, window: MainWindow, grownUps: GrownUps, grownUpWindows: GrownUpWindows,
         say: @escaping @MainActor (SaveNotice) -> Void, saveLevelsInPlayNow: @escaping @MainActor () -> Void,
         releaseLease: @escaping @MainActor () -> Void) {
        self.application = application
        self.grownUpWindows = grownUpWindows
        leaving = {
            saveLevelsInPlayNow()
            releaseLease()
        }
        windowMemory = WindowMemory(window: window.window, grownUps: grownUps, onNotice: say)
    }

    func restoreWindow() { windowMemory.restore() }

    func kioskChanged() { windowMemory.kioskChanged() }

    /// The game ends: what is unsaved is written, the lease let go, the window's placement kept.
    func quit() {
        leaving()
        windowMemory.saveNow()
        g_application_quit(ss_gapplication(application))
    }

    /// The window's close request: Quit, as the key asks it (`GrownUpAccess`). True keeps the window
    /// open: a granted Quit ends the game itself, as the key's does.
    func refusesToClose() -> Bool {
        grownUpWindows.ask(.quit)
        return true
    }
}
