import CRsvg

extension RasterError {
    /// The error for a cairo call that left `status` other than `CAIRO_STATUS_SUCCESS` on its object.
    ///
    /// Cairo reports failure through a status on the object rather than through a return value, so each wrapper
    /// reads the status right after its call and builds the error here with the name of that call.
    ///
    /// Wraps `cairo_status_to_string`, whose strings are static and need no freeing.
    init(cairoStatus status: cairo_status_t, function: String) {
        self = .cairo(function: function, status: String(cString: cairo_status_to_string(status)))
    }
}
