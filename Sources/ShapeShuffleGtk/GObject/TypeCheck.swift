import CGtk

/// GType's instance check (what GTK's `GTK_IS_…` macros do), for any GObject pointer.
func isInstance(_ object: UnsafeMutableRawPointer, of type: GType) -> Bool {
    g_type_check_instance_is_a(object.assumingMemoryBound(to: GTypeInstance.self), type) != 0
}
