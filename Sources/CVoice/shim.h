#ifndef SHAPE_SHUFFLE_CVOICE_SHIM_H
#define SHAPE_SHUFFLE_CVOICE_SHIM_H

// The game's own voice and sounds: speech-dispatcher (libspeechd) and the freedesktop sound theme
// (GSound). Both can block (connecting to a server that is missing, slow or hung), so everything
// here runs on one worker thread of its own; GTK's main loop only ever pushes onto a queue.

#include <glib.h>
#include <gsound.h>
#include <libspeechd.h>
#include <string.h>

typedef enum { SS_VOICE_SAY, SS_VOICE_SOUND, SS_VOICE_QUIT } SSVoiceKind;

typedef struct {
    SSVoiceKind kind;
    /// SAY: interrupt what is being said and drop what waits (a new level starts afresh).
    gboolean interrupt;
    int rate;
    char *language;
    /// SAY: the sentence; SOUND: the freedesktop event id.
    char *text;
} SSVoiceRequest;

/// Seconds to wait before trying a speech server again after it could not be reached.
#define SS_VOICE_RETRY_SECONDS 10

static inline void ss_voice_request_free(SSVoiceRequest *request) {
    g_free(request->language);
    g_free(request->text);
    g_free(request);
}

static inline void ss_voice_play(GSoundContext **sounds, gboolean *sounds_failed, const char *event_id) {
    if (*sounds == NULL && !*sounds_failed) {
        *sounds = gsound_context_new(NULL, NULL);
        *sounds_failed = *sounds == NULL;
    }
    if (*sounds == NULL) return;
    GHashTable *attributes = g_hash_table_new(g_str_hash, g_str_equal);
    g_hash_table_insert(attributes, (gpointer)GSOUND_ATTR_EVENT_ID, (gpointer)event_id);
    g_hash_table_insert(attributes, (gpointer)GSOUND_ATTR_MEDIA_ROLE, (gpointer)"event");
    gsound_context_play_simplev(*sounds, attributes, NULL, NULL);
    g_hash_table_unref(attributes);
}

static inline gpointer ss_voice_thread(gpointer data) {
    GAsyncQueue *queue = data;
    SPDConnection *speech = NULL;
    gint64 retry_at = 0;
    GSoundContext *sounds = NULL;
    gboolean sounds_failed = FALSE;
    for (;;) {
        SSVoiceRequest *request = g_async_queue_pop(queue);
        if (request->kind == SS_VOICE_QUIT) {
            ss_voice_request_free(request);
            break;
        }
        if (request->kind == SS_VOICE_SOUND) {
            ss_voice_play(&sounds, &sounds_failed, request->text);
            ss_voice_request_free(request);
            continue;
        }
        if (speech == NULL && g_get_monotonic_time() >= retry_at) {
            char *error = NULL;
            // NULL address: SPEECHD_ADDRESS, else the user's default socket; autospawn as Orca does.
            speech = spd_open2("shape-shuffle", "voice", NULL, SPD_MODE_SINGLE, NULL, 1, &error);
            free(error);
            if (speech == NULL) retry_at = g_get_monotonic_time() + SS_VOICE_RETRY_SECONDS * G_USEC_PER_SEC;
        }
        if (speech != NULL) {
            if (request->interrupt) spd_cancel(speech);
            spd_set_language(speech, request->language);
            spd_set_voice_rate(speech, request->rate);
            if (spd_say(speech, SPD_TEXT, request->text) < 0) {
                spd_close(speech);
                speech = NULL;
            }
        }
        ss_voice_request_free(request);
    }
    if (speech != NULL) spd_close(speech);
    if (sounds != NULL) g_object_unref(sounds);
    g_async_queue_unref(queue);
    return NULL;
}

/// Starts the worker; returns the queue to push requests onto (the worker holds its own ref).
static inline GAsyncQueue *ss_voice_start(void) {
    GAsyncQueue *queue = g_async_queue_new();
    GThread *thread = g_thread_try_new("voice", ss_voice_thread, g_async_queue_ref(queue), NULL);
    if (thread == NULL) {
        g_async_queue_unref(queue);
        g_async_queue_unref(queue);
        return NULL;
    }
    g_thread_unref(thread);
    return queue;
}

static inline void ss_voice_push(GAsyncQueue *queue, SSVoiceKind kind, gboolean interrupt, int rate,
                                 const char *language, const char *text) {
    SSVoiceRequest *request = g_new0(SSVoiceRequest, 1);
    request->kind = kind;
    request->interrupt = interrupt;
    request->rate = rate;
    request->language = g_strdup(language);
    request->text = g_strdup(text);
    if (interrupt) {
        // What still waits is out of date: drop it, but keep a pending quit.
        SSVoiceRequest *stale;
        while ((stale = g_async_queue_try_pop(queue)) != NULL) {
            if (stale->kind == SS_VOICE_QUIT) {
                g_async_queue_push(queue, stale);
                break;
            }
            ss_voice_request_free(stale);
        }
    }
    g_async_queue_push(queue, request);
}

#endif
