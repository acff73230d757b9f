#ifndef SHAPE_SHUFFLE_CVOICE_SHIM_H
#define SHAPE_SHUFFLE_CVOICE_SHIM_H

// The sound libraries the voice and the event sounds call, all from Swift: GSound for the
// freedesktop theme's event sounds (EventSoundWorker.swift) and libcanberra for the natural
// voice's clips (ClipPlayer.swift). Neither needs a macro or a variadic call wrapped.

#include <glib.h>
#include <gsound.h>
#include <canberra.h>

#endif
