import CGtk

/// The few D-Bus values the registration watch reads and sends, through GVariant's plain calls
/// (its format-string ones are variadic). Each reader checks the type first, so a reply of
/// another shape reads as nothing rather than tripping GLib's checks.
enum DBusVariants {
    /// The string in a `(s)` reply such as GetAddress's, as a new string for g_free; nil otherwise.
    static func newStringChild(of tuple: OpaquePointer) -> UnsafeMutablePointer<gchar>? {
        guard g_variant_is_of_type(tuple, g_variant_type_checked_("(s)")) != 0 else { return nil }
        return newString(child: 0, of: tuple)
    }

    /// The number in a `(u)` reply, or 0.
    static func uint32Child(of tuple: OpaquePointer) -> UInt32 {
        guard g_variant_is_of_type(tuple, g_variant_type_checked_("(u)")) != 0,
              let child = g_variant_get_child_value(tuple, 0) else { return 0 }
        defer { g_variant_unref(child) }
        return g_variant_get_uint32(child)
    }

    /// `(s)` holding `text`, floating, for a D-Bus call's parameters.
    static func stringTuple(_ text: UnsafePointer<gchar>) -> OpaquePointer {
        var children: [OpaquePointer?] = [g_variant_new_string(text)]
        return g_variant_new_tuple(&children, 1)
    }

    /// An AT-SPI ChildrenChanged signal `(siiva{sv})` whose variant holds the added child `(so)`:
    /// the child's D-Bus name, as a new string for g_free; nil for anything else.
    static func newAddedChildBusName(in parameters: OpaquePointer) -> UnsafeMutablePointer<gchar>? {
        guard g_variant_is_of_type(parameters, g_variant_type_checked_("(siiva{sv})")) != 0,
              let boxed = g_variant_get_child_value(parameters, 3) else { return nil }
        defer { g_variant_unref(boxed) }
        guard let child = g_variant_get_variant(boxed) else { return nil }
        defer { g_variant_unref(child) }
        guard g_variant_is_of_type(child, g_variant_type_checked_("(so)")) != 0 else { return nil }
        return newString(child: 0, of: child)
    }

    private static func newString(child index: Int, of tuple: OpaquePointer) -> UnsafeMutablePointer<gchar>? {
        guard let child = g_variant_get_child_value(tuple, gsize(index)) else { return nil }
        defer { g_variant_unref(child) }
        return g_variant_dup_string(child, nil)
    }
}
