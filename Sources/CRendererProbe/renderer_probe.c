/* The OpenGL renderer's name, asked the cheapest way the display allows (measured under Xvfb
 * with llvmpipe, after gtk_init, which has already set up GL to choose the X visual):
 *  - X11 with GLX and GLX_MESA_query_renderer: the renderer string, no context made (0.05 ms);
 *  - EGL (Wayland, or X11 through EGL) with EGL_MESA_query_driver: the driver's name (swrast,
 *    iris, radeonsi…), no context made;
 *  - anything else (a driver without these Mesa extensions): a GdkGLContext is made current
 *    and asked glGetString(GL_RENDERER) (8–20 ms with llvmpipe; GTK's GL renderer would make
 *    one anyway on the GPUs this path is for). */
#include "renderer_probe.h"

#include <gtk/gtk.h>
#include <string.h>

#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#include <epoxy/glx.h>
#endif
#ifdef GDK_WINDOWING_WAYLAND
#include <gdk/wayland/gdkwayland.h>
#endif
#include <epoxy/egl.h>
#include <epoxy/gl.h>

static int
copy_name (const char *name, char *out, unsigned long size)
{
  if (name == NULL || *name == '\0' || size == 0)
    return 0;
  g_strlcpy (out, name, size);
  return 1;
}

static int
from_egl (EGLDisplay egl, char *out, unsigned long size)
{
  PFNEGLGETDISPLAYDRIVERNAMEPROC driver_name;

  if (egl == NULL || !epoxy_has_egl_extension (egl, "EGL_MESA_query_driver"))
    return 0;
  driver_name = (PFNEGLGETDISPLAYDRIVERNAMEPROC) eglGetProcAddress ("eglGetDisplayDriverName");
  return driver_name != NULL && copy_name (driver_name (egl), out, size);
}

static int
from_context (GdkDisplay *display, char *out, unsigned long size)
{
  GdkGLContext *context = gdk_display_create_gl_context (display, NULL);
  int found = 0;

  if (context == NULL)
    return 0;
  if (gdk_gl_context_realize (context, NULL))
    {
      gdk_gl_context_make_current (context);
      found = copy_name ((const char *) glGetString (GL_RENDERER), out, size);
      gdk_gl_context_clear_current ();
    }
  g_object_unref (context);
  return found;
}

int
ss_gl_renderer_name (char *out, unsigned long size, const char **how)
{
  GdkDisplay *display = gdk_display_get_default ();

  *how = "none";
  if (display == NULL || !gdk_display_prepare_gl (display, NULL))
    return 0;
#ifdef GDK_WINDOWING_X11
  if (GDK_IS_X11_DISPLAY (display))
    {
      EGLDisplay egl = gdk_x11_display_get_egl_display (display);
      Display *xdisplay = gdk_x11_display_get_xdisplay (display);
      int screen = DefaultScreen (xdisplay);

      if (egl != NULL)
        {
          *how = "EGL driver";
          if (from_egl (egl, out, size))
            return 1;
        }
      else if (epoxy_has_glx_extension (xdisplay, screen, "GLX_MESA_query_renderer"))
        {
          *how = "GLX renderer";
          if (copy_name (glXQueryRendererStringMESA (xdisplay, screen, 0, GLX_RENDERER_DEVICE_ID_MESA),
                         out, size))
            return 1;
        }
    }
#endif
#ifdef GDK_WINDOWING_WAYLAND
  if (GDK_IS_WAYLAND_DISPLAY (display))
    {
      *how = "EGL driver";
      if (from_egl (gdk_wayland_display_get_egl_display (display), out, size))
        return 1;
    }
#endif
  *how = "GL context";
  return from_context (display, out, size);
}
