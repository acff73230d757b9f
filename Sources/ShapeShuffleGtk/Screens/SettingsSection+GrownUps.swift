import CGtk
import ShapeShuffleCore

/// Settings for the grown-ups of this computer (`device.json`): the grown-up lock and kiosk
/// mode. Leaving kiosk mode is unticking it here, so it is behind the lock like the rest of Settings.
@MainActor
final class GrownUpSettingsSection: SettingsSection {
    let group = SettingsGroup.forGrownUps
    let widget: UnsafeMutablePointer<GtkWidget>
    private let heading: UnsafeMutablePointer<GtkWidget>
    private let lock: UnsafeMutablePointer<GtkWidget>
    private let kiosk: UnsafeMutablePointer<GtkWidget>
    /// Over the lock and kiosk mode while several children play: Settings is titled for one
    /// child, and these two are not theirs alone.
    private let everyoneNote: UnsafeMutablePointer<GtkWidget>
    private let severalChildren: @MainActor () -> Bool
    private let grownUps: GrownUps
    /// Set while the boxes are brought in line with the settings, which is no change of the player's.
    private var showing = false
    /// The administrator's reasons shown beside a locked lock or kiosk box, relabelled with the rest.
    private var reasons: [@MainActor (Words) -> Void] = []

    /// `choose` saves a grown-up's choice and applies it (kiosk mode at once).
    init(grownUps: GrownUps, words: Words, severalChildren: @escaping @MainActor () -> Bool = { false },
         choose: @escaping @MainActor (GrownUpChoice) -> Void) {
        self.grownUps = grownUps
        self.severalChildren = severalChildren
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 10)!
        heading = HeadingLabel.make(words.text(.forGrownUps))
        gtk_label_set_xalign(ss_label(heading), 0)
        gtk_widget_set_margin_top(heading, 8)
        lock = gtk_check_button_new_with_label(words.text(.grownUpLock))!
        kiosk = gtk_check_button_new_with_label(words.text(.kioskMode))!
        everyoneNote = gtk_label_new(words.text(ProfileText.forEveryoneOnThisComputer)).styled("device-note")
        gtk_label_set_xalign(ss_label(everyoneNote), 0)
        gtk_label_set_wrap(ss_label(everyoneNote), 1)
        gtk_widget_set_visible(everyoneNote, severalChildren() ? 1 : 0)
        // The note says whose the rows under it are; under them, it would read as Progress's and
        // Players' label.
        for child in [heading, everyoneNote, lock, kiosk] { gtk_box_append(ss_box(widget), child) }
        for (check, setting) in [(lock, AdminSetting.grownUpLock), (kiosk, .kioskMode)] {
            AdministratorLock.mark(check, locked: grownUps.admin.isLocked(setting)) { [unowned self] text, show in
                show(text(words))
                reasons.append { show(text($0)) }
            }
        }
        show()
        Signal.connect(lock, .toggled) { [unowned self] in
            let on = gtk_check_button_get_active(ss_check_button(lock)) != 0
            guard !showing, on != grownUps.device.grownUpLock else { return }
            choose(.lock(on))
            show()
        }
        Signal.connect(kiosk, .toggled) { [unowned self] in
            let on = gtk_check_button_get_active(ss_check_button(kiosk)) != 0
            guard !showing, on != grownUps.isKiosk else { return }
            choose(.kiosk(on))
            show()
        }
    }

    /// A kiosk always has the lock: its box is shown ticked and cannot be unticked there.
    private func show() {
        showing = true
        defer { showing = false }
        gtk_check_button_set_active(ss_check_button(kiosk), grownUps.isKiosk ? 1 : 0)
        gtk_check_button_set_active(ss_check_button(lock), grownUps.lockIsOn ? 1 : 0)
        gtk_widget_set_sensitive(lock, grownUps.computer.lockCanChange ? 1 : 0)
    }

    func relabel(_ words: Words) {
        gtk_label_set_text(ss_label(heading), words.text(.forGrownUps))
        gtk_check_button_set_label(ss_check_button(lock), words.text(.grownUpLock))
        gtk_check_button_set_label(ss_check_button(kiosk), words.text(.kioskMode))
        gtk_label_set_text(ss_label(everyoneNote), words.text(ProfileText.forEveryoneOnThisComputer))
        gtk_widget_set_visible(everyoneNote, severalChildren() ? 1 : 0)
        for reason in reasons { reason(words) }
    }
}
