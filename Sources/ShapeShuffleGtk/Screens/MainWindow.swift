import CGtk
import ShapeShuffleCore

/// The game's one window, built whole in its initialiser: the notices above, the slot the
/// current screen fills, the text that grows with the window and the theme's colours. It shows
/// what it is given and reports what the desktop does to it (resized, focus moved).
@MainActor
final class MainWindow {
    let window: UnsafeMutablePointer<GtkWindow>
    let noticeBar: NoticeBar
    private let screenSlot: UnsafeMutablePointer<GtkWidget>
    /// The screen and the notices, under any child's dialog shown in the window.
    private let underneath: UnsafeMutablePointer<GtkWidget>
    private let overlay: UnsafeMutablePointer<GtkWidget>
    private var overlays: [UnsafeMutablePointer<GtkWidget>] = []
    /// A child's dialog came up in the window, or the last one went (true while one shows).
    var onOverlaysChange: @MainActor (Bool) -> Void = { _ in }
    private let scaledText: ScaledText
    private let themeStyle: ThemeStyle
    /// The size in logical pixels, as the last layout gave it.
    private(set) var size = Extent(width: 1024, height: 768)
    private var focusHandler: gulong = 0
    /// The focus ring, kept shown while keys or a switch play.
    private var focusRing: FocusRingKeeper?
    /// The window changed size (every size follows the core's layout rule).
    var onResize: @MainActor () -> Void = {}
    /// Keyboard focus moved, anywhere in the window.
    var onFocusChange: @MainActor () -> Void = {}

    init(application: UnsafeMutablePointer<GtkApplication>, title: String, theme: Theme, highContrast: Bool) {
        noticeBar = NoticeBar()
        scaledText = ScaledText()
        themeStyle = ThemeStyle()
        let main = gtk_application_window_new(application)!
        window = ss_window(main)
        gtk_window_set_title(window, title)
        gtk_window_set_default_size(window, Int32(size.width), Int32(size.height))
        main.styled("shape-shuffle")
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(ss_box(column), noticeBar.widget)
        screenSlot = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        gtk_widget_set_vexpand(screenSlot, 1)
        // Sizes follow the window, so nothing may hold it at its old size: the screen scrolls only
        // for the moment between a shrink and the new layout.
        gtk_box_append(ss_box(column), ScrollingArea.wrap(screenSlot, horizontal: GTK_POLICY_AUTOMATIC))
        underneath = column
        overlay = gtk_overlay_new()!
        gtk_overlay_set_child(OpaquePointer(overlay), column)
        gtk_window_set_child(window, overlay)
        applyStyle(theme: theme, highContrast: highContrast)
        focusHandler = Signal.connect(main, "notify::focus-widget", .ignoringOne) { [unowned self] in onFocusChange() }
        focusRing = FocusRingKeeper(window: window)
    }

    var widget: UnsafeMutablePointer<GtkWidget> { ss_widget(window) }

    /// Switch scanning is on: the focus ring, its highlight, shows at once and stays.
    func showsScanning(_ on: Bool) { focusRing?.scanning = on }

    /// The widget with keyboard focus, if any.
    var focus: UnsafeMutablePointer<GtkWidget>? { gtk_root_get_focus(OpaquePointer(window)) }

    /// Shows the window; from then on its surface reports each new size.
    func present() {
        gtk_window_present(window)
        if let surface = gtk_native_get_surface(OpaquePointer(window)) {
            Signal.connect(UnsafeMutableRawPointer(surface), "layout", .size) { [unowned self] width, height in
                resized(to: Extent(width: Double(width), height: Double(height)))
            }
        }
        // The game starts with focus on something to press: show where it is from the first frame.
        gtk_window_set_focus_visible(window, 1)
    }

    private func resized(to new: Extent) {
        guard new != size, new.width > 0, new.height > 0 else { return }
        size = new
        onResize()
    }

    /// The room the screen has: the window, less the notices above it.
    var screenSize: Extent {
        let notices = gtk_widget_get_visible(noticeBar.widget) != 0 ? Double(gtk_widget_get_height(noticeBar.widget)) : 0
        return Extent(width: size.width, height: max(300, size.height - notices))
    }

    /// Puts `root` in the screen slot in place of the screen shown before.
    func show(screen root: UnsafeMutablePointer<GtkWidget>) {
        if let old = gtk_widget_get_first_child(screenSlot) { gtk_box_remove(ss_box(screenSlot), old) }
        gtk_box_append(ss_box(screenSlot), root)
        gtk_widget_set_vexpand(root, 1)
    }

    /// Lays a child's dialog over the screen. Until the last one goes, nothing under it takes
    /// focus, keys or clicks: Tab and a switch's scan go round the dialog alone.
    func showOverlay(_ layer: UnsafeMutablePointer<GtkWidget>) {
        gtk_overlay_add_overlay(OpaquePointer(overlay), layer)
        overlays.append(layer)
        guard overlays.count == 1 else { return }
        gtk_widget_set_can_focus(underneath, 0)
        gtk_widget_set_can_target(underneath, 0)
        onOverlaysChange(true)
    }

    func removeOverlay(_ layer: UnsafeMutablePointer<GtkWidget>) {
        guard let index = overlays.firstIndex(of: layer) else { return }
        overlays.remove(at: index)
        gtk_overlay_remove_overlay(OpaquePointer(overlay), layer)
        guard overlays.isEmpty else { return }
        gtk_widget_set_can_focus(underneath, 1)
        gtk_widget_set_can_target(underneath, 1)
        onOverlaysChange(false)
    }

    var showsOverlay: Bool { !overlays.isEmpty }

    /// Runs `body`, which moves focus itself, without reporting each focus change on the way:
    /// whoever called it decides what the final focus means once `body` is done.
    func withoutFocusReports(_ body: () -> Void) {
        g_signal_handler_block(UnsafeMutableRawPointer(window), focusHandler)
        defer { g_signal_handler_unblock(UnsafeMutableRawPointer(window), focusHandler) }
        body()
    }

    func scaleText(promptFontSize: Double, caption: CaptionLayout) {
        scaledText.apply(promptFontSize: promptFontSize, caption: caption)
    }

    func setTitle(_ title: String) { gtk_window_set_title(window, title) }

    /// F11: full screen for a classroom or a kiosk, and back.
    func toggleFullScreen() {
        if gtk_window_is_fullscreen(window) != 0 { gtk_window_unfullscreen(window) } else { gtk_window_fullscreen(window) }
    }

    /// The window follows GTK's HighContrast theme: style.css's colours through the theme's named
    /// colours, its thicker edges through the `high-contrast` class (what is drawn follows
    /// `Appearance`).
    func applyStyle(theme: Theme, highContrast: Bool) {
        themeStyle.apply(theme)
        if highContrast {
            gtk_widget_add_css_class(widget, "high-contrast")
        } else {
            gtk_widget_remove_css_class(widget, "high-contrast")
        }
    }
}
