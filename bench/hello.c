/* The ceiling for Masthead's benchmark: libmicrohttpd with the same threading options as the service (a pool of
   poll threads, one per core by default), keep-alive, answering every request with a fixed 100-byte JSON body.
   Like the service, it answers on the second call of the access handler, so keep-alive is kept.

       hello [PORT [THREADS [BODY_BYTES | @ANSWER_FILE]]]

   PORT 0 takes a free port; the port listened on is printed either way. BODY_BYTES, when given, makes the body
   that many bytes of JSON instead: the same server sending an answer as large as one of the service's.
   @ANSWER_FILE makes it send one of the service's answers byte for byte: the file holds its header fields, one
   `Name: value` a line, an empty line, then its body. Date, Content-Length and Connection are left to
   libmicrohttpd, which writes them for every answer, as it does for the service's.

   HELLO_LOOP in the environment chooses the event loop: `poll` (the default, the service's), `epoll`
   (MHD_USE_EPOLL_INTERNAL_THREAD, as the service's `--event-loop epoll`) or `epoll-turbo` (epoll with
   MHD_USE_TURBO). The loop chosen is printed with the port.

   HELLO_PARK=N parks every Nth request as the service parks one whose answer is rendered on another thread: on the
   call of the access handler that would answer, it suspends the connection (MHD_suspend_connection) and hands it
   to a resuming thread, which resumes it (MHD_resume_connection) after a delay drawn evenly from 0 to
   HELLO_PARK_DELAY_US microseconds (1000 by default); the handler, called again once the connection is resumed,
   answers then. HELLO_PARK_DELAY_US=0 resumes each parked connection at once from the handler itself, right after
   suspending it, as the service does when the answer is ready before the connection is parked. Without HELLO_PARK
   (or with 0) nothing is parked and the daemon is started as before; with it, MHD_ALLOW_SUSPEND_RESUME is added to
   the flags, as the service has it. At SIGTERM or SIGINT the parked connections are resumed before the daemon
   stops, and the number of requests parked is printed, with the requests libmicrohttpd ended at the idle timeout
   by how far they had come: the handler called but neither answered nor parked, parked, or answered. A request
   never read at all does not reach the handler and is not among them. */
#include <microhttpd.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

static const char fixed_body[] =
    "{\"status\":\"ok\",\"service\":\"hello\",\"padding\":\"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\"}";

static const char *body = fixed_body;
static size_t body_size = sizeof(fixed_body) - 1;

/* The header fields after Date and Content-Length: Content-Type alone, unless an answer file names them. */
enum { max_fields = 32 };
static const char *field_names[max_fields] = {"Content-Type"};
static const char *field_values[max_fields] = {"application/json"};
static int field_count = 1;

/* Parking (HELLO_PARK): every `park_every`th request is parked; 0 parks none. */
static unsigned long park_every;
static unsigned long park_delay_us = 1000;

/* The parked connections waiting for the resuming thread, in the order they were parked, each with the time it is
   to be resumed at; `parked` counts every request parked so far. Guarded by `park_lock`. */
enum { park_capacity = 4096 };
static struct parked_connection {
    struct MHD_Connection *connection;
    uint64_t due_ns;
} park_queue[park_capacity];
static size_t park_head, park_count;
static unsigned long park_sequence, parked;
static int park_stopping;
static pthread_mutex_t park_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t park_changed = PTHREAD_COND_INITIALIZER;

static uint64_t monotonic_ns(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (uint64_t) now.tv_sec * 1000000000u + (uint64_t) now.tv_nsec;
}

/* A delay in microseconds drawn evenly from 0 to park_delay_us (xorshift, seeded per thread). */
static uint64_t park_delay_ns(void) {
    static __thread uint64_t state;
    if (state == 0) state = monotonic_ns() | 1;
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return (state % (park_delay_us + 1)) * 1000u;
}

/* Whether this request is to be parked; if so, suspends its connection and queues it for the resuming thread (or,
   with no delay, resumes it at once). Called on the access handler's thread. */
static int park(struct MHD_Connection *connection) {
    pthread_mutex_lock(&park_lock);
    if (park_stopping || park_count == park_capacity || ++park_sequence % park_every != 0) {
        pthread_mutex_unlock(&park_lock);
        return 0;
    }
    parked++;
    MHD_suspend_connection(connection);
    if (park_delay_us == 0) {
        pthread_mutex_unlock(&park_lock);
        MHD_resume_connection(connection);
        return 1;
    }
    struct parked_connection *slot = &park_queue[(park_head + park_count) % park_capacity];
    slot->connection = connection;
    slot->due_ns = monotonic_ns() + park_delay_ns();
    park_count++;
    pthread_cond_signal(&park_changed);
    pthread_mutex_unlock(&park_lock);
    return 1;
}

/* The resuming thread: resumes each queued connection once its time has come (every one at once when stopping). */
static void *resume_parked(void *unused) {
    (void) unused;
    pthread_mutex_lock(&park_lock);
    for (;;) {
        while (park_count == 0) {
            if (park_stopping) {
                pthread_cond_broadcast(&park_changed);
                pthread_mutex_unlock(&park_lock);
                return NULL;
            }
            pthread_cond_wait(&park_changed, &park_lock);
        }
        struct parked_connection next = park_queue[park_head];
        uint64_t now = monotonic_ns();
        if (!park_stopping && next.due_ns > now) {
            pthread_mutex_unlock(&park_lock);
            uint64_t wait = next.due_ns - now;
            struct timespec pause = {(time_t) (wait / 1000000000u), (long) (wait % 1000000000u)};
            nanosleep(&pause, NULL);
            pthread_mutex_lock(&park_lock);
            continue;
        }
        park_head = (park_head + 1) % park_capacity;
        park_count--;
        pthread_mutex_unlock(&park_lock);
        MHD_resume_connection(next.connection);
        pthread_mutex_lock(&park_lock);
    }
}

/* A request's state, kept in its req_cls: seen (the first call made), parked, answered (its answer queued). */
static int seen_marker, parked_marker, answered_marker;

/* Requests libmicrohttpd ended at the idle timeout, by their state then (counted when parking). */
static unsigned long timed_out_seen, timed_out_parked, timed_out_answered;

static void request_ended(void *cls, struct MHD_Connection *connection, void **req_cls,
                          enum MHD_RequestTerminationCode code) {
    (void) cls; (void) connection;
    if (code != MHD_REQUEST_TERMINATED_TIMEOUT_REACHED) return;
    pthread_mutex_lock(&park_lock);
    if (*req_cls == &parked_marker) timed_out_parked++;
    else if (*req_cls == &answered_marker) timed_out_answered++;
    else timed_out_seen++;
    pthread_mutex_unlock(&park_lock);
}

static enum MHD_Result answer(void *cls, struct MHD_Connection *connection, const char *url, const char *method,
                              const char *version, const char *upload_data, size_t *upload_data_size, void **req_cls) {
    (void) cls; (void) url; (void) method; (void) version; (void) upload_data;
    if (*req_cls == NULL) {
        *req_cls = &seen_marker;
        return MHD_YES;
    }
    if (*upload_data_size != 0) {
        *upload_data_size = 0;
        return MHD_YES;
    }
    /* A parked request is answered on the call after its connection is resumed. */
    if (park_every != 0 && *req_cls == &seen_marker && park(connection)) {
        *req_cls = &parked_marker;
        return MHD_YES;
    }
    if (park_every != 0) *req_cls = &answered_marker;
    struct MHD_Response *response =
        MHD_create_response_from_buffer(body_size, (void *) body, MHD_RESPMEM_PERSISTENT);
    for (int index = 0; index < field_count; index++)
        MHD_add_response_header(response, field_names[index], field_values[index]);
    enum MHD_Result result = MHD_queue_response(connection, MHD_HTTP_OK, response);
    MHD_destroy_response(response);
    return result;
}

/* Reads an answer file (see above) into the body and the header fields; 0 when it cannot. */
static int load_answer(const char *path) {
    FILE *file = fopen(path, "rb");
    if (file == NULL) return 0;
    static char contents[1 << 20];
    size_t length = fread(contents, 1, sizeof(contents) - 1, file);
    int whole = feof(file);
    fclose(file);
    if (!whole) return 0;
    contents[length] = '\0';
    char *line = contents;
    field_count = 0;
    for (;;) {
        char *end = strchr(line, '\n');
        if (end == NULL) return 0;
        *end = '\0';
        if (end > line && end[-1] == '\r') end[-1] = '\0';
        if (*line == '\0') {
            body = end + 1;
            body_size = length - (size_t) (body - contents);
            return 1;
        }
        char *colon = strchr(line, ':');
        if (colon == NULL) return 0;
        *colon = '\0';
        char *value = colon + 1;
        while (*value == ' ') value++;
        if (strcasecmp(line, "Date") != 0 && strcasecmp(line, "Content-Length") != 0 &&
            strcasecmp(line, "Connection") != 0) {
            if (field_count == max_fields) return 0;
            field_names[field_count] = line;
            field_values[field_count] = value;
            field_count++;
        }
        line = end + 1;
    }
}

int main(int argc, char **argv) {
    unsigned int port = argc > 1 ? (unsigned int) atoi(argv[1]) : 18090;
    unsigned int threads = argc > 2 ? (unsigned int) atoi(argv[2]) : 2;
    size_t size = 0;
    if (argc > 3 && argv[3][0] == '@') {
        if (!load_answer(argv[3] + 1)) {
            fprintf(stderr, "hello: cannot read the answer file %s\n", argv[3] + 1);
            return 1;
        }
    } else if (argc > 3) {
        size = (size_t) atol(argv[3]);
    }
    if (size >= 16) {
        /* {"padding":"xxx…"}: 14 bytes of frame around the padding. */
        char *sized = malloc(size + 1);
        if (sized == NULL) return 1;
        memcpy(sized, "{\"padding\":\"", 12);
        memset(sized + 12, 'x', size - 14);
        memcpy(sized + size - 2, "\"}", 2);
        sized[size] = '\0';
        body = sized;
        body_size = size;
    }
    const char *loop = getenv("HELLO_LOOP");
    if (loop == NULL || *loop == '\0') loop = "poll";
    unsigned int flags;
    if (strcmp(loop, "poll") == 0) {
        flags = MHD_USE_POLL_INTERNAL_THREAD;
    } else if (strcmp(loop, "epoll") == 0) {
        flags = MHD_USE_EPOLL_INTERNAL_THREAD;
    } else if (strcmp(loop, "epoll-turbo") == 0) {
        flags = MHD_USE_EPOLL_INTERNAL_THREAD | MHD_USE_TURBO;
    } else {
        fprintf(stderr, "hello: HELLO_LOOP must be poll, epoll or epoll-turbo, got '%s'\n", loop);
        return 1;
    }
    const char *park_setting = getenv("HELLO_PARK");
    if (park_setting != NULL && *park_setting != '\0') park_every = strtoul(park_setting, NULL, 10);
    const char *delay_setting = getenv("HELLO_PARK_DELAY_US");
    if (delay_setting != NULL && *delay_setting != '\0') park_delay_us = strtoul(delay_setting, NULL, 10);
    pthread_t resumer;
    if (park_every != 0) {
        flags |= MHD_ALLOW_SUSPEND_RESUME;
        if (pthread_create(&resumer, NULL, resume_parked, NULL) != 0) {
            fprintf(stderr, "hello: cannot start the resuming thread\n");
            return 1;
        }
    }
    struct MHD_Daemon *daemon = MHD_start_daemon(
        flags | MHD_USE_ITC, (uint16_t) port, NULL, NULL, answer, NULL,
        MHD_OPTION_THREAD_POOL_SIZE, threads, MHD_OPTION_CONNECTION_TIMEOUT, 10U,
        MHD_OPTION_CONNECTION_LIMIT, 1024U,
        MHD_OPTION_NOTIFY_COMPLETED, park_every != 0 ? request_ended : NULL, NULL, MHD_OPTION_END);
    if (daemon == NULL) {
        fprintf(stderr, "hello: cannot listen on %u\n", port);
        return 1;
    }
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    fprintf(stderr, "hello listening on port %u (%s", info != NULL ? (unsigned int) info->port : port, loop);
    if (park_every != 0)
        fprintf(stderr, ", parking one request in %lu, resumed within %lu us", park_every,
                park_delay_us);
    fprintf(stderr, ")\n");
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGTERM);
    sigaddset(&set, SIGINT);
    sigprocmask(SIG_BLOCK, &set, NULL);
    int received;
    sigwait(&set, &received);
    if (park_every != 0) {
        /* No connection may stay suspended when the daemon stops: resume them all first. */
        pthread_mutex_lock(&park_lock);
        park_stopping = 1;
        pthread_cond_broadcast(&park_changed);
        unsigned long total = parked;
        pthread_mutex_unlock(&park_lock);
        pthread_join(resumer, NULL);
        pthread_mutex_lock(&park_lock);
        fprintf(stderr,
                "hello parked %lu requests; requests ended at the idle timeout: %lu before an answer or a park, "
                "%lu parked (resumed or not), %lu with their answer queued\n",
                total, timed_out_seen, timed_out_parked, timed_out_answered);
        pthread_mutex_unlock(&park_lock);
    }
    MHD_stop_daemon(daemon);
    return 0;
}
