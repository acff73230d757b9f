import CGtk
import FoundationEssentials

/// How a drop-down draws its choices. On the drop-down itself the chosen one's words wrap, so a
/// long choice takes two lines and Settings stays narrow. In the open list the chosen one is
/// marked, with room between its words and the mark (GTK 4.8's own list sets them touching:
/// "Yellow✓"). A choice that is a colour shows a swatch of it before its name, in both.
@MainActor
enum ChoiceRows {
    /// `swatch` gives the named style colour of the choice at a position, or nil for none.
    static func draw(_ dropDown: OpaquePointer, wrappingAt characters: Int32, swatch: @escaping @MainActor (Int) -> String?) {
        let shown = factory(wrappingAt: characters, marksChosen: false, swatch: swatch)
        let list = factory(wrappingAt: nil, marksChosen: true, swatch: swatch)
        gtk_drop_down_set_factory(dropDown, shown)
        gtk_drop_down_set_list_factory(dropDown, list)
        g_object_unref(UnsafeMutableRawPointer(shown))
        g_object_unref(UnsafeMutableRawPointer(list))
    }

    private static func factory(wrappingAt characters: Int32?, marksChosen: Bool,
                                swatch: @escaping @MainActor (Int) -> String?) -> OpaquePointer {
        let factory = gtk_signal_list_item_factory_new()!
        Signal.connect(UnsafeMutableRawPointer(factory), .setup) { item in
            let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
            // The swatch and the mark say nothing a screen reader lacks: the choice's name does.
            let colour = ss_widget_new_with_role(gtk_box_get_type(), GTK_ACCESSIBLE_ROLE_PRESENTATION)!
            gtk_widget_set_valign(colour, GTK_ALIGN_CENTER)
            gtk_widget_set_visible(colour, 0)
            gtk_box_append(ss_box(row), colour)
            let label = gtk_label_new(nil)!
            gtk_label_set_xalign(ss_label(label), 0)
            gtk_widget_set_hexpand(label, 1)
            if let characters {
                gtk_label_set_wrap(ss_label(label), 1)
                gtk_label_set_wrap_mode(ss_label(label), PANGO_WRAP_WORD_CHAR)
                gtk_label_set_max_width_chars(ss_label(label), characters)
            }
            gtk_box_append(ss_box(row), label)
            if marksChosen {
                let mark = ss_widget_new_with_role(gtk_image_get_type(), GTK_ACCESSIBLE_ROLE_PRESENTATION)!
                gtk_image_set_from_icon_name(ss_image(mark), "object-select-symbolic")
                gtk_box_append(ss_box(row), mark)
                Signal.connect(UnsafeMutableRawPointer(item), "notify::selected", .ignoringOne) {
                    gtk_widget_set_opacity(mark, gtk_list_item_get_selected(item) != 0 ? 1 : 0)
                }
            }
            gtk_list_item_set_child(item, row)
        }
        Signal.connect(UnsafeMutableRawPointer(factory), .bind) { item in
            guard let row = gtk_list_item_get_child(item), let colour = gtk_widget_get_first_child(row),
                  let label = gtk_widget_get_next_sibling(colour) else { return }
            let shown = gtk_list_item_get_item(item)
            let text = shown.flatMap { isInstance($0, of: gtk_string_object_get_type()) ? gtk_string_object_get_string(OpaquePointer($0)) : nil }
            gtk_label_set_text(ss_label(label), text.map { String(cString: $0) } ?? "")
            let name = swatch(Int(gtk_list_item_get_position(item)))
            setClasses(name.map { ["swatch", $0] } ?? [], on: colour)
            gtk_widget_set_visible(colour, name == nil ? 0 : 1)
            if marksChosen, let mark = gtk_widget_get_next_sibling(label) {
                gtk_widget_set_opacity(mark, gtk_list_item_get_selected(item) != 0 ? 1 : 0)
            }
        }
        return factory
    }

    /// The widget's style classes, all of them: a row is bound again to other choices as the
    /// list scrolls, and must not keep the last one's colour.
    private static func setClasses(_ classes: [String], on widget: UnsafeMutablePointer<GtkWidget>) {
        var names: [UnsafePointer<CChar>?] = classes.map { UnsafePointer(strdup($0)) } + [nil]
        gtk_widget_set_css_classes(widget, &names)
        for name in names { free(UnsafeMutableRawPointer(mutating: name)) }
    }
}
