import CGtk
import ShapeShuffleCore

/// The lock's dots: one for each digit of the code, filled as the digits are typed. A screen
/// reader reads them as one image named by what they show ("2 of 4 digits entered").
@MainActor
final class GateDots {
    let widget: UnsafeMutablePointer<GtkWidget>
    private var dots: [UnsafeMutablePointer<GtkWidget>] = []

    init(count: Int) {
        widget = ss_widget_new_with_role(gtk_box_get_type(), GTK_ACCESSIBLE_ROLE_IMG).styled("gate-dots")
        gtk_orientable_set_orientation(ss_orientable(widget), GTK_ORIENTATION_HORIZONTAL)
        gtk_box_set_spacing(ss_box(widget), Int32(GrownUpGateLayout.dotGap))
        gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
        for _ in 0..<count {
            let dot = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!.styled("gate-dot")
            let diameter = Int32(GrownUpGateLayout.dotDiameter)
            gtk_widget_set_size_request(dot, diameter, diameter)
            gtk_widget_set_valign(dot, GTK_ALIGN_CENTER)
            gtk_box_append(ss_box(widget), dot)
            dots.append(dot)
        }
    }

    func show(entered: Int, named name: String) {
        for (index, dot) in dots.enumerated() {
            if index < entered { gtk_widget_add_css_class(dot, "entered") } else { gtk_widget_remove_css_class(dot, "entered") }
        }
        ss_accessible_set_label(widget, name)
    }
}
