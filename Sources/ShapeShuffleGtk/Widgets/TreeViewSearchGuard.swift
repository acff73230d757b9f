import CGtk
#if canImport(Glibc)
import Glibc
#endif

/// GTK 4.8's GtkTreeView makes its search popover a child placed after its column headers, whose
/// CSS nodes live under its header node, not its own, and logs a critical doing so
/// (gtk_css_node_insert_after: 'previous_sibling->parent == parent'), even with search turned off,
/// since Ctrl+F starts it all the same. The game has no tree view of its own, but GTK's file
/// chooser (Export…) has. A search entry the tree view owns and never shows keeps that popover
/// from ever being made; typing in the list still reaches the chooser's own name field. Each
/// window the game opens is looked through once GTK has built it. With the widget trace on, says
/// how many it guarded.
@MainActor
enum TreeViewSearchGuard {
    /// Where a tree view keeps the entry it was given, which also marks it as guarded.
    private static let hiddenSearchKey = "ss-hidden-search"

    static func install(tracing: Bool) {
        Signal.connect(UnsafeMutableRawPointer(gtk_window_get_toplevels()), .itemsChanged) {
            MainLoop.idle {
                let guarded = giveHiddenSearchInOpenWindows()
                guard tracing, guarded > 0 else { return }
                let line = Array("trace tree views given a hidden search: \(guarded)\n".utf8)
                _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
            }
        }
    }

    /// Gives every tree view not yet guarded in every open window its hidden search; returns how
    /// many it gave one now.
    private static func giveHiddenSearchInOpenWindows() -> Int {
        let toplevels = gtk_window_list_toplevels()
        defer { g_list_free(toplevels) }
        var given = 0
        var item = toplevels
        while let current = item {
            for treeView in WidgetTree.descendants(of: ss_widget(current.pointee.data), ofType: gtk_tree_view_get_type())
            where g_object_get_data(ss_object(treeView), hiddenSearchKey) == nil {
                let entry = g_object_ref_sink(UnsafeMutableRawPointer(gtk_entry_new()))
                gtk_tree_view_set_search_entry(ss_tree_view(treeView), ss_editable(entry))
                g_object_set_data_full(ss_object(treeView), hiddenSearchKey, entry) { g_object_unref($0) }
                given += 1
            }
            item = current.pointee.next
        }
        return given
    }
}
