import Masthead

#if canImport(Glibc)
    import Glibc
#endif

// Block the stop signals before any thread exists, so every server thread inherits the mask and the signals are
// taken here, by sigwait, and nowhere else.
var stopSignals = sigset_t()
sigemptyset(&stopSignals)
sigaddset(&stopSignals, SIGTERM)
sigaddset(&stopSignals, SIGINT)
pthread_sigmask(SIG_BLOCK, &stopSignals, nil)
signal(SIGPIPE, SIG_IGN)

let configuration: ServiceConfiguration
do {
    configuration = try ServiceConfiguration.parse(
        arguments: Array(CommandLine.arguments.dropFirst()), environment: Environment.variables())
} catch {
    Console.error("\(error)")
    exit(2)
}
if configuration.showHelp {
    print(ServiceConfiguration.helpText, terminator: "")
    exit(0)
}
if configuration.healthcheck {
    exit(HealthCheck.probe(port: configuration.port) ? 0 : 1)
}

let service: Service
do {
    service = try Service(configuration: configuration)
    try service.start()
} catch {
    Console.error("\(error)")
    exit(1)
}

var received: Int32 = 0
sigwait(&stopSignals, &received)
if configuration.drainSeconds > 0 {
    service.beginDrain()
    // A second SIGTERM or SIGINT ends the drain early.
    var drain = timespec(tv_sec: configuration.drainSeconds, tv_nsec: 0)
    _ = sigtimedwait(&stopSignals, nil, &drain)
}
let cut = service.stop(timeout: .seconds(configuration.shutdownTimeout))
exit(cut == 0 ? 0 : 1)
