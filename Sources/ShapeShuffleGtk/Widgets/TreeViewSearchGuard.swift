import CGtk
#if canImport(Glibc)
import Glibc
#endif

/// Keeps GTK 4.8's tree views (inside GTK's own file chooser) from making the search popover that
/// logs a critical (see `ss_tree_views_use_hidden_search` in shim.h): each window the game opens
/// is looked through once GTK has built it. With the widget trace on, says how many it guarded.
@MainActor
enum TreeViewSearchGuard {
    static func install(tracing: Bool) {
        Signal.connect(UnsafeMutableRawPointer(gtk_window_get_toplevels()), "items-changed", .itemsChanged) {
            MainLoop.idle {
                let guarded = ss_windows_tree_views_use_hidden_search()
                guard tracing, guarded > 0 else { return }
                let line = Array("trace tree views given a hidden search: \(guarded)\n".utf8)
                _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
            }
        }
    }
}
