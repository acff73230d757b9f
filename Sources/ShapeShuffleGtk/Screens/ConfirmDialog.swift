import CGtk

/// A question before something that cannot be undone ("Start this level over?"): the question,
/// the safe choice (focused, and what Escape does) and the one that acts. It shows in whatever
/// `surface` its caller made for it: the game's window, or a window over a grown-up's one.
@MainActor
final class ConfirmDialog {
    private let modal: any ModalSurface

    init(question: String, confirm: String, cancel: String, in surface: any ModalSurface,
         onConfirm: @escaping @MainActor () -> Void, onCancel: @escaping @MainActor () -> Void) {
        modal = surface
        let box = DialogLayout.page(spacing: 18, margin: 32)
        let label = gtk_label_new(question).styled("heading")
        gtk_label_set_wrap(ss_label(label), 1)
        gtk_label_set_max_width_chars(ss_label(label), 36)
        let confirmButton = gtk_button_new_with_label(confirm).styled("big", "destructive-action")
        let cancelButton = gtk_button_new_with_label(cancel).styled("big", "suggested-action")
        let buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 16)!
        gtk_widget_set_halign(buttons, GTK_ALIGN_CENTER)
        gtk_box_append(ss_box(buttons), confirmButton)
        gtk_box_append(ss_box(buttons), cancelButton)
        gtk_box_append(ss_box(box), label)
        gtk_box_append(ss_box(box), buttons)
        modal.setContent(box)
        Signal.connect(confirmButton, .clicked) { [unowned self] in
            modal.restoresFocus = false
            modal.close()
            onConfirm()
        }
        Signal.connect(cancelButton, .clicked) { [unowned self] in
            modal.close()
            onCancel()
        }
        modal.whenEscaped { [unowned self] in
            modal.close()
            onCancel()
        }
        modal.present(focusing: cancelButton)
    }
}
