import CGtk

/// Shows a drop-down's chosen string in a label that wraps after about `characters` characters,
/// so a long choice makes its row taller rather than its window wider. The list that opens keeps
/// GTK's own rows (with their tick on the chosen one).
@MainActor
enum WrappingChoice {
    static func wrapShownChoice(of dropDown: OpaquePointer, characters: Int32) {
        let own = gtk_drop_down_get_factory(dropDown)
        if let own, gtk_drop_down_get_list_factory(dropDown) == nil { gtk_drop_down_set_list_factory(dropDown, own) }
        let factory = gtk_signal_list_item_factory_new()!
        Signal.connect(UnsafeMutableRawPointer(factory), .setup) { item in
            let label = gtk_label_new(nil)!
            gtk_label_set_xalign(ss_label(label), 0)
            gtk_label_set_wrap(ss_label(label), 1)
            gtk_label_set_wrap_mode(ss_label(label), PANGO_WRAP_WORD_CHAR)
            gtk_label_set_max_width_chars(ss_label(label), characters)
            gtk_list_item_set_child(item, label)
        }
        Signal.connect(UnsafeMutableRawPointer(factory), .bind) { item in
            guard let label = gtk_list_item_get_child(item), ss_is_label(label) != 0 else { return }
            let shown = gtk_list_item_get_item(item)
            if let shown, isInstance(shown, of: gtk_string_object_get_type()) {
                gtk_label_set_text(ss_label(label), gtk_string_object_get_string(OpaquePointer(shown)))
            } else {
                gtk_label_set_text(ss_label(label), "")
            }
        }
        gtk_drop_down_set_factory(dropDown, factory)
        g_object_unref(UnsafeMutableRawPointer(factory))
    }
}
