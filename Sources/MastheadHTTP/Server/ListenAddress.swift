#if canImport(Glibc)
    import Glibc
#endif

/// A socket address to bind, resolved once at start.
struct ListenAddress: Equatable {
    private var storage: [UInt8]
    /// Whether this is an IPv6 address (libmicrohttpd must be told).
    let isIPv6: Bool

    /// The address for `host`, or `nil` for every address (`nil`, empty, `*`, `::`), which binds dual-stack.
    /// Wraps `getaddrinfo(3)`; the first answer is used.
    static func resolve(_ host: String?, port: Int) throws(ServerError) -> ListenAddress? {
        guard let host, !host.isEmpty, host != "*", host != "::" else { return nil }
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_NUMERICSERV
        var result: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &result) == 0, let first = result else {
            throw ServerError.unknownHost(host)
        }
        defer { freeaddrinfo(result) }
        let bytes = UnsafeRawBufferPointer(start: first.pointee.ai_addr, count: Int(first.pointee.ai_addrlen))
        return ListenAddress(storage: Array(bytes), isIPv6: first.pointee.ai_family == AF_INET6)
    }

    /// `0.0.0.0:port`, the fallback where the machine has no IPv6.
    static func anyIPv4(port: Int) -> ListenAddress {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(clamping: port).bigEndian)
        let bytes = withUnsafeBytes(of: &address) { Array($0) }
        return ListenAddress(storage: bytes, isIPv6: false)
    }

    /// Calls `body` with a pointer to the socket address, valid only during the call.
    func withSocketAddress<T>(_ body: (UnsafePointer<sockaddr>?) -> T) -> T {
        // sockaddr_storage is the largest and most aligned socket address: copy into one so the pointer is aligned.
        var aligned = sockaddr_storage()
        withUnsafeMutableBytes(of: &aligned) { buffer in
            buffer.copyBytes(from: storage.prefix(buffer.count))
        }
        return withUnsafePointer(to: &aligned) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0) }
        }
    }
}
