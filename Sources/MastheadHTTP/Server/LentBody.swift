import CMicroHTTPD

/// An answer's body lent to libmicrohttpd in place, without a copy: the response holds one retain of this box, and
/// libmicrohttpd's free callback releases it when the response is destroyed (after its last send).
///
/// Every answer is made for its request (its `X-Request-ID` and `Server-Timing` differ from the next one's), so a
/// cached body would otherwise be copied into each answer: a preview is tens of kilobytes, a PNG hundreds.
///
/// A small body sent once (a geometry document asked for at a new offset) is copied instead
/// (``response(with:reused:)``): libmicrohttpd's copy is one block and a `memcpy`, where lending it costs the
/// box, its retain, the free callback and the box's release, about twice the instructions for a body of a few
/// kilobytes.
final class LentBody {
    /// The bytes; never changed after `init`, so their storage, kept alive by this box, stays where it is.
    let bytes: [UInt8]

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The largest body copied rather than lent when it is sent once: under glibc's `memcpy` threshold for
    /// `rep movsb` (4 KiB with AVX2), below which a copy is a few hundred instructions.
    static let copiedBodyLimit = 4096

    /// A libmicrohttpd response with `bytes` as its body: copied when it is sent once (`reused` false) and no
    /// larger than ``copiedBodyLimit``, lent in place otherwise (``response(with:)``). Wraps
    /// `MHD_create_response_from_buffer`.
    static func response(with bytes: [UInt8], reused: Bool) -> OpaquePointer? {
        guard !reused, bytes.count <= copiedBodyLimit else { return response(with: bytes) }
        return bytes.withUnsafeBytes { buffer in
            MHD_create_response_from_buffer(
                buffer.count, UnsafeMutableRawPointer(mutating: buffer.baseAddress), .RESPMEM_MUST_COPY)
        }
    }

    /// A libmicrohttpd response whose body is `bytes` where they are, or `nil` when libmicrohttpd cannot make one.
    /// Wraps `MHD_create_response_from_buffer_with_free_callback_cls` (libmicrohttpd 0.9.73.02 and later).
    static func response(with bytes: [UInt8]) -> OpaquePointer? {
        let lent = LentBody(bytes)
        // The address of the array's own storage, which the box keeps alive and unchanged for the response's life.
        let address = lent.bytes.withUnsafeBytes { UnsafeMutableRawPointer(mutating: $0.baseAddress) }
        let context = Unmanaged.passRetained(lent).toOpaque()
        let created = MHD_create_response_from_buffer_with_free_callback_cls(
            bytes.count, address,
            { context in
                guard let context else { return }
                Unmanaged<LentBody>.fromOpaque(context).release()
            }, context)
        // A response that was not made never calls the callback: its retain is given back here.
        if created == nil { Unmanaged<LentBody>.fromOpaque(context).release() }
        return created
    }
}
