/// A suite that talks to one running service (``ServiceProcess``): a `GET` and a JSON `POST`, each on a connection
/// of its own, so one test's answer can never be read as another's.
protocol ServiceSuite {
    /// The service the suite's tests ask.
    var service: ServiceProcess { get }
}

extension ServiceSuite {
    /// `GET target` with `headers`.
    func get(_ target: String, headers: [String: String] = [:]) throws -> HTTPResponse {
        try HTTPConnection(port: service.port).request("GET", target, headers: headers)
    }

    /// `POST target` with `body` as its JSON body.
    func post(_ target: String, _ body: String) throws -> HTTPResponse {
        try HTTPConnection(port: service.port).request(
            "POST", target, headers: ["Content-Type": "application/json"], body: Array(body.utf8))
    }
}
