/// Why the server could not start.
public enum ServerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// libmicrohttpd refused to start (the port is taken, the address is not local, …).
    case cannotListen(host: String, port: Int)
    /// The host name did not resolve to an address.
    case unknownHost(String)
    /// A folder the server needs does not exist.
    case missingFolder(String)

    /// A one-line message for the person starting the service.
    public var description: String {
        switch self {
        case .cannotListen(let host, let port):
            "cannot listen on \(host):\(port) (is the port taken, or the address not on this machine?)"
        case .unknownHost(let host): "cannot resolve host '\(host)'"
        case .missingFolder(let folder): "folder '\(folder)' does not exist"
        }
    }
}
