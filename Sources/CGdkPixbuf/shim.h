#ifndef MASTHEAD_CGDKPIXBUF_SHIM_H
#define MASTHEAD_CGDKPIXBUF_SHIM_H
#include <gdk-pixbuf/gdk-pixbuf.h>

/// What a loader's "size-prepared" handler is told and what it records: the longest side to decode at (the loader
/// scales the image down to fit, keeping its proportions), and the size the decoder found in the file.
typedef struct {
    int longest_side;
    int width;
    int height;
} MastheadPixbufSize;

/// The "size-prepared" handler: records the size the decoder found and asks the loader for a copy no longer than
/// `longest_side` on either side (at least 1 × 1). JPEG scales while it decodes; other formats decode in full first.
static inline void masthead_pixbuf_size_prepared(GdkPixbufLoader *loader, int width, int height, gpointer data) {
    MastheadPixbufSize *size = data;
    size->width = width;
    size->height = height;
    int longest = width > height ? width : height;
    if (size->longest_side <= 0 || longest <= size->longest_side) {
        return;
    }
    double scale = (double)size->longest_side / (double)longest;
    int scaled_width = (int)(width * scale + 0.5);
    int scaled_height = (int)(height * scale + 0.5);
    gdk_pixbuf_loader_set_size(loader, scaled_width > 0 ? scaled_width : 1, scaled_height > 0 ? scaled_height : 1);
}

/// Connects `masthead_pixbuf_size_prepared` to `loader`, with `size` (which must outlive the loader's decoding).
static inline void masthead_pixbuf_loader_watch_size(GdkPixbufLoader *loader, MastheadPixbufSize *size) {
    g_signal_connect(loader, "size-prepared", G_CALLBACK(masthead_pixbuf_size_prepared), size);
}

/// The message of a GError that gdk-pixbuf handed back, or "unknown error" when there is none. Does not free it.
static inline const char *masthead_pixbuf_error_message(const GError *error) {
    return error != NULL && error->message != NULL ? error->message : "unknown error";
}

#endif
