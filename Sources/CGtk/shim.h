#ifndef SHAPE_SHUFFLE_SHIM_H
#define SHAPE_SHUFFLE_SHIM_H
// Static inline helpers for what Swift cannot call: GTK's casting and type-check macros, variadic
// functions and construct-only properties, and the few small routines that need them. Only what
// the front calls lives here.
#include <gtk/gtk.h>
#include <glib-unix.h>

// --- Types ---------------------------------------------------------------------------------------

/// Registers a plain GtkWidget subclass. Swift fills in the vfuncs in `class_init`. The name is
/// copied: a string Swift passes lives only for the call, and GType keeps the pointer it is given
/// (a dangling name showed as garbage wherever GTK printed the type).
static inline GType ss_register_widget_type(const char *name, GClassInitFunc class_init) {
    return g_type_register_static_simple(GTK_TYPE_WIDGET, g_intern_string(name),
                                         sizeof(GtkWidgetClass), class_init,
                                         sizeof(GtkWidget), NULL, (GTypeFlags)0);
}

static inline GtkWidgetClass *ss_widget_class(gpointer klass) { return GTK_WIDGET_CLASS(klass); }

/// Creates a widget with a construct-only accessible role (GTK 4.8 has no setter for it).
static inline GtkWidget *ss_widget_new_with_role(GType type, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(type, "accessible-role", role, NULL));
}

static inline GtkWindow *ss_window_new_with_role(GtkAccessibleRole role) {
    return GTK_WINDOW(g_object_new(GTK_TYPE_WINDOW, "accessible-role", role, NULL));
}

/// Class-level key binding to an installed action, with no parameter.
static inline void ss_class_bind_key(GtkWidgetClass *klass, guint keyval, GdkModifierType mods,
                                     const char *action) {
    gtk_widget_class_add_binding_action(klass, keyval, mods, action, NULL);
}

// --- Accessibility ------------------------------------------------------------------------------

static inline void ss_accessible_set_label(GtkWidget *w, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static inline void ss_accessible_set_description(GtkWidget *w, const char *description) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                   description, -1);
}

/// A tab's selected state, which Orca reads with the tab ("selected").
static inline void ss_accessible_set_selected(GtkWidget *w, gboolean selected) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_STATE_SELECTED, selected, -1);
}

/// A dialog inside a window that holds everything else back, as a modal window does (aria-modal).
static inline void ss_accessible_set_modal(GtkWidget *w, gboolean modal) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_PROPERTY_MODAL, modal, -1);
}

static inline void ss_accessible_set_labelled_by(GtkWidget *w, GtkWidget *label) {
    gtk_accessible_update_relation(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
}

// --- Casts --------------------------------------------------------------------------------------

static inline GObject *ss_object(gpointer p) { return G_OBJECT(p); }
static inline GtkWidget *ss_widget(gpointer p) { return GTK_WIDGET(p); }
static inline GtkWindow *ss_window(gpointer p) { return GTK_WINDOW(p); }
static inline GtkBox *ss_box(gpointer p) { return GTK_BOX(p); }
static inline GtkGrid *ss_grid(gpointer p) { return GTK_GRID(p); }
static inline GtkLabel *ss_label(gpointer p) { return GTK_LABEL(p); }
static inline GtkButton *ss_button(gpointer p) { return GTK_BUTTON(p); }
static inline GtkEditable *ss_editable(gpointer p) { return GTK_EDITABLE(p); }
static inline GtkScrolledWindow *ss_scrolled(gpointer p) { return GTK_SCROLLED_WINDOW(p); }
static inline GtkPopover *ss_popover(gpointer p) { return GTK_POPOVER(p); }
static inline GtkToggleButton *ss_toggle_button(gpointer p) { return GTK_TOGGLE_BUTTON(p); }
static inline GtkEventController *ss_controller(gpointer p) { return GTK_EVENT_CONTROLLER(p); }
static inline GtkGestureSingle *ss_gesture_single(gpointer p) { return GTK_GESTURE_SINGLE(p); }
static inline GtkGesture *ss_gesture(gpointer p) { return GTK_GESTURE(p); }
static inline gboolean ss_is_button(gpointer p) { return GTK_IS_BUTTON(p); }
static inline gboolean ss_is_label(gpointer p) { return GTK_IS_LABEL(p); }
static inline GApplication *ss_gapplication(gpointer p) { return G_APPLICATION(p); }
static inline GActionMap *ss_action_map(gpointer p) { return G_ACTION_MAP(p); }
static inline GtkCheckButton *ss_check_button(gpointer p) { return GTK_CHECK_BUTTON(p); }
static inline GtkDropDown *ss_drop_down(gpointer p) { return GTK_DROP_DOWN(p); }
static inline GtkSpinButton *ss_spin_button(gpointer p) { return GTK_SPIN_BUTTON(p); }
static inline GtkListBox *ss_list_box(gpointer p) { return GTK_LIST_BOX(p); }
static inline GtkStack *ss_stack(gpointer p) { return GTK_STACK(p); }
static inline GtkNativeDialog *ss_native_dialog(gpointer p) { return GTK_NATIVE_DIALOG(p); }
static inline GtkFileChooser *ss_file_chooser(gpointer p) { return GTK_FILE_CHOOSER(p); }
static inline GtkOrientable *ss_orientable(gpointer p) { return GTK_ORIENTABLE(p); }
static inline gboolean ss_is_stack(gpointer p) { return GTK_IS_STACK(p); }
static inline gboolean ss_is_popover(gpointer p) { return GTK_IS_POPOVER(p); }
static inline gboolean ss_is_list_view(gpointer p) { return GTK_IS_LIST_VIEW(p); }

// --- Misc ---------------------------------------------------------------------------------------

/// Keyboard focus that should be shown: the widget has focus and its window shows focus (a key
/// was used, not the mouse). Read from the window, which GTK 4.8 keeps right even when
/// focus-visible is switched on by the program (switch scanning) rather than by a key press.
static inline gboolean ss_widget_has_visible_focus(GtkWidget *w) {
    GtkRoot *root = gtk_widget_get_root(w);
    return gtk_widget_has_focus(w) && root != NULL && GTK_IS_WINDOW(root)
        && gtk_window_get_focus_visible(GTK_WINDOW(root));
}

static inline GtkStringList *ss_string_list_new(void) { return gtk_string_list_new(NULL); }

static void ss_wrapping_choice_setup(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer chars) {
    (void)factory;
    GtkWidget *label = gtk_label_new(NULL);
    gtk_label_set_xalign(GTK_LABEL(label), 0);
    gtk_label_set_wrap(GTK_LABEL(label), TRUE);
    gtk_label_set_wrap_mode(GTK_LABEL(label), PANGO_WRAP_WORD_CHAR);
    gtk_label_set_max_width_chars(GTK_LABEL(label), GPOINTER_TO_INT(chars));
    gtk_list_item_set_child(item, label);
}

static void ss_wrapping_choice_bind(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer unused) {
    (void)factory; (void)unused;
    gpointer shown = gtk_list_item_get_item(item);
    GtkWidget *label = gtk_list_item_get_child(item);
    if (label && GTK_IS_LABEL(label))
        gtk_label_set_text(GTK_LABEL(label), shown && GTK_IS_STRING_OBJECT(shown)
                           ? gtk_string_object_get_string(GTK_STRING_OBJECT(shown)) : "");
}

/// Shows a drop-down's chosen string in a label that wraps after about `chars` characters, so a
/// long choice makes its row taller rather than its window wider. The list that opens keeps
/// GTK's own rows (with their tick on the chosen one).
static inline void ss_drop_down_wrap_shown_choice(GtkDropDown *drop_down, int chars) {
    GtkListItemFactory *own = gtk_drop_down_get_factory(drop_down);
    if (own && !gtk_drop_down_get_list_factory(drop_down)) gtk_drop_down_set_list_factory(drop_down, own);
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(ss_wrapping_choice_setup), GINT_TO_POINTER(chars));
    g_signal_connect(factory, "bind", G_CALLBACK(ss_wrapping_choice_bind), NULL);
    gtk_drop_down_set_factory(drop_down, factory);
    g_object_unref(factory);
}

/// GtkSettings values, read each time they are asked for (g_object_get is variadic).
static inline gboolean ss_settings_enable_animations(void) {
    gboolean enabled = TRUE;
    GtkSettings *settings = gtk_settings_get_default();
    if (settings) g_object_get(settings, "gtk-enable-animations", &enabled, NULL);
    return enabled;
}

/// The desktop's text size in 1024ths of a dot per inch (GNOME's Large text raises it); 0 when unset.
static inline gint ss_settings_xft_dpi(void) {
    gint dpi = 0;
    GtkSettings *settings = gtk_settings_get_default();
    if (settings) g_object_get(settings, "gtk-xft-dpi", &dpi, NULL);
    return dpi;
}

/// The GTK theme name; the caller frees it with g_free.
static inline char *ss_settings_theme_name(void) {
    char *name = NULL;
    GtkSettings *settings = gtk_settings_get_default();
    if (settings) g_object_get(settings, "gtk-theme-name", &name, NULL);
    return name;
}

/// GNOME's own event-sounds key, where its schema is installed (TRUE elsewhere). GTK sees it only
/// through an XSettings daemon, which a session without gnome-settings-daemon lacks; read live,
/// since GSettings follows changes. Main thread only.
static inline gboolean ss_gnome_event_sounds(void) {
    static GSettings *sound = NULL;
    static gboolean looked = FALSE;
    if (!looked) {
        looked = TRUE;
        GSettingsSchemaSource *source = g_settings_schema_source_get_default();
        GSettingsSchema *schema = source ? g_settings_schema_source_lookup(source, "org.gnome.desktop.sound", TRUE) : NULL;
        if (schema != NULL) {
            if (g_settings_schema_has_key(schema, "event-sounds")) sound = g_settings_new_full(schema, NULL, NULL);
            g_settings_schema_unref(schema);
        }
    }
    return sound == NULL || g_settings_get_boolean(sound, "event-sounds");
}

/// Whether the desktop wants event sounds: GTK's setting (GNOME's reaches it through XSettings) and
/// GNOME's key itself.
static inline gboolean ss_settings_enable_event_sounds(void) {
    gboolean enabled = TRUE;
    GtkSettings *settings = gtk_settings_get_default();
    if (settings) g_object_get(settings, "gtk-enable-event-sounds", &enabled, NULL);
    return enabled && ss_gnome_event_sounds();
}

/// The first child of a tuple reply such as GetAddress's `(s)`, as a new string.
static inline void ss_variant_get_string_child(GVariant *tuple, gchar **out) {
    *out = NULL;
    if (g_variant_is_of_type(tuple, G_VARIANT_TYPE("(s)"))) g_variant_get(tuple, "(s)", out);
}

/// The first child of a `(u)` reply, or 0.
static inline guint32 ss_variant_get_uint32_child(GVariant *tuple) {
    guint32 value = 0;
    if (g_variant_is_of_type(tuple, G_VARIANT_TYPE("(u)"))) g_variant_get(tuple, "(u)", &value);
    return value;
}

/// `(s)` holding `text`, for a D-Bus call's parameters.
static inline GVariant *ss_variant_new_string_child(const char *text) {
    return g_variant_new("(s)", text);
}

/// An AT-SPI ChildrenChanged signal `(siiva{sv})` whose variant holds the added child `(so)`: the
/// child's D-Bus name, as a new string; NULL for anything else.
static inline gchar *ss_atspi_added_child_bus_name(GVariant *parameters) {
    if (!g_variant_is_of_type(parameters, G_VARIANT_TYPE("(siiva{sv})"))) return NULL;
    GVariant *any = NULL;
    g_variant_get_child(parameters, 3, "v", &any);
    gchar *name = NULL;
    if (any && g_variant_is_of_type(any, G_VARIANT_TYPE("(so)"))) g_variant_get_child(any, 0, "s", &name);
    if (any) g_variant_unref(any);
    return name;
}

/// Whether `widget`'s window lies on a monitor. GTK 4.8 lays a popover out against the monitor
/// of its parent's surface and hits a critical (gdk_monitor_get_geometry on NULL) when there is
/// none: the window was minimized or moved off every screen.
static inline gboolean ss_widget_is_on_a_monitor(GtkWidget *widget) {
    GtkNative *native = gtk_widget_get_native(widget);
    GdkSurface *surface = native ? gtk_native_get_surface(native) : NULL;
    if (!surface || !gdk_surface_get_mapped(surface)) return FALSE;
    return gdk_display_get_monitor_at_surface(gdk_surface_get_display(surface), surface) != NULL;
}

/// Destroys a window so that nothing GTK 4.8 leaves behind can reach it afterwards.
/// gtk_window_unrealize (4.8.3) disconnects its handlers from the window's GdkSurface except
/// "compute-size", and gdk_x11_surface_destroy does not cancel the layout idle that any resize
/// of the window queues, even while it is hidden. The X11 surface itself lives on until the X
/// server reports the window gone, so that idle, run after the window is freed, emitted
/// compute-size into the freed window (GLib-GObject "invalid unclassed pointer in cast to
/// GtkWindow", then gtk_widget_measure criticals, or a crash). A dialog closed, changed and
/// destroyed in one key storm did just that.
///
/// It also lets go of the windows transient for this one first. When a transient parent is
/// disposed, GTK 4.8 destroys a child set to be destroyed with it but keeps the parent's pointer
/// in the child (gtk_window_transient_parent_destroyed clears it only for the others). A child
/// the game still holds (the progress view or Players, opened from Settings) then reached into
/// the freed Settings window when it was freed in turn: its dispose disconnected its handlers
/// from that parent (g_signal_handlers_disconnect_matched on a freed instance). Unsetting the
/// parent while it is alive disconnects them properly; the child is then destroyed as GTK would.
static inline void ss_window_destroy(GtkWindow *window) {
    GList *windows = gtk_window_list_toplevels();
    g_list_foreach(windows, (GFunc)(void (*)(void))g_object_ref, NULL);
    for (GList *item = windows; item; item = item->next) {
        GtkWindow *child = GTK_WINDOW(item->data);
        if (child == window || gtk_window_get_transient_for(child) != window) continue;
        gboolean destroy = gtk_window_get_destroy_with_parent(child);
        gtk_window_set_transient_for(child, NULL);
        if (destroy) ss_window_destroy(child);
    }
    g_list_free_full(windows, g_object_unref);
    GdkSurface *surface = gtk_native_get_surface(GTK_NATIVE(window));
    if (surface && GDK_IS_TOPLEVEL(surface)) {
        g_signal_handlers_disconnect_matched(surface, (GSignalMatchType)(G_SIGNAL_MATCH_ID | G_SIGNAL_MATCH_DATA),
                                             g_signal_lookup("compute-size", GDK_TYPE_TOPLEVEL), 0,
                                             NULL, NULL, window);
    }
    gtk_window_destroy(window);
}

/// GTK 4.8's GtkTreeView makes its search popover a child placed after its column headers, whose
/// CSS nodes live under its header node, not its own, and logs a critical doing so
/// (gtk_css_node_insert_after: 'previous_sibling->parent == parent'), even with search turned off,
/// since Ctrl+F starts it all the same. The game has no tree view of its own, but GTK's file
/// chooser (Export…) has. A search entry the tree view owns and never shows keeps that popover from
/// ever being made; typing in the list still reaches the chooser's own name field.
/// Returns how many tree views it gave a hidden search now.
static inline int ss_tree_views_use_hidden_search(GtkWidget *widget) {
    int given = 0;
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    if (GTK_IS_TREE_VIEW(widget) && !g_object_get_data(G_OBJECT(widget), "ss-hidden-search")) {
        GtkWidget *entry = g_object_ref_sink(gtk_entry_new());
        gtk_tree_view_set_search_entry(GTK_TREE_VIEW(widget), GTK_EDITABLE(entry));
        g_object_set_data_full(G_OBJECT(widget), "ss-hidden-search", entry, g_object_unref);
        given = 1;
    }
    G_GNUC_END_IGNORE_DEPRECATIONS
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child))
        given += ss_tree_views_use_hidden_search(child);
    return given;
}

/// The same for every window the game has open now.
static inline int ss_windows_tree_views_use_hidden_search(void) {
    int given = 0;
    GList *windows = gtk_window_list_toplevels();
    for (GList *item = windows; item; item = item->next) given += ss_tree_views_use_hidden_search(GTK_WIDGET(item->data));
    g_list_free(windows);
    return given;
}

/// GtkSearchEntry's placeholder (its setter is GTK 4.10; the property is older).
static inline void ss_set_placeholder_text(GtkWidget *entry, const char *text) {
    g_object_set(entry, "placeholder-text", text, NULL);
}

/// Takes the emoji chooser away from a search entry (Ctrl+. and its context menu). GTK 4.8's
/// chooser is a GtkFlowBox that spins forever on Up before it has been laid out, which froze
/// Find; a child looking for "square" has no use for emoji anyway.
static inline void ss_search_entry_disable_emoji(GtkWidget *entry) {
    GtkEditable *delegate = gtk_editable_get_delegate(GTK_EDITABLE(entry));
    if (delegate && GTK_IS_TEXT(delegate)) {
        GtkText *text = GTK_TEXT(delegate);
        gtk_text_set_input_hints(text, gtk_text_get_input_hints(text) | GTK_INPUT_HINT_NO_EMOJI);
    }
}

#include "trace.h"

#endif
