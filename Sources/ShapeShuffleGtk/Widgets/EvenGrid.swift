import CGtk

/// A grid of buttons that all take one size, centred across the screen: Home's level buttons and
/// the pictures of "Who is playing?". Equal cells keep each row's buttons on one vertical centre,
/// which is what GTK 4.8's Tab order sorts by.
@MainActor
enum EvenGrid {
    static func make(valign: GtkAlign, marginBottom: Int32 = 24) -> UnsafeMutablePointer<GtkWidget> {
        let grid = gtk_grid_new()!
        gtk_grid_set_row_homogeneous(ss_grid(grid), 1)
        gtk_grid_set_column_homogeneous(ss_grid(grid), 1)
        gtk_widget_set_halign(grid, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(grid, valign)
        gtk_widget_set_margin_bottom(grid, marginBottom)
        return grid
    }
}
