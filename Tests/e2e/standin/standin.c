/* A tiny GTK4 program for the harness self-check: three buttons in a row, a label they change,
 * and a button that opens a modal dialog. Built by the self-check test; not part of the game. */
#include <gtk/gtk.h>

static GtkWidget *status_label;

static void on_colour_clicked(GtkButton *button, gpointer user_data) {
    char *text = g_strdup_printf("Pressed %s", gtk_button_get_label(button));
    gtk_label_set_text(GTK_LABEL(status_label), text);
    g_free(text);
}

static void on_dialog_response(GtkDialog *dialog, int response, gpointer user_data) {
    gtk_window_destroy(GTK_WINDOW(dialog));
}

static void on_open_clicked(GtkButton *button, gpointer user_data) {
    GtkWindow *parent = GTK_WINDOW(user_data);
    GtkWidget *dialog = gtk_dialog_new_with_buttons("Stand-in dialog", parent,
        GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT, "OK", GTK_RESPONSE_OK, NULL);
    gtk_dialog_set_default_response(GTK_DIALOG(dialog), GTK_RESPONSE_OK);
    gtk_box_append(GTK_BOX(gtk_dialog_get_content_area(GTK_DIALOG(dialog))),
                   gtk_label_new("A modal dialog"));
    g_signal_connect(dialog, "response", G_CALLBACK(on_dialog_response), NULL);
    gtk_window_present(GTK_WINDOW(dialog));
    gtk_widget_grab_focus(gtk_dialog_get_widget_for_response(GTK_DIALOG(dialog), GTK_RESPONSE_OK));
}

static void on_activate(GtkApplication *app, gpointer user_data) {
    GtkWidget *window = gtk_application_window_new(app);
    gtk_window_set_title(GTK_WINDOW(window), "Stand-in");
    gtk_window_set_default_size(GTK_WINDOW(window), 480, 240);

    GtkWidget *column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
    GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
    const char *colours[] = {"Red", "Green", "Blue"};
    for (int i = 0; i < 3; i++) {
        GtkWidget *button = gtk_button_new_with_label(colours[i]);
        gtk_widget_set_size_request(button, 100, 60);
        g_signal_connect(button, "clicked", G_CALLBACK(on_colour_clicked), NULL);
        gtk_box_append(GTK_BOX(row), button);
    }
    status_label = gtk_label_new("Nothing pressed");
    GtkWidget *open = gtk_button_new_with_label("Open dialog");
    g_signal_connect(open, "clicked", G_CALLBACK(on_open_clicked), window);

    gtk_box_append(GTK_BOX(column), row);
    gtk_box_append(GTK_BOX(column), status_label);
    gtk_box_append(GTK_BOX(column), open);
    gtk_window_set_child(GTK_WINDOW(window), column);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    g_set_prgname("shape-shuffle-standin");
    GtkApplication *app = gtk_application_new(NULL, G_APPLICATION_NON_UNIQUE);
    g_signal_connect(app, "activate", G_CALLBACK(on_activate), NULL);
    int status = g_application_run(G_APPLICATION(app), argc, argv);
    g_object_unref(app);
    return status;
}
