import CGtk
import ShapeShuffleCore

/// A part of the Settings window built by its own feature: its widget, placed after the other
/// rows of its group, and its texts shown again when the language changes.
@MainActor
protocol SettingsSection: AnyObject {
    var group: SettingsGroup { get }
    var widget: UnsafeMutablePointer<GtkWidget> { get }
    func relabel(_ words: Words)
}
