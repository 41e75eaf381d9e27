import CRsvg

/// Takes ownership of a `GError` that librsvg filled in and turns it into its message.
///
/// Every librsvg call that can fail goes through here exactly once on its failure path, so each error is freed
/// exactly once and none escapes into Swift values.
enum GErrorMessage {
    /// The message of `error`, or `unknown error` when `error` is `NULL` (librsvg fails without filling the
    /// error only when one of its precondition checks fails); frees `error` if it is not `NULL`.
    ///
    /// Wraps `g_error_free`.
    static func take(_ error: UnsafeMutablePointer<GError>?) -> String {
        let message = String(cString: masthead_rsvg_error_message(error))
        if let error { g_error_free(error) }
        return message
    }
}
