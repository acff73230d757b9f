/* The benchmark's baseline: the least a GTK 4 program can show, one empty window the size of
 * Shape Shuffle's. With --grid it holds 16 plain check buttons instead, so that Tab and Space
 * have something to move to and toggle at once: the baseline for key-to-paint latency. There,
 * animations are off: Adwaita fades the focus ring in, which would put the first frame that
 * shows the new focus a frame or two late, and the game's cards draw their ring at once. */
#include <gtk/gtk.h>
#include <string.h>

static gboolean grid_mode;

static void
activate (GtkApplication *application, gpointer user_data)
{
  GtkWidget *window = gtk_application_window_new (application);

  (void) user_data;
  gtk_window_set_title (GTK_WINDOW (window), "Bare window");
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 768);
  if (grid_mode)
    {
      GtkWidget *grid = gtk_grid_new ();

      g_object_set (gtk_widget_get_settings (window), "gtk-enable-animations", FALSE, NULL);

      for (int i = 0; i < 16; i++)
        {
          char label[16];

          g_snprintf (label, sizeof label, "Card %d", i + 1);
          gtk_grid_attach (GTK_GRID (grid), gtk_check_button_new_with_label (label),
                           i % 4, i / 4, 1, 1);
        }
      gtk_window_set_child (GTK_WINDOW (window), grid);
    }
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  GtkApplication *application;
  int status;

  grid_mode = argc > 1 && strcmp (argv[1], "--grid") == 0;
  g_set_prgname ("bare-window");
  application = gtk_application_new ("org.shapeshuffle.BareWindow", G_APPLICATION_NON_UNIQUE);
  g_signal_connect (application, "activate", G_CALLBACK (activate), NULL);
  status = g_application_run (G_APPLICATION (application), 1, argv);
  g_object_unref (application);
  return status;
}
