#ifndef SHAPE_SHUFFLE_CVOICE_SHIM_H
#define SHAPE_SHUFFLE_CVOICE_SHIM_H

// The game's event sounds through the freedesktop sound theme (GSound). Opening the sound
// context can block (a sound server that is slow to answer), so sounds play on a worker thread
// of their own, apart from the voice's (Voice.swift): a hung speech server never holds a sound
// back. GTK's main loop only pushes onto the queue. The voice speaks SSIP itself, in Swift.

#include <glib.h>
#include <gsound.h>

typedef struct {
    /// The freedesktop event id; NULL asks the worker to quit.
    char *event_id;
    /// libcanberra's gain in decibels, as text ("-6.0").
    char *decibels;
} SSSoundRequest;

static inline void ss_sound_request_free(SSSoundRequest *request) {
    g_free(request->event_id);
    g_free(request->decibels);
    g_free(request);
}

static inline gpointer ss_sound_thread(gpointer data) {
    GAsyncQueue *queue = data;
    GSoundContext *sounds = NULL;
    gboolean failed = FALSE;
    for (;;) {
        SSSoundRequest *request = g_async_queue_pop(queue);
        if (request->event_id == NULL) {
            ss_sound_request_free(request);
            break;
        }
        if (sounds == NULL && !failed) {
            sounds = gsound_context_new(NULL, NULL);
            failed = sounds == NULL;
        }
        if (sounds != NULL) {
            GHashTable *attributes = g_hash_table_new(g_str_hash, g_str_equal);
            g_hash_table_insert(attributes, (gpointer)GSOUND_ATTR_EVENT_ID, request->event_id);
            g_hash_table_insert(attributes, (gpointer)GSOUND_ATTR_MEDIA_ROLE, (gpointer)"event");
            g_hash_table_insert(attributes, (gpointer)GSOUND_ATTR_CANBERRA_VOLUME, request->decibels);
            gsound_context_play_simplev(sounds, attributes, NULL, NULL);
            g_hash_table_unref(attributes);
        }
        ss_sound_request_free(request);
    }
    if (sounds != NULL) g_object_unref(sounds);
    g_async_queue_unref(queue);
    return NULL;
}

/// Starts the sound worker; returns the queue to push onto (the worker holds its own ref).
static inline GAsyncQueue *ss_sound_start(void) {
    GAsyncQueue *queue = g_async_queue_new();
    GThread *thread = g_thread_try_new("sounds", ss_sound_thread, g_async_queue_ref(queue), NULL);
    if (thread == NULL) {
        g_async_queue_unref(queue);
        g_async_queue_unref(queue);
        return NULL;
    }
    g_thread_unref(thread);
    return queue;
}

/// Queues a sound at a gain in decibels; a NULL event id stops the worker.
static inline void ss_sound_push(GAsyncQueue *queue, const char *event_id, double decibels) {
    SSSoundRequest *request = g_new0(SSSoundRequest, 1);
    request->event_id = g_strdup(event_id);
    char text[G_ASCII_DTOSTR_BUF_SIZE];
    request->decibels = g_strdup(g_ascii_dtostr(text, sizeof text, decibels));
    g_async_queue_push(queue, request);
}

#endif
