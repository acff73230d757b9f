#ifndef SHAPE_SHUFFLE_TRACE_H
#define SHAPE_SHUFFLE_TRACE_H
// A debugging aid, on only when SHAPE_SHUFFLE_TRACE_WIDGETS is set: every window and popover that
// is shown, hidden, mapped or unmapped, every popover that closes and every focus change is
// written to stderr, with the time, so that a GTK critical in a key storm can be read against
// what opened and closed just before it. It uses signal emission hooks, which see every instance
// of a type without connecting to any.
#include <gtk/gtk.h>
#include <stdio.h>

static inline void ss_trace_describe(GtkWidget *widget, char *out, size_t size) {
    if (!widget) { snprintf(out, size, "-"); return; }
    const char *title = GTK_IS_WINDOW(widget) ? gtk_window_get_title(GTK_WINDOW(widget)) : NULL;
    snprintf(out, size, "%s %p%s%s%s", G_OBJECT_TYPE_NAME(widget), (void *)widget,
             title ? " \"" : "", title ? title : "", title ? "\"" : "");
}

static inline gboolean ss_trace_native_hook(GSignalInvocationHint *hint, guint count, const GValue *values,
                                            gpointer data) {
    (void)count;
    GObject *object = g_value_get_object(&values[0]);
    // A child's dialog inside the game's window is no window of its own: it is told by its role,
    // and named by its title (the widget's name).
    if (GTK_IS_WIDGET(object) && !GTK_IS_NATIVE(object)
        && gtk_accessible_get_accessible_role(GTK_ACCESSIBLE(object)) == GTK_ACCESSIBLE_ROLE_DIALOG) {
        fprintf(stderr, "trace %.3f %s %s %p \"%s\"\n", g_get_monotonic_time() / 1e6, g_signal_name(hint->signal_id),
                G_OBJECT_TYPE_NAME(object), (void *)object, gtk_widget_get_name(GTK_WIDGET(object)));
        return TRUE;
    }
    if (!GTK_IS_NATIVE(object)) return TRUE;
    GtkWidget *widget = GTK_WIDGET(object);
    char self[160], parent[160], owner[160];
    ss_trace_describe(widget, self, sizeof self);
    ss_trace_describe(gtk_widget_get_parent(widget), parent, sizeof parent);
    GtkRoot *root = gtk_widget_get_parent(widget) ? gtk_widget_get_root(widget) : NULL;
    ss_trace_describe(root ? GTK_WIDGET(root) : NULL, owner, sizeof owner);
    GdkSurface *surface = gtk_native_get_surface(GTK_NATIVE(widget));
    const char *state = "";
    if (surface && GDK_IS_TOPLEVEL(surface)) {
        GdkToplevelState flags = gdk_toplevel_get_state(GDK_TOPLEVEL(surface));
        state = (flags & GDK_TOPLEVEL_STATE_MINIMIZED) ? " minimized" : "";
    }
    fprintf(stderr, "trace %.3f %s %s parent %s root %s surface %p%s%s\n",
            g_get_monotonic_time() / 1e6, g_signal_name(hint->signal_id), self, parent, owner,
            (void *)surface, surface && gdk_surface_get_mapped(surface) ? " mapped" : "", state);
    // Where a popover will be laid out: its parent widget within the window, and whether GDK
    // finds the window on a monitor.
    if (GTK_IS_POPOVER(widget) && root) {
        GdkSurface *top = gtk_native_get_surface(GTK_NATIVE(root));
        graphene_rect_t at = GRAPHENE_RECT_INIT(-1, -1, 0, 0);
        gboolean placed = gtk_widget_compute_bounds(gtk_widget_get_parent(widget), GTK_WIDGET(root), &at);
        GdkMonitor *monitor = top && !gdk_surface_is_destroyed(top)
            ? gdk_display_get_monitor_at_surface(gtk_widget_get_display(widget), top) : NULL;
        fprintf(stderr, "trace   window surface %p %dx%d on monitor %p; parent widget %s at %.0f,%.0f %.0fx%.0f\n",
                (void *)top, top ? gdk_surface_get_width(top) : 0, top ? gdk_surface_get_height(top) : 0,
                (void *)monitor, placed ? "placed" : "NOT placed", at.origin.x, at.origin.y, at.size.width, at.size.height);
    }
    return TRUE;
}

static inline void ss_trace_focus(GObject *object, GParamSpec *spec, gpointer data) {
    (void)spec; (void)data;
    char window[160], focus[160];
    ss_trace_describe(GTK_WIDGET(object), window, sizeof window);
    ss_trace_describe(gtk_window_get_focus(GTK_WINDOW(object)), focus, sizeof focus);
    fprintf(stderr, "trace %.3f focus %s in %s\n", g_get_monotonic_time() / 1e6, focus, window);
}

static inline gboolean ss_trace_window_hook(GSignalInvocationHint *hint, guint count, const GValue *values,
                                            gpointer data) {
    (void)hint; (void)count; (void)data;
    GObject *object = g_value_get_object(&values[0]);
    if (GTK_IS_WINDOW(object) && !g_signal_handler_find(object, G_SIGNAL_MATCH_FUNC, 0, 0, NULL, (gpointer)ss_trace_focus, NULL))
        g_signal_connect(object, "notify::focus-widget", G_CALLBACK(ss_trace_focus), NULL);
    return TRUE;
}

/// Installs the hooks (once GTK is initialised).
static inline void ss_trace_widgets(void) {
    static const char *native_signals[] = { "show", "hide", "map", "unmap", "realize", "unrealize" };
    g_type_class_ref(GTK_TYPE_POPOVER);
    g_type_class_ref(GTK_TYPE_WINDOW);
    for (size_t i = 0; i < G_N_ELEMENTS(native_signals); i++) {
        guint id = g_signal_lookup(native_signals[i], GTK_TYPE_WIDGET);
        g_signal_add_emission_hook(id, 0, ss_trace_native_hook, NULL, NULL);
    }
    g_signal_add_emission_hook(g_signal_lookup("closed", GTK_TYPE_POPOVER), 0, ss_trace_native_hook, NULL, NULL);
    g_signal_add_emission_hook(g_signal_lookup("realize", GTK_TYPE_WIDGET), 0, ss_trace_window_hook, NULL, NULL);
    setvbuf(stderr, NULL, _IOLBF, 0);
}

#endif
