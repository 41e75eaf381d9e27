#ifndef MASTHEAD_CMICROHTTPD_SHIM_H
#define MASTHEAD_CMICROHTTPD_SHIM_H

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdint.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <linux/filter.h>
#include <microhttpd.h>

/* Keeps the URL path and query arguments exactly as the client sent them: the Swift layer decodes them itself,
   so that invalid UTF-8, NUL bytes and encoded dot segments are seen and refused rather than silently altered. */
static size_t masthead_mhd_keep_escaped(void *cls, struct MHD_Connection *connection, char *text) {
    (void) cls;
    (void) connection;
    return strlen(text);
}

/* MHD_start_daemon is variadic and does not import into Swift: this shim passes every option through
   MHD_OPTION_ARRAY. `address` may be NULL (listen on every address at `port`). Returns NULL on failure. */
static inline struct MHD_Daemon *masthead_mhd_start(
    unsigned int flags, uint16_t port, const struct sockaddr *address,
    MHD_AccessHandlerCallback handler, MHD_RequestCompletedCallback completed,
    MHD_NotifyConnectionCallback connection_notify, void *context,
    unsigned int threads, unsigned int timeout_seconds, unsigned int connection_limit, size_t memory_limit)
{
    struct MHD_OptionItem options[] = {
        { MHD_OPTION_NOTIFY_COMPLETED, (intptr_t) completed, context },
        { MHD_OPTION_NOTIFY_CONNECTION, (intptr_t) connection_notify, context },
        { MHD_OPTION_UNESCAPE_CALLBACK, (intptr_t) masthead_mhd_keep_escaped, NULL },
        { MHD_OPTION_CONNECTION_TIMEOUT, (intptr_t) timeout_seconds, NULL },
        { MHD_OPTION_CONNECTION_LIMIT, (intptr_t) connection_limit, NULL },
        { MHD_OPTION_CONNECTION_MEMORY_LIMIT, (intptr_t) memory_limit, NULL },
        { threads > 1 ? MHD_OPTION_THREAD_POOL_SIZE : MHD_OPTION_END, (intptr_t) threads, NULL },
        { MHD_OPTION_END, 0, NULL },
        { MHD_OPTION_END, 0, NULL },
    };
    if (address != NULL) {
        int last = threads > 1 ? 7 : 6;
        options[last].option = MHD_OPTION_SOCK_ADDR;
        options[last].value = 0;
        options[last].ptr_value = (void *) address;
    }
    return MHD_start_daemon(flags, port, NULL, NULL, handler, context,
                            MHD_OPTION_ARRAY, options, MHD_OPTION_END);
}

/* The port the daemon actually listens on (useful with port 0); 0 when unknown. */
static inline uint16_t masthead_mhd_bound_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}

/* The `void *` a connection notification callback stored for the connection; NULL when none. */
static inline void *masthead_mhd_socket_context(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
    return info == NULL ? NULL : info->socket_context;
}

/* Bytes of the request's head, from the method to the empty line that ends the headers; 0 when unknown. */
static inline size_t masthead_mhd_head_size(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_REQUEST_HEADER_SIZE);
    return info == NULL ? 0 : info->header_size;
}

/* The connection's socket; -1 when unknown. */
static inline int masthead_mhd_connection_fd(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? -1 : info->connect_fd;
}

/* Offset of the flags byte in a TCP header, and its SYN and ACK bits (RFC 9293, section 3.1). A socket filter on a
   TCP socket sees each segment from its TCP header on. */
enum { MASTHEAD_TCP_FLAGS_OFFSET = 13, MASTHEAD_TCP_SYN = 0x02, MASTHEAD_TCP_ACK = 0x10 };

/* Makes the kernel drop every SYN that opens a connection on `listener` from now on, so that no new handshake
   starts on it: a client whose connect comes too late has its SYN dropped, retries, and is refused once the socket
   is closed, rather than being accepted by the kernel and then reset. Every other segment passes, so a handshake
   already under way (its SYN-ACK sent, its final ACK in flight) still completes and joins the backlog, to be taken
   with accept(2). A classic BPF socket filter. Returns 0, or -1 with errno set. */
static inline int masthead_refuse_new_connections(int listener) {
    struct sock_filter refuse_syn[] = {
        BPF_STMT(BPF_LD | BPF_B | BPF_ABS, MASTHEAD_TCP_FLAGS_OFFSET),
        BPF_STMT(BPF_ALU | BPF_AND | BPF_K, MASTHEAD_TCP_SYN | MASTHEAD_TCP_ACK),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, MASTHEAD_TCP_SYN, 0, 1),
        BPF_STMT(BPF_RET | BPF_K, 0),
        BPF_STMT(BPF_RET | BPF_K, 0xFFFFFFFFu),
    };
    struct sock_fprog program = { .len = sizeof refuse_syn / sizeof refuse_syn[0], .filter = refuse_syn };
    return setsockopt(listener, SOL_SOCKET, SO_ATTACH_FILTER, &program, sizeof program);
}

/* Milliseconds on the monotonic clock. */
static inline int64_t masthead_monotonic_ms(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (int64_t) now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

/* One connection the kernel has completed on `listener` (the socket MHD_quiesce_daemon gave back), waiting at most
   `timeout_ms` milliseconds for one: its socket, non-blocking and close-on-exec, or -1 when none came (or on an
   error). A wake-up with nothing to accept (a signal, or a connection reset before it was taken) waits on for the
   time that is left rather than ending the wait. */
static inline int masthead_accept_pending(int listener, int timeout_ms) {
    int flags = fcntl(listener, F_GETFL);
    if (flags < 0 || fcntl(listener, F_SETFL, flags | O_NONBLOCK) < 0) return -1;
    int64_t deadline = masthead_monotonic_ms() + (timeout_ms > 0 ? timeout_ms : 0);
    for (;;) {
        int client = accept(listener, NULL, NULL);
        if (client < 0) {
            if (errno == EINTR || errno == ECONNABORTED) continue;
            if (errno != EAGAIN && errno != EWOULDBLOCK) return -1;
            int64_t left = deadline - masthead_monotonic_ms();
            if (left <= 0) return -1;
            struct pollfd ready = { .fd = listener, .events = POLLIN };
            if (poll(&ready, 1, (int) left) < 0 && errno != EINTR) return -1;
            continue;
        }
        int client_flags = fcntl(client, F_GETFL);
        fcntl(client, F_SETFL, (client_flags < 0 ? 0 : client_flags) | O_NONBLOCK);
        fcntl(client, F_SETFD, FD_CLOEXEC);
        return client;
    }
}

/* Linux's POLLRDHUP (bits/poll.h), which the header shows only with _GNU_SOURCE. */
enum { MASTHEAD_POLLRDHUP = 0x2000 };

/* Whether the peer of a connected `socket` has closed its end (or the connection has failed), looked at without
   reading or waiting: POLLRDHUP is set once the peer's FIN has arrived, POLLHUP and POLLERR once the connection is
   gone. Bytes the peer sent before closing are left unread. */
static inline int masthead_peer_gone(int socket) {
    if (socket < 0) return 1;
    struct pollfd state = { .fd = socket, .events = MASTHEAD_POLLRDHUP };
    if (poll(&state, 1, 0) <= 0) return 0;
    return (state.revents & (MASTHEAD_POLLRDHUP | POLLHUP | POLLERR | POLLNVAL)) != 0;
}

/* The peer address of `socket`, for MHD_add_connection; its length, 0 on an error. */
static inline socklen_t masthead_peer_address(int socket, struct sockaddr_storage *address) {
    socklen_t length = sizeof *address;
    return getpeername(socket, (struct sockaddr *) address, &length) == 0 ? length : 0;
}

/* A byte buffer that masthead_mhd_header_block and masthead_mhd_raw_query fill, one value at a time; `items` counts
   the values written. */
struct masthead_value_buffer {
    char *bytes;
    size_t length;
    size_t capacity;
    size_t items;
};

static enum MHD_Result masthead_append_header(void *cls, enum MHD_ValueKind kind, const char *key,
                                              const char *value) {
    (void) kind;
    struct masthead_value_buffer *buffer = cls;
    size_t key_length = strlen(key);
    size_t value_length = value == NULL ? 0 : strlen(value);
    /* The block's lengths are two bytes each; a longer name or value is cut (header fields over 8 KiB are refused
       before a request is made). */
    if (key_length > 0xFFFF) key_length = 0xFFFF;
    if (value_length > 0xFFFF) value_length = 0xFFFF;
    size_t needed = 4 + key_length + value_length;
    /* `length` counts every byte the block needs, also those past `capacity` that are not written. */
    if (buffer->length + needed <= buffer->capacity) {
        unsigned char *out = (unsigned char *) buffer->bytes + buffer->length;
        out[0] = (unsigned char) (key_length & 0xFF);
        out[1] = (unsigned char) (key_length >> 8);
        out[2] = (unsigned char) (value_length & 0xFF);
        out[3] = (unsigned char) (value_length >> 8);
        memcpy(out + 4, key, key_length);
        if (value_length > 0) memcpy(out + 4 + key_length, value, value_length);
    }
    buffer->length += needed;
    buffer->items += 1;
    return MHD_YES;
}

/* The request's header fields in order as one block, each as its name's and its value's length (two bytes each,
   little-endian) then the name's and the value's bytes, written into `bytes`. Returns the length the whole block
   needs: when it is past `capacity`, only the fields that fitted were written, and a call with that much room
   writes them all. */
static inline size_t masthead_mhd_header_block(struct MHD_Connection *connection, unsigned char *bytes,
                                               size_t capacity) {
    struct masthead_value_buffer buffer = { (char *) bytes, 0, capacity, 0 };
    MHD_get_connection_values(connection, MHD_HEADER_KIND, masthead_append_header, &buffer);
    return buffer.length;
}

static enum MHD_Result masthead_append_argument(void *cls, enum MHD_ValueKind kind, const char *key,
                                                const char *value) {
    (void) kind;
    struct masthead_value_buffer *buffer = cls;
    size_t key_length = strlen(key);
    size_t value_length = value == NULL ? 0 : strlen(value);
    /* Every item but the first follows an `&`, an empty one too: `?&a` is two items, `""` and `a`. */
    size_t needed = (buffer->items > 0 ? 1 : 0) + key_length + (value == NULL ? 0 : 1 + value_length);
    if (buffer->length + needed > buffer->capacity) {
        buffer->length = buffer->capacity + 1;
        return MHD_NO;
    }
    char *out = buffer->bytes + buffer->length;
    if (buffer->items > 0) *out++ = '&';
    memcpy(out, key, key_length);
    out += key_length;
    if (value != NULL) {
        *out++ = '=';
        memcpy(out, value, value_length);
    }
    buffer->length += needed;
    buffer->items += 1;
    return MHD_YES;
}

/* The query as sent (the unescape callback keeps it percent-encoded), rebuilt from libmicrohttpd's parsed
   arguments as `name=value&name&…`, into `bytes`. Returns its length, or `capacity + 1` when it does not fit. The one
   query it cannot tell from no query at all is a single empty item (`?&`): both rebuild as an empty query. */
static inline size_t masthead_mhd_raw_query(struct MHD_Connection *connection, char *bytes, size_t capacity) {
    struct masthead_value_buffer buffer = { bytes, 0, capacity, 0 };
    MHD_get_connection_values(connection, MHD_GET_ARGUMENT_KIND, masthead_append_argument, &buffer);
    return buffer.length;
}

#endif
