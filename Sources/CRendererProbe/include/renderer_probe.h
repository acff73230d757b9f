#pragma once

/* What the display's OpenGL says it is, asked before GTK picks its renderer. */

/* Writes the OpenGL renderer string (or, under EGL, the driver's name) of the default GdkDisplay
 * into `out` (NUL-terminated, cut to `size`) and returns 1; returns 0 when the display has no
 * OpenGL at all. `how` is set to a short word for the way it was learnt. */
int ss_gl_renderer_name(char *out, unsigned long size, const char **how);
