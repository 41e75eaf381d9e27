import CMicroHTTPD
import MastheadSupport
import Synchronization

/// What the server knows of one open connection while it stops: whether a request is in progress on it, and since
/// when it has been idle. Handed to libmicrohttpd as the connection's socket context with one retain, taken when
/// the connection starts and released when it closes.
final class OpenConnection: Sendable {
    /// The `MHD_Connection *` as an address, for the stopping thread to find its socket.
    let address: Int
    /// A request is between its headers and the end of its answer.
    let busy = Atomic<Bool>(false)
    /// When the last request ended, or the connection opened.
    let idleSince = Atomic<MonotonicInstant>(.now())
    /// The stop has shut its socket already.
    let shut = Atomic<Bool>(false)

    init(_ connection: OpaquePointer) {
        address = Int(bitPattern: UnsafeMutableRawPointer(connection))
    }

    /// The state stored for `connection`, if any. Wraps `MHD_get_connection_info`.
    static func of(_ connection: OpaquePointer) -> OpenConnection? {
        guard let context = masthead_mhd_socket_context(connection) else { return nil }
        return Unmanaged<OpenConnection>.fromOpaque(context).takeUnretainedValue()
    }

    /// A request started on it.
    func requestStarted() {
        busy.store(true, ordering: .relaxed)
    }

    /// Its request ended; it waits for the next one.
    func requestEnded() {
        idleSince.store(.now(), ordering: .relaxed)
        busy.store(false, ordering: .releasing)
    }
}
