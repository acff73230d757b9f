import CGtk
import ShapeShuffleCore

/// The window opens as it was left: its size, maximised, full screen, and keeps how it is left
/// (what a kiosk does to that is the core's `ComputerSettings`).
@MainActor
final class WindowMemory {
    private let window: UnsafeMutablePointer<GtkWindow>
    private let grownUps: GrownUps
    private let onNotice: @MainActor (SaveNotice) -> Void
    private var pendingSave: UInt32 = 0

    init(window: UnsafeMutablePointer<GtkWindow>, grownUps: GrownUps, onNotice: @escaping @MainActor (SaveNotice) -> Void) {
        self.window = window
        self.grownUps = grownUps
        self.onNotice = onNotice
    }

    /// Before the window is first shown: the saved size and state, then the notifications that
    /// keep them (GTK's default size follows the window while it is neither maximised nor full screen).
    func restore() {
        let saved = grownUps.device.window
        if let size = saved?.usableSize { gtk_window_set_default_size(window, Int32(size.width), Int32(size.height)) }
        if saved?.maximized == true { gtk_window_maximize(window) }
        if grownUps.computer.showsFullScreen { gtk_window_fullscreen(window) }
        for property in ["default-width", "default-height", "maximized", "fullscreened"] {
            Signal.connect(window, "notify::" + property, .ignoringOne) { [unowned self] in saveSoon() }
        }
    }

    /// Kiosk mode turned on or off in Settings: full screen follows it.
    func kioskChanged() {
        if grownUps.computer.showsFullScreen { gtk_window_fullscreen(window) } else { gtk_window_unfullscreen(window) }
    }

    /// A resize sends many notifications: the file is written once they stop.
    private func saveSoon() {
        MainLoop.cancel(pendingSave)
        pendingSave = MainLoop.after(milliseconds: 300) { [unowned self] in
            pendingSave = 0
            saveNow()
        }
    }

    /// Writes the placement now (also on quitting, so the last change is not lost).
    func saveNow() {
        MainLoop.cancel(pendingSave)
        pendingSave = 0
        var width: Int32 = 0, height: Int32 = 0
        gtk_window_get_default_size(window, &width, &height)
        let placement = WindowPlacement(width: Int(width), height: Int(height), maximized: gtk_window_is_maximized(window) != 0,
                                        fullScreen: gtk_window_is_fullscreen(window) != 0)
        if let notice = grownUps.remember(placement) { onNotice(notice) }
    }
}
