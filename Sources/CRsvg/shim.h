#ifndef MASTHEAD_CRSVG_SHIM_H
#define MASTHEAD_CRSVG_SHIM_H
#include <cairo.h>
#include <librsvg/rsvg.h>

/// The message of a GError that librsvg handed back, or "unknown error" when there is none: librsvg returns NULL
/// or FALSE without filling the error only when one of its precondition checks fails. Does not free the error.
static inline const char *masthead_rsvg_error_message(const GError *error) {
    return error != NULL && error->message != NULL ? error->message : "unknown error";
}

#endif
