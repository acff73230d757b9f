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

    /// Moves a child already in the grid to a new cell without taking it out: a widget removed from
    /// its parent loses keyboard focus, which GTK hands to the next button, so a new number of
    /// columns after a resize would move the child's focus by itself.
    static func move(_ child: UnsafeMutablePointer<GtkWidget>, in grid: UnsafeMutablePointer<GtkWidget>,
                     column: Int, row: Int) {
        guard let manager = gtk_widget_get_layout_manager(grid),
              let cell = gtk_layout_manager_get_layout_child(manager, child) else { return }
        gtk_grid_layout_child_set_column(OpaquePointer(cell), Int32(column))
        gtk_grid_layout_child_set_row(OpaquePointer(cell), Int32(row))
    }
}
