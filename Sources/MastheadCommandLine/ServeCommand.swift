import MastheadRuntime

#if canImport(Glibc)
    import Glibc
#endif

/// `masthead [options]`: reads the configuration, then serves until SIGTERM or SIGINT, drains and stops.
enum ServeCommand {
    /// Runs the service (or `--help`, or `--healthcheck`) and returns the exit status: 0 after a clean stop, 1 when
    /// the service could not start or connections were cut at the shutdown timeout, 2 for a bad option.
    static func run(arguments: [String], environment: [String: String]) -> Int32 {
        // Block the stop signals before any thread exists, so every server thread inherits the mask and the signals
        // are taken here, by sigwait, and nowhere else.
        var stopSignals = sigset_t()
        sigemptyset(&stopSignals)
        sigaddset(&stopSignals, SIGTERM)
        sigaddset(&stopSignals, SIGINT)
        pthread_sigmask(SIG_BLOCK, &stopSignals, nil)
        signal(SIGPIPE, SIG_IGN)

        let configuration: ServiceConfiguration
        do {
            configuration = try ServiceConfiguration.parse(arguments: arguments, environment: environment)
        } catch {
            Console.error("\(error)")
            return 2
        }
        if configuration.showHelp {
            Console.output(HelpText.text)
            return 0
        }
        if configuration.healthcheck {
            return HealthCheck.probe(port: configuration.port) ? 0 : 1
        }
        let service: Service
        do {
            service = try Service(configuration: configuration)
            try service.start()
        } catch {
            Console.error("\(error)")
            return 1
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
        return cut == 0 ? 0 : 1
    }
}
