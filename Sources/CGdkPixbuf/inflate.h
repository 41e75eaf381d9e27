#ifndef MASTHEAD_CGDKPIXBUF_INFLATE_H
#define MASTHEAD_CGDKPIXBUF_INFLATE_H
#include <stddef.h>
#include <zlib.h>

/// What `masthead_inflated_size` found wrong with a zlib stream.
enum {
    /// The stream is corrupt: a bad header, a bad block, or an Adler-32 checksum that does not match.
    MASTHEAD_INFLATE_CORRUPT = -1,
    /// The input ended before the stream did.
    MASTHEAD_INFLATE_ENDS_EARLY = -2,
    /// zlib could not start (out of memory).
    MASTHEAD_INFLATE_FAILED = -3,
};

/// Inflates the zlib stream in `data` (PNG's compressed pixel data, at most a few MiB) without keeping what comes
/// out, and returns how many bytes it inflates to; stops once that passes `limit` and returns `limit + 1`. A
/// negative result is one of the MASTHEAD_INFLATE_ codes.
static inline long long masthead_inflated_size(const unsigned char *data, size_t count, long long limit) {
    z_stream stream = {0};
    if (count > 0xFFFFFFFFu || inflateInit(&stream) != Z_OK) {
        return MASTHEAD_INFLATE_FAILED;
    }
    unsigned char buffer[16384];
    stream.next_in = (Bytef *)data;
    stream.avail_in = (uInt)count;
    long long total = 0;
    int status;
    do {
        stream.next_out = buffer;
        stream.avail_out = sizeof buffer;
        status = inflate(&stream, Z_NO_FLUSH);
        total += (long long)(sizeof buffer - stream.avail_out);
    } while (status == Z_OK && total <= limit);
    inflateEnd(&stream);
    if (total > limit) {
        return limit + 1;
    }
    switch (status) {
    case Z_STREAM_END:
        return total;
    case Z_BUF_ERROR:
        return MASTHEAD_INFLATE_ENDS_EARLY;
    case Z_MEM_ERROR:
        return MASTHEAD_INFLATE_FAILED;
    default:
        return MASTHEAD_INFLATE_CORRUPT;
    }
}

#endif
