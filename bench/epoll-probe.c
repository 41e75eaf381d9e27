/* An LD_PRELOAD probe around epoll_wait(2), for bench/hello.c (or any server) under libmicrohttpd's epoll mode.

       gcc -O2 -shared -fPIC -pthread -o /tmp/epoll-probe.so bench/epoll-probe.c -ldl
       EPOLL_PROBE_LOG=/tmp/probe.log LD_PRELOAD=/tmp/epoll-probe.so /tmp/hello 0 2

   libmicrohttpd 0.9.75's MHD_epoll() calls epoll_wait() again, with the same timeout, whenever a call returned
   as many events as it asked for (MAX_EVENTS, 128), before it handles any of them. When nothing else is ready
   then, that second call sleeps for the whole timeout (the time left to the earliest idle timeout, up to the
   connection timeout) with the events of the first still unhandled. The probe notes in EPOLL_PROBE_LOG each call
   that blocked more than a second right after a full batch, and at exit how many full batches there were.
   EPOLL_PROBE_FIX=1 makes a call right after a full batch return at once (timeout 0), as if the loop did so. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/epoll.h>
#include <time.h>

typedef int (*epoll_wait_fn)(int, struct epoll_event *, int, int);
static __thread int last_full;
static unsigned long full_returns, blocked_after_full, forced;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static void note(const char *format, double a, int b, int c) {
    const char *path = getenv("EPOLL_PROBE_LOG");
    if (path == NULL) return;
    FILE *log = fopen(path, "a");
    if (log == NULL) return;
    fprintf(log, format, a, b, c);
    fclose(log);
}

int epoll_wait(int epfd, struct epoll_event *events, int maxevents, int timeout) {
    static epoll_wait_fn real;
    if (real == NULL) real = (epoll_wait_fn) dlsym(RTLD_NEXT, "epoll_wait");
    int after_full = last_full;
    if (after_full && timeout != 0 && getenv("EPOLL_PROBE_FIX") != NULL) {
        timeout = 0;
        pthread_mutex_lock(&lock); forced++; pthread_mutex_unlock(&lock);
    }
    double start = now_ms();
    int result = real(epfd, events, maxevents, timeout);
    double took = now_ms() - start;
    last_full = result == maxevents;
    if (result == maxevents) { pthread_mutex_lock(&lock); full_returns++; pthread_mutex_unlock(&lock); }
    if (after_full && took > 1000) {
        pthread_mutex_lock(&lock); blocked_after_full++; pthread_mutex_unlock(&lock);
        note("epoll_wait after a full batch blocked %.0f ms (timeout %d ms), returned %d\n", took, timeout, result);
    }
    return result;
}

__attribute__((destructor)) static void report(void) {
    char line[200];
    snprintf(line, sizeof line, "epoll_probe: %lu full batches, %lu blocked > 1 s right after one, %lu timeouts forced to 0\n",
             full_returns, blocked_after_full, forced);
    const char *path = getenv("EPOLL_PROBE_LOG");
    if (path == NULL) return;
    FILE *log = fopen(path, "a");
    if (log == NULL) return;
    fputs(line, log);
    fclose(log);
}
