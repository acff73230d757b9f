#ifndef SHAPE_SHUFFLE_CVOICE_SHIM_H
#define SHAPE_SHUFFLE_CVOICE_SHIM_H

// The game's event sounds through the freedesktop sound theme (GSound). Opening the sound
// context can block (a sound server that is slow to answer), so sounds play on a worker thread
// of their own, apart from the voice's (Voice.swift): a hung speech server never holds a sound
// back. GTK's main loop only pushes onto the queue. The voice speaks SSIP itself, in Swift, and
// plays its natural clips through libcanberra from its own worker thread (ss_clip_play).

#include <glib.h>
#include <gsound.h>
#include <canberra.h>

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

/// One clip's playing, shared by the player, who waits, and libcanberra's callback, which may
/// come from another thread after the player has given up waiting: the last of the two frees it.
typedef struct {
    GMutex lock;
    GCond finished_cond;
    gboolean finished;
    int error;
    gint references;
} SSClipPlaying;

static inline void ss_clip_playing_release(SSClipPlaying *playing) {
    if (g_atomic_int_dec_and_test(&playing->references)) {
        g_mutex_clear(&playing->lock);
        g_cond_clear(&playing->finished_cond);
        g_free(playing);
    }
}

static inline void ss_clip_finished(ca_context *context, uint32_t id, int error, void *data) {
    (void)context;
    (void)id;
    SSClipPlaying *playing = data;
    g_mutex_lock(&playing->lock);
    playing->finished = TRUE;
    playing->error = error;
    g_cond_signal(&playing->finished_cond);
    g_mutex_unlock(&playing->lock);
    ss_clip_playing_release(playing);
}

/// A libcanberra context for the voice's clips, opened now so that a missing sound server shows
/// at once; NULL with *error set when it cannot be had.
static inline ca_context *ss_clip_context(const char *application_id, int *error) {
    ca_context *context = NULL;
    *error = ca_context_create(&context);
    if (*error != CA_SUCCESS) return NULL;
    ca_proplist *properties = NULL;
    ca_proplist_create(&properties);
    ca_proplist_sets(properties, CA_PROP_APPLICATION_NAME, "Shape Shuffle");
    ca_proplist_sets(properties, CA_PROP_APPLICATION_ID, application_id);
    ca_context_change_props_full(context, properties);
    ca_proplist_destroy(properties);
    *error = ca_context_open(context);
    if (*error != CA_SUCCESS) {
        ca_context_destroy(context);
        return NULL;
    }
    return context;
}

/// Plays an Ogg Vorbis file to its end at a gain in decibels (text, "-6.0") and returns
/// CA_SUCCESS, or stops early: CA_ERROR_CANCELED after ss_clip_cancel with the same id, another
/// CA_ERROR_* when the file cannot be read or played. Gives up waiting after timeout_seconds.
static inline int ss_clip_play(ca_context *context, uint32_t id, const char *path, const char *decibels,
                               double timeout_seconds) {
    ca_proplist *properties = NULL;
    ca_proplist_create(&properties);
    ca_proplist_sets(properties, CA_PROP_MEDIA_FILENAME, path);
    ca_proplist_sets(properties, CA_PROP_MEDIA_ROLE, "game");
    ca_proplist_sets(properties, CA_PROP_CANBERRA_VOLUME, decibels);
    ca_proplist_sets(properties, CA_PROP_CANBERRA_CACHE_CONTROL, "never");
    SSClipPlaying *playing = g_new0(SSClipPlaying, 1);
    g_mutex_init(&playing->lock);
    g_cond_init(&playing->finished_cond);
    playing->references = 2;
    int result = ca_context_play_full(context, id, properties, ss_clip_finished, playing);
    ca_proplist_destroy(properties);
    if (result != CA_SUCCESS) {
        // No callback will come.
        ss_clip_playing_release(playing);
        ss_clip_playing_release(playing);
        return result;
    }
    gint64 deadline = g_get_monotonic_time() + (gint64)(timeout_seconds * G_TIME_SPAN_SECOND);
    g_mutex_lock(&playing->lock);
    while (!playing->finished) {
        if (!g_cond_wait_until(&playing->finished_cond, &playing->lock, deadline)) break;
    }
    gboolean finished = playing->finished;
    result = finished ? playing->error : CA_ERROR_IO;
    g_mutex_unlock(&playing->lock);
    if (!finished) ca_context_cancel(context, id);
    ss_clip_playing_release(playing);
    return result;
}

/// Stops the clip playing under this id, from any thread.
static inline void ss_clip_cancel(ca_context *context, uint32_t id) {
    ca_context_cancel(context, id);
}

#endif
