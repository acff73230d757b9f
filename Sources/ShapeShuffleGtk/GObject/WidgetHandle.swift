import CGtk

/// Owns one reference to a GTK widget: sinks the floating reference on creation and drops it when
/// the Swift owner goes away, so a screen's widgets are freed with the screen.
@MainActor
final class WidgetHandle {
    let pointer: UnsafeMutablePointer<GtkWidget>

    init(_ widget: UnsafeMutablePointer<GtkWidget>) {
        pointer = widget
        g_object_ref_sink(widget)
    }

    isolated deinit {
        g_object_unref(pointer)
    }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// Adds a CSS class; chained for brevity when building widgets.
    @MainActor @discardableResult
    func styled(_ classes: String...) -> Self {
        for name in classes { gtk_widget_add_css_class(self, name) }
        return self
    }
}

extension OpaquePointer {
    /// GTK's opaque instance types (gestures, actions …) as the `gpointer` GLib calls take.
    var raw: gpointer { UnsafeMutableRawPointer(self) }
}
