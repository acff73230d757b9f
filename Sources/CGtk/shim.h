#ifndef SHAPE_SHUFFLE_SHIM_H
#define SHAPE_SHUFFLE_SHIM_H
// Static inline helpers for what Swift cannot call: GTK's casting and type-check macros, variadic
// functions and construct-only properties. Nothing else: any routine with a loop, a choice or
// state of its own is written in Swift. Only what the front calls lives here.
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

// One line a cast: the GTK macro Swift cannot call, behind a function it can.
#define SS_CAST(name, Type, MACRO) static inline Type *ss_##name(gpointer p) { return MACRO(p); }
#define SS_IS(name, MACRO) static inline gboolean ss_is_##name(gpointer p) { return MACRO(p); }

SS_CAST(object, GObject, G_OBJECT)
SS_CAST(widget, GtkWidget, GTK_WIDGET)
SS_CAST(window, GtkWindow, GTK_WINDOW)
SS_CAST(box, GtkBox, GTK_BOX)
SS_CAST(grid, GtkGrid, GTK_GRID)
SS_CAST(label, GtkLabel, GTK_LABEL)
SS_CAST(button, GtkButton, GTK_BUTTON)
SS_CAST(editable, GtkEditable, GTK_EDITABLE)
SS_CAST(scrolled, GtkScrolledWindow, GTK_SCROLLED_WINDOW)
SS_CAST(popover, GtkPopover, GTK_POPOVER)
SS_CAST(toggle_button, GtkToggleButton, GTK_TOGGLE_BUTTON)
SS_CAST(image, GtkImage, GTK_IMAGE)
SS_CAST(controller, GtkEventController, GTK_EVENT_CONTROLLER)
SS_CAST(gesture_single, GtkGestureSingle, GTK_GESTURE_SINGLE)
SS_CAST(gesture, GtkGesture, GTK_GESTURE)
SS_CAST(gapplication, GApplication, G_APPLICATION)
SS_CAST(action_map, GActionMap, G_ACTION_MAP)
SS_CAST(check_button, GtkCheckButton, GTK_CHECK_BUTTON)
SS_CAST(drop_down, GtkDropDown, GTK_DROP_DOWN)
SS_CAST(spin_button, GtkSpinButton, GTK_SPIN_BUTTON)
SS_CAST(list_box, GtkListBox, GTK_LIST_BOX)
SS_CAST(stack, GtkStack, GTK_STACK)
SS_CAST(native_dialog, GtkNativeDialog, GTK_NATIVE_DIALOG)
SS_CAST(file_chooser, GtkFileChooser, GTK_FILE_CHOOSER)
SS_CAST(orientable, GtkOrientable, GTK_ORIENTABLE)
SS_CAST(tree_view, GtkTreeView, GTK_TREE_VIEW)
SS_CAST(text, GtkText, GTK_TEXT)
SS_IS(button, GTK_IS_BUTTON)
SS_IS(label, GTK_IS_LABEL)
SS_IS(stack, GTK_IS_STACK)
SS_IS(popover, GTK_IS_POPOVER)
SS_IS(list_view, GTK_IS_LIST_VIEW)
#undef SS_CAST
#undef SS_IS

// --- Variadic calls -----------------------------------------------------------------------------

static inline GtkStringList *ss_string_list_new(void) { return gtk_string_list_new(NULL); }

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

/// Whether the desktop wants event sounds, as GTK's setting says (GNOME's reaches it through
/// XSettings where a daemon runs).
static inline gboolean ss_settings_enable_event_sounds(void) {
    gboolean enabled = TRUE;
    GtkSettings *settings = gtk_settings_get_default();
    if (settings) g_object_get(settings, "gtk-enable-event-sounds", &enabled, NULL);
    return enabled;
}

/// GtkSearchEntry's placeholder (its setter is GTK 4.10; the property is older).
static inline void ss_set_placeholder_text(GtkWidget *entry, const char *text) {
    g_object_set(entry, "placeholder-text", text, NULL);
}

#endif
