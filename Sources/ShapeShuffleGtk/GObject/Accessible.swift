import CGtk

/// Applies the core's accessible name and description to a widget, touching AT-SPI only when a
/// value really changed, so a screen reader hears each change once.
@MainActor
final class AccessibleText {
    private var name: String?
    private var description: String?

    func apply(name newName: String, description newDescription: String, to widget: UnsafeMutablePointer<GtkWidget>) {
        if newName != name {
            ss_accessible_set_label(widget, newName)
            name = newName
        }
        if newDescription != description {
            ss_accessible_set_description(widget, newDescription)
            description = newDescription
        }
    }

    /// Sets the description even when it is unchanged, so a screen reader says it again: GTK 4.8
    /// has no announcement API, and Orca speaks a description change of the focused element. The
    /// empty step in between makes the change real and is not spoken.
    func reannounce(description newDescription: String, to widget: UnsafeMutablePointer<GtkWidget>) {
        ss_accessible_set_description(widget, "")
        ss_accessible_set_description(widget, newDescription)
        description = newDescription
    }
}
