import Foundation

/// A raw HTTP/1.1 client over one TCP connection, so tests control exactly what goes on the wire and can see
/// whether a connection is reused or closed.
final class HTTPConnection {
    let descriptor: Int32
    private var buffer: [UInt8] = []

    /// Connects to `host:port` (IPv4 or IPv6 literal) with a receive timeout.
    init(port: Int, host: String = "127.0.0.1", timeout: Double = 10) throws {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_NUMERICHOST
        var result: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &result) == 0, let info = result else {
            throw ClientError.connect("resolve \(host)")
        }
        defer { freeaddrinfo(result) }
        descriptor = socket(info.pointee.ai_family, Int32(SOCK_STREAM.rawValue), 0)
        var time = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - Double(Int(timeout))) * 1_000_000))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        // No close here: `deinit` runs when a fully initialized object's initializer throws, and a second close
        // could shut a descriptor another thread has been given in the meantime.
        guard connect(descriptor, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0 else {
            if errno == ECONNREFUSED { throw ClientError.refused }
            throw ClientError.connect("connect to \(host):\(port): errno \(errno)")
        }
    }

    deinit { close(descriptor) }

    /// Sends raw bytes.
    func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes {
                Foundation.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard sent > 0 else { throw ClientError.closed }
            offset += sent
        }
    }

    func send(_ text: String) throws { try send(Array(text.utf8)) }

    /// Sends a request with `Host` and, for a body, `Content-Length`.
    func request(
        _ method: String, _ target: String, headers: [String: String] = [:], body: [UInt8]? = nil
    ) throws -> HTTPResponse {
        var head = "\(method) \(target) HTTP/1.1\r\nHost: localhost\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        if let body { head += "Content-Length: \(body.count)\r\n" }
        head += "\r\n"
        try send(Array(head.utf8) + (body ?? []))
        return try readResponse(method: method)
    }

    /// Reads one response (headers, then a body by `Content-Length`, none for HEAD, 204 and 304).
    func readResponse(method: String = "GET") throws -> HTTPResponse {
        let headerEnd = try fill(until: { buffer in Self.find([13, 10, 13, 10], in: buffer) })
        let head = String(decoding: buffer[0..<headerEnd], as: UTF8.self)
        buffer.removeFirst(headerEnd + 4)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst()
        let status = Int(statusLine.split(separator: " ")[1]) ?? 0
        var headers: [(String, String)] = []
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers.append(
                (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        var response = HTTPResponse(status: status, headers: headers, body: [])
        if method == "HEAD" || status == 204 || status == 304 || status < 200 { return response }
        let length = Int(response.header("Content-Length") ?? "0") ?? 0
        _ = try fill(until: { $0.count >= length ? length : nil })
        response.body = Array(buffer[0..<length])
        buffer.removeFirst(length)
        return response
    }

    /// Whether the server has closed the connection (reads until EOF or the timeout).
    func isClosedByServer() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count == 0 { return true }
            if count < 0 { return errno == ECONNRESET }
        }
    }

    private func fill(until done: ([UInt8]) -> Int?) throws -> Int {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            if let result = done(buffer) { return result }
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else {
                if count == 0 { throw ClientError.closed }
                throw errno == EAGAIN || errno == EWOULDBLOCK ? ClientError.timeout : ClientError.failed(errno)
            }
            buffer.append(contentsOf: chunk[0..<count])
        }
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count)
        where haystack[start..<start + needle.count].elementsEqual(needle) {
            return start
        }
        return nil
    }

    enum ClientError: Error, Equatable {
        /// Nothing listens on the port (`ECONNREFUSED`).
        case refused
        case connect(String)
        case closed
        /// No byte within the receive timeout.
        case timeout
        /// A receive failed with this errno (`ECONNRESET`: the server reset the connection).
        case failed(Int32)
    }
}

/// One parsed response.
struct HTTPResponse {
    var status: Int
    var headers: [(String, String)]
    var body: [UInt8]

    func header(_ name: String) -> String? {
        headers.first { $0.0.caseInsensitiveCompare(name) == .orderedSame }?.1
    }

    var text: String { String(decoding: body, as: UTF8.self) }

    /// The body parsed as a JSON object.
    var json: [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] ?? [:]
    }
}
