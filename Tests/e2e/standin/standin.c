/* A tiny GTK4 program for the harness self-check, not part of the game: three buttons in a row
 * that report clicks, right-clicks and long presses in a line of text, a text entry, a button that opens
 * a modal dialog, and a header bar (so the window has client-side decorations) with a popover
 * menu. A keyboard-focused button wears a solid magenta ring (for pixel tests). With STANDIN_CRASH
 * set, pressing a colour button crashes it, on purpose. */
#include <gtk/gtk.h>

/* A GtkInscription, not a GtkLabel: a label's new text re-lays out the window, and GTK 4.8 follows
 * every layout with a made-up motion event that carries the pointer's buttons as they are now. When
 * a fast click's release has reached the X server but not yet the program, that motion says "no
 * button" mid-click and GtkButton drops the click (on a loaded machine, one run in six to ten lost
 * a double-click). The self-check is about the harness's input, so its status must not start that race. */
static GtkWidget *status_label;

static void show_status(const char *verb, GtkWidget *button) {
    int count = GPOINTER_TO_INT(g_object_get_data(G_OBJECT(button), "count")) + 1;
    g_object_set_data(G_OBJECT(button), "count", GINT_TO_POINTER(count));
    char *text = g_strdup_printf("%s %s (%d)", verb, gtk_button_get_label(GTK_BUTTON(button)), count);
    gtk_inscription_set_text(GTK_INSCRIPTION(status_label), text);
    g_free(text);
}

/* With STANDIN_CRASH set, a press dies of SIGSEGV while a second thread waits, so the harness
 * self-check can see that a crash is told with every thread's backtrace. */
static GMutex waiting_lock;
static GCond never_signalled;

static gpointer standin_waiting_thread(gpointer unused) {
    g_mutex_lock(&waiting_lock);
    for (;;) g_cond_wait(&never_signalled, &waiting_lock);
    return NULL;
}

static void __attribute__((noinline)) standin_crash_on_purpose(void) {
    volatile int *nowhere = NULL;
    *nowhere = 1;
}

static void on_clicked(GtkButton *button, gpointer unused) {
    if (g_getenv("STANDIN_CRASH")) standin_crash_on_purpose();
    show_status("Pressed", GTK_WIDGET(button));
}

static void on_right_pressed(GtkGestureClick *gesture, int n_press, double x, double y, gpointer unused) {
    show_status("Right-clicked", gtk_event_controller_get_widget(GTK_EVENT_CONTROLLER(gesture)));
}

static void on_long_pressed(GtkGestureLongPress *gesture, double x, double y, gpointer unused) {
    /* Claiming the press stops the button's own click gesture from also reporting a click. */
    gtk_gesture_set_state(GTK_GESTURE(gesture), GTK_EVENT_SEQUENCE_CLAIMED);
    show_status("Held", gtk_event_controller_get_widget(GTK_EVENT_CONTROLLER(gesture)));
}

static void on_dialog_response(GtkDialog *dialog, int response, gpointer unused) {
    gtk_window_destroy(GTK_WINDOW(dialog));
}

static void on_open_clicked(GtkButton *button, gpointer window) {
    GtkWidget *dialog = gtk_dialog_new_with_buttons("Stand-in dialog", GTK_WINDOW(window),
        GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT, "OK", GTK_RESPONSE_OK, NULL);
    gtk_box_append(GTK_BOX(gtk_dialog_get_content_area(GTK_DIALOG(dialog))),
                   gtk_label_new("A modal dialog"));
    g_signal_connect(dialog, "response", G_CALLBACK(on_dialog_response), NULL);
    gtk_window_present(GTK_WINDOW(dialog));
    gtk_widget_grab_focus(gtk_dialog_get_widget_for_response(GTK_DIALOG(dialog), GTK_RESPONSE_OK));
}

static void on_chosen(GSimpleAction *action, GVariant *choice, gpointer unused) {
    char *text = g_strdup_printf("Chose %s", g_variant_get_string(choice, NULL));
    gtk_inscription_set_text(GTK_INSCRIPTION(status_label), text);
    g_free(text);
}

static GtkWidget *menu_header_bar(GtkWidget *window) {
    GSimpleAction *choose = g_simple_action_new("choose", G_VARIANT_TYPE_STRING);
    g_signal_connect(choose, "activate", G_CALLBACK(on_chosen), NULL);
    g_action_map_add_action(G_ACTION_MAP(window), G_ACTION(choose));
    GMenu *menu = g_menu_new();
    g_menu_append(menu, "Flip", "win.choose::Flip");
    g_menu_append(menu, "Add", "win.choose::Add");
    GtkWidget *button = gtk_menu_button_new();
    gtk_menu_button_set_label(GTK_MENU_BUTTON(button), "Menu");
    gtk_menu_button_set_menu_model(GTK_MENU_BUTTON(button), G_MENU_MODEL(menu));
    GtkWidget *bar = gtk_header_bar_new();
    gtk_header_bar_pack_end(GTK_HEADER_BAR(bar), button);
    return bar;
}

static GtkWidget *colour_button(const char *label) {
    GtkWidget *button = gtk_button_new_with_label(label);
    gtk_widget_set_size_request(button, 100, 60);
    g_signal_connect(button, "clicked", G_CALLBACK(on_clicked), NULL);
    GtkGesture *right = gtk_gesture_click_new();
    gtk_gesture_single_set_button(GTK_GESTURE_SINGLE(right), GDK_BUTTON_SECONDARY);
    g_signal_connect(right, "pressed", G_CALLBACK(on_right_pressed), NULL);
    gtk_widget_add_controller(button, GTK_EVENT_CONTROLLER(right));
    GtkGesture *hold = gtk_gesture_long_press_new();
    /* In the capture phase it sees each press before GtkButton's own gesture can claim it. */
    gtk_event_controller_set_propagation_phase(GTK_EVENT_CONTROLLER(hold), GTK_PHASE_CAPTURE);
    g_signal_connect(hold, "pressed", G_CALLBACK(on_long_pressed), NULL);
    gtk_widget_add_controller(button, GTK_EVENT_CONTROLLER(hold));
    return button;
}

static void on_activate(GtkApplication *app, gpointer unused) {
    GtkCssProvider *css = gtk_css_provider_new();
    gtk_css_provider_load_from_data(css,
        "button:focus-visible { outline: 3px solid #ff00ff; outline-offset: 2px; }", -1);
    gtk_style_context_add_provider_for_display(gdk_display_get_default(),
        GTK_STYLE_PROVIDER(css), GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

    GtkWidget *window = gtk_application_window_new(app);
    gtk_window_set_title(GTK_WINDOW(window), "Stand-in");
    gtk_window_set_titlebar(GTK_WINDOW(window), menu_header_bar(window));
    GtkWidget *column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
    GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 40);
    gtk_box_append(GTK_BOX(row), colour_button("Red"));
    gtk_box_append(GTK_BOX(row), colour_button("Green"));
    gtk_box_append(GTK_BOX(row), colour_button("Blue"));
    status_label = gtk_inscription_new("Nothing pressed");
    gtk_inscription_set_min_chars(GTK_INSCRIPTION(status_label), 24);
    GtkWidget *entry = gtk_entry_new();
    gtk_accessible_update_property(GTK_ACCESSIBLE(entry), GTK_ACCESSIBLE_PROPERTY_LABEL, "Notes", -1);
    GtkWidget *open = gtk_button_new_with_label("Open dialog");
    g_signal_connect(open, "clicked", G_CALLBACK(on_open_clicked), window);

    gtk_box_append(GTK_BOX(column), row);
    gtk_box_append(GTK_BOX(column), status_label);
    gtk_box_append(GTK_BOX(column), entry);
    gtk_box_append(GTK_BOX(column), open);
    gtk_widget_set_margin_start(column, 20);
    gtk_widget_set_margin_end(column, 20);
    gtk_widget_set_margin_top(column, 20);
    gtk_widget_set_margin_bottom(column, 20);
    gtk_window_set_child(GTK_WINDOW(window), column);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    g_set_prgname("shape-shuffle-standin");
    GtkApplication *app = gtk_application_new(NULL, G_APPLICATION_NON_UNIQUE);
    g_signal_connect(app, "activate", G_CALLBACK(on_activate), NULL);
    if (g_getenv("STANDIN_CRASH")) g_thread_unref(g_thread_new("waiting", standin_waiting_thread, NULL));
    int status = g_application_run(G_APPLICATION(app), argc, argv);
    g_object_unref(app);
    return status;
}
