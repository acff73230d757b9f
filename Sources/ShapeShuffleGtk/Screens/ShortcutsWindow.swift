import CGtk
import Foundation
import ShapeShuffleCore

/// The keyboard shortcuts window (F1, Ctrl+?): GNOME's own GtkShortcutsWindow, grouped into
/// Gameplay, Navigation and General, with titles in the player's language and the keys as
/// remapped (or gone, when single-key shortcuts are off).
@MainActor
final class ShortcutsWindow {
    private let window: UnsafeMutablePointer<GtkWindow>
    private let returnFocus: UnsafeMutablePointer<GtkWidget>?

    init(over parent: UnsafeMutablePointer<GtkWindow>, words: Words, settings: Settings) {
        let builder = ss_builder_new_from_string(Self.xml(words: words, settings: settings))!
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        window = ss_window(gtk_builder_get_object(builder, "shortcuts"))
        g_object_ref(UnsafeMutableRawPointer(window))
        returnFocus = gtk_root_get_focus(OpaquePointer(parent))
        gtk_window_set_transient_for(window, parent)
        gtk_window_set_modal(window, 1)
        let returnTo = returnFocus
        Signal.notify(window, "visible") { [window] in
            guard gtk_widget_get_visible(ss_widget(window)) == 0 else { return }
            if let returnTo, gtk_widget_get_root(returnTo) != nil { gtk_widget_grab_focus(returnTo) }
        }
        gtk_window_present(window)
    }

    isolated deinit {
        gtk_window_destroy(window)
        g_object_unref(UnsafeMutableRawPointer(window))
    }

    static func xml(words: Words, settings: Settings) -> String {
        let singleKeys = settings.singleKeyShortcuts
        let groups: [(UIText, [(UIText, String)])] = [
            (.gameplay, [
                (.flipCardOrPressButton, "space Return"),
                (.addCardToBoard, singleKeys ? settings.keys.add : ""),
                (.pinOrUnpinCard, singleKeys ? settings.keys.pin : ""),
                (.actionsMenu, "<Shift>F10 Menu"),
            ]),
            (.navigation, [
                (.nextOrPreviousItem, "Tab <Shift>Tab"),
                (.moveBetweenCards, "Left Right Up Down"),
                (.firstOrLastItem, "Home End"),
                (.find, "<Control>f"),
            ]),
            (.general, [
                (.keyboardShortcuts, "F1 <Control>question"),
                (.settings, "<Control>comma"),
                (.backOrClose, "Escape"),
                (.quit, "<Control>q"),
            ]),
        ]
        var body = ""
        for (group, rows) in groups {
            body += "<child><object class=\"GtkShortcutsGroup\"><property name=\"title\">\(escape(words.text(group)))</property>"
            for (title, accelerator) in rows where !accelerator.isEmpty {
                body += "<child><object class=\"GtkShortcutsShortcut\">"
                    + "<property name=\"title\">\(escape(words.text(title)))</property>"
                    + "<property name=\"accelerator\">\(escape(accelerator))</property></object></child>"
            }
            body += "</object></child>"
        }
        return """
            <interface><object class="GtkShortcutsWindow" id="shortcuts">
            <property name="title">\(escape(words.text(.keyboardShortcuts)))</property>
            <child><object class="GtkShortcutsSection"><property name="section-name">main</property>
            \(body)</object></child></object></interface>
            """
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
