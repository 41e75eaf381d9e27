import Foundation

/// A raw TCP client for hostile tests: it sends whatever bytes it is given, and reports exactly how the server
/// ended the exchange (a complete answer, a clean close, a reset, or silence until a deadline).
///
/// Unlike ``HTTPConnection`` it never blocks without a deadline: reads wait with `poll(2)`, sends give up after
/// a few seconds, so a test built on it cannot hang.
final class HostileSocket {
    let descriptor: Int32
    /// Bytes received and not yet taken by ``takeResponse()``.
    private(set) var received: [UInt8] = []
    /// The `errno` of the last send or receive that failed.
    private(set) var lastError: Int32 = 0

    /// How a read ended.
    enum ReadEnd: Equatable {
        /// The condition asked for was met.
        case satisfied
        /// The server closed the connection (end of file).
        case closed
        /// The server reset the connection.
        case reset
        /// The deadline passed with the connection still open.
        case timedOut
    }

    /// Connects to `host:port` (an IPv4 or IPv6 literal).
    init(port: Int, host: String = "127.0.0.1") throws {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_NUMERICHOST
        var result: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &result) == 0, let info = result else {
            throw HTTPConnection.ClientError.connect("resolve \(host)")
        }
        defer { freeaddrinfo(result) }
        descriptor = socket(info.pointee.ai_family, Int32(SOCK_STREAM.rawValue), 0)
        var sendTimeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &sendTimeout, socklen_t(MemoryLayout<timeval>.size))
        // No close here: `deinit` runs when this initializer throws, and closing twice could shut a descriptor
        // another thread has been given in between.
        guard connect(descriptor, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0 else {
            let code = errno
            throw HTTPConnection.ClientError.connect("connect to \(host):\(port): errno \(code)")
        }
    }

    deinit { close(descriptor) }

    /// Sends `bytes`; `false` when the server closed or reset the connection first (or stopped reading for 5 s).
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes {
                Foundation.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard sent > 0 else {
                lastError = errno
                return false
            }
            offset += sent
        }
        return true
    }

    @discardableResult
    func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// Reads until `done(received)` holds, the server closes or resets, or `seconds` pass.
    func read(for seconds: Double, until done: ([UInt8]) -> Bool = { _ in false }) -> ReadEnd {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            if done(received) { return .satisfied }
            let left = deadline - ContinuousClock.now
            guard left > .zero else { return .timedOut }
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(
                max(1, left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000))
            guard poll(&entry, 1, milliseconds) > 0 else { continue }
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count > 0 {
                received.append(contentsOf: chunk[0..<count])
            } else if count == 0 {
                return done(received) ? .satisfied : .closed
            } else if errno != EAGAIN && errno != EINTR {
                lastError = errno
                return done(received) ? .satisfied : .reset
            }
        }
    }

    /// Reads one complete response, waiting up to `seconds`; `nil` with the reason when none arrives.
    func readResponse(for seconds: Double = 10) -> (response: HTTPResponse?, end: ReadEnd) {
        let end = read(for: seconds) { ResponseStream.first(in: $0) != nil }
        return (takeResponse(), end)
    }

    /// Removes the first complete response from the received bytes.
    func takeResponse() -> HTTPResponse? {
        guard let (response, consumed) = ResponseStream.first(in: received) else { return nil }
        received.removeFirst(consumed)
        return response
    }

    /// Whether the server has closed the connection, without waiting: `recv(2)` with `MSG_PEEK | MSG_DONTWAIT`.
    var isClosedNow: Bool {
        var byte: UInt8 = 0
        let count = recv(descriptor, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
        if count == 0 { return true }
        return count < 0 && errno != EAGAIN && errno != EINTR
    }
}

/// Parses HTTP/1.1 responses out of a byte stream (bodies by `Content-Length`, as the service always sends).
enum ResponseStream {
    /// The first complete response in `bytes` and how many bytes it took; `nil` while it is incomplete.
    static func first(in bytes: [UInt8], method: String = "GET") -> (HTTPResponse, Int)? {
        guard let headerEnd = headerEnd(in: bytes) else { return nil }
        let head = String(decoding: bytes[0..<headerEnd], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst()
        let parts = statusLine.split(separator: " ")
        let status = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        var headers: [(String, String)] = []
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers.append(
                (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        var response = HTTPResponse(status: status, headers: headers, body: [])
        let bodyStart = headerEnd + 4
        if method == "HEAD" || status == 204 || status == 304 || status < 200 { return (response, bodyStart) }
        let length = Int(response.header("Content-Length") ?? "0") ?? 0
        guard bytes.count >= bodyStart + length else { return nil }
        response.body = Array(bytes[bodyStart..<bodyStart + length])
        return (response, bodyStart + length)
    }

    /// Every complete response in `bytes`, and how many bytes are left over after them (a truncated answer).
    static func all(in bytes: [UInt8]) -> (responses: [HTTPResponse], leftover: Int) {
        var rest = bytes
        var responses: [HTTPResponse] = []
        while let (response, consumed) = first(in: rest) {
            responses.append(response)
            rest.removeFirst(consumed)
        }
        return (responses, rest.count)
    }

    /// Where the first `\r\n\r\n` starts.
    static func headerEnd(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            while start <= buffer.count - 4 {
                if buffer[start] == 13 && buffer[start + 1] == 10 && buffer[start + 2] == 13 && buffer[start + 3] == 10
                {
                    return start
                }
                start += 1
            }
            return nil
        }
    }
}
