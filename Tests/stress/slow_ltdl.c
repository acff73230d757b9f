/* A test-only LD_PRELOAD for the sound-start stress test: each time libltdl adds or removes one of
 * its loaders (lt_dlinit and lt_dlexit, which libcanberra calls as each context opens, and again
 * when an open fails), it waits 2 ms first. libltdl keeps those loaders in a list with no lock, so
 * two threads that open libcanberra contexts at about the same time now overlap inside it nearly
 * every time, instead of once in a few thousand: a build that opens two contexts on two threads
 * crashes within a few starts, and one with a single shared context never does. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <time.h>

static void pause_a_moment(void) {
    struct timespec moment = {0, 2 * 1000 * 1000};
    nanosleep(&moment, NULL);
}

void *lt_dlloader_remove(const char *name) {
    static void *(*real)(const char *);
    if (!real) real = (void *(*)(const char *))dlsym(RTLD_NEXT, "lt_dlloader_remove");
    pause_a_moment();
    return real(name);
}

int lt_dlloader_add(const void *vtable) {
    static int (*real)(const void *);
    if (!real) real = (int (*)(const void *))dlsym(RTLD_NEXT, "lt_dlloader_add");
    pause_a_moment();
    return real(vtable);
}
