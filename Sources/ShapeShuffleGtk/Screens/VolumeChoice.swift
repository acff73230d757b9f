import CGtk
import FoundationEssentials
import ShapeShuffleCore

/// A drop-down of Off, Quiet, Normal and Loud, in the player's language, for the voice or the
/// sounds. Off is the same setting as the Read aloud or Sounds check box beside it, so choosing
/// one moves the other: a parent sees one setting, whichever control they reach for.
@MainActor
final class VolumeChoice {
    let dropDown: UnsafeMutablePointer<GtkWidget>
    private let names: OpaquePointer
    private var quiet = false
    /// The row's title ("Voice volume"), which also names the drop-down's button.
    private let title: UIText
    private var words: Words

    /// `chosen` is called with each volume the player picks (not with ones set through `show`).
    init(_ volume: Volume, title: UIText, words: Words, chosen: @escaping @MainActor (Volume) -> Void) {
        self.title = title
        self.words = words
        names = ss_string_list_new()!
        for choice in Volume.allCases { gtk_string_list_append(names, words.text(Self.title(of: choice))) }
        dropDown = gtk_drop_down_new(names, nil)!
        show(volume)
        Signal.connect(dropDown, "notify::selected", .ignoringOne) { [unowned self] in
            guard !quiet else { return }
            let index = Int(gtk_drop_down_get_selected(ss_drop_down(dropDown)))
            guard Volume.allCases.indices.contains(index) else { return }
            nameButton()
            chosen(Volume.allCases[index])
        }
        nameButton()
    }

    /// "Voice volume: Quiet" — the row's title and the choice shown. GTK 4.8 leaves the part of a
    /// drop-down that takes focus named after its type, so a screen reader would say only "button".
    private func nameButton() {
        guard let button = gtk_widget_get_first_child(dropDown) else { return }
        let index = Int(gtk_drop_down_get_selected(ss_drop_down(dropDown)))
        let shown = Volume.allCases.indices.contains(index) ? words.text(Self.title(of: Volume.allCases[index])) : ""
        ss_accessible_set_label(button, words.text(title) + ": " + shown)
    }

    /// Shows `volume` as chosen, without reporting it as the player's choice.
    func show(_ volume: Volume) {
        let index = guint(Volume.allCases.firstIndex(of: volume) ?? 2)
        guard gtk_drop_down_get_selected(ss_drop_down(dropDown)) != index else { return }
        quiet = true
        gtk_drop_down_set_selected(ss_drop_down(dropDown), index)
        quiet = false
        nameButton()
    }

    /// Renames the choices in place, keeping the one chosen.
    func relabel(_ words: Words) {
        self.words = words
        let selected = gtk_drop_down_get_selected(ss_drop_down(dropDown))
        quiet = true
        var titles: [UnsafePointer<CChar>?] = Volume.allCases.map { UnsafePointer(strdup(words.text(Self.title(of: $0)))) }
        titles.append(nil)
        gtk_string_list_splice(names, 0, guint(Volume.allCases.count), &titles)
        titles.forEach { free(UnsafeMutableRawPointer(mutating: $0)) }
        gtk_drop_down_set_selected(ss_drop_down(dropDown), selected)
        quiet = false
        nameButton()
    }

    private static func title(of volume: Volume) -> UIText {
        switch volume {
        case .off: .volumeOff
        case .quiet: .volumeQuiet
        case .normal: .volumeNormal
        case .loud: .volumeLoud
        }
    }
}
