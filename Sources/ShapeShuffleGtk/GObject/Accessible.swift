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
}
