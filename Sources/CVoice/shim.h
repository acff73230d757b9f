#ifndef SHAPE_SHUFFLE_CVOICE_SHIM_H
#define SHAPE_SHUFFLE_CVOICE_SHIM_H

// libcanberra, which plays the game's event sounds (EventSoundWorker.swift) and the natural voice's
// clips (ClipPlayer.swift) through one context (SoundServer.swift). It needs no macro or variadic
// call wrapped: the property lists are filled one key at a time. libvorbisfile decodes a clip that
// is played slower or faster (ClipStretcher.swift).

#include <canberra.h>
#include <vorbis/vorbisfile.h>

#endif
