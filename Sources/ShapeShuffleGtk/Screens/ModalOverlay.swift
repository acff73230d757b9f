import CGtk

/// What a child's dialog needs of whatever holds it: a window of its own (`ModalWindow`, over a
/// grown-up's window) or a layer inside the game's window (`ModalOverlay`).
@MainActor
protocol ModalSurface: AnyObject {
    /// Cleared when the caller moves focus itself, so closing does not send it back.
    var restoresFocus: Bool { get set }
    func setContent(_ widget: UnsafeMutablePointer<GtkWidget>)
    /// What a screen reader says of the dialog after its name.
    func describe(_ description: String)
    func whenEscaped(_ action: @escaping @MainActor () -> Void)
    func present(focusing widget: UnsafeMutablePointer<GtkWidget>)
    func close()
}

/// A child's dialog inside the game's window (Well done, Practice done, Start over?, the lock):
/// a card in the middle over a veil across the screen. It is a dialog to a screen reader, Escape
/// does what its safe button does, and while it shows, nothing under it takes a key, a click or
/// focus (`MainWindow.showOverlay`). It never leaves the window, whatever the window's size.
@MainActor
final class ModalOverlay: ModalSurface {
    private let host: MainWindow
    private let veil: WidgetHandle
    /// The dialog itself: the dialog role, named by its title.
    private let dialog: UnsafeMutablePointer<GtkWidget>
    private let returnFocus: UnsafeMutablePointer<GtkWidget>?
    private var onEscape: (@MainActor () -> Void)?
    private var shown = false
    var restoresFocus = true

    /// `besideTheBoard` stands the dialog over a level's cards, at the window's end, so the board
    /// (at its start) stays in sight: Well done over a finished board.
    init(title: String, over host: MainWindow, besideTheBoard: Bool = false) {
        self.host = host
        veil = WidgetHandle(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!.styled("veil"))
        dialog = ss_widget_new_with_role(gtk_box_get_type(), GTK_ACCESSIBLE_ROLE_DIALOG).styled("overlay-dialog")
        gtk_widget_set_halign(dialog, besideTheBoard ? GTK_ALIGN_END : GTK_ALIGN_CENTER)
        if besideTheBoard { gtk_widget_set_margin_end(dialog, 24) }
        gtk_widget_set_valign(dialog, GTK_ALIGN_CENTER)
        gtk_widget_set_hexpand(dialog, 1)
        gtk_widget_set_vexpand(dialog, 1)
        ss_accessible_set_label(dialog, title)
        // Its name is its title for the widget trace; it is shown (and traced) when presented.
        gtk_widget_set_name(dialog, title)
        gtk_widget_set_visible(dialog, 0)
        ss_accessible_set_modal(dialog, 1)
        gtk_box_append(ss_box(veil.pointer), dialog)
        returnFocus = host.focus.map { g_object_ref(UnsafeMutableRawPointer($0)); return $0 }
        let keys = gtk_event_controller_key_new()!
        Signal.connect(keys.raw, .keyPressed) { [unowned self] keyval, _ in
            guard keyval == UInt32(GDK_KEY_Escape) else { return false }
            if let onEscape { onEscape() } else { close() }
            return true
        }
        gtk_widget_add_controller(veil.pointer, ss_controller(keys.raw))
    }

    isolated deinit {
        if shown { host.removeOverlay(veil.pointer) }
        if let returnFocus { g_object_unref(UnsafeMutableRawPointer(returnFocus)) }
    }

    /// Where key controllers that must see every key typed in the dialog go.
    var widget: UnsafeMutablePointer<GtkWidget> { veil.pointer }

    func setContent(_ widget: UnsafeMutablePointer<GtkWidget>) {
        if let old = gtk_widget_get_first_child(dialog) { gtk_box_remove(ss_box(dialog), old) }
        gtk_box_append(ss_box(dialog), widget)
    }

    func describe(_ description: String) { ss_accessible_set_description(dialog, description) }

    func whenEscaped(_ action: @escaping @MainActor () -> Void) { onEscape = action }

    func present(focusing widget: UnsafeMutablePointer<GtkWidget>) {
        if !shown {
            shown = true
            host.showOverlay(veil.pointer)
            gtk_widget_set_visible(dialog, 1)
        }
        gtk_widget_grab_focus(widget)
    }

    func close() {
        guard shown else { return }
        shown = false
        host.removeOverlay(veil.pointer)
        if restoresFocus, let returnFocus, gtk_widget_get_root(returnFocus) != nil {
            gtk_widget_grab_focus(returnFocus)
        }
    }
}

extension ModalWindow: ModalSurface {
    func setContent(_ widget: UnsafeMutablePointer<GtkWidget>) { gtk_window_set_child(window, widget) }
    func describe(_ description: String) { ss_accessible_set_description(ss_widget(window), description) }
}
