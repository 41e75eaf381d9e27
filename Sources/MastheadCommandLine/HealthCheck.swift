#if canImport(Glibc)
    import Glibc
#endif

/// A dependency-free probe for container health checks: `GET /healthz` on the loopback port.
public enum HealthCheck {
    /// Returns whether a service on `127.0.0.1:port` answered `/healthz` with 200 within `timeoutSeconds`.
    /// Wraps `socket(2)`, `setsockopt(2)`, `connect(2)`, `send(2)` and `recv(2)`.
    public static func probe(port: Int, timeoutSeconds: Int = 3) -> Bool {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(clamping: port).bigEndian)
        address.sin_addr.s_addr = in_addr_t(UInt32(0x7F00_0001).bigEndian)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { return false }
        let request = Array("GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n".utf8)
        guard request.withUnsafeBytes({ send(descriptor, $0.baseAddress, $0.count, 0) }) == request.count else {
            return false
        }
        var buffer = [UInt8](repeating: 0, count: 64)
        let received = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        guard received >= 12 else { return false }
        return String(decoding: buffer[0..<12], as: UTF8.self).hasSuffix(" 200")
    }
}
