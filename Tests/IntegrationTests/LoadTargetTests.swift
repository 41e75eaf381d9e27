import Foundation
import Testing

extension Hostile {
    /// The one-minute load run of ``LoadTests`` against another server than the service: the C hello-world
    /// (`bench/hello.c`), to tell what libmicrohttpd alone loses under the same client from what the service loses.
    ///
    /// `MASTHEAD_HELLO_BINARY` names the built hello-world (`gcc -O2 -o /tmp/masthead-hello bench/hello.c
    /// -lmicrohttpd`); it is started on a free port with two threads and this process's environment, so
    /// `HELLO_LOOP=epoll|poll|epoll-turbo` chooses its event loop (poll by default, as the service's), and
    /// `HELLO_PARK` has it park requests as the service does. Skipped without the variable.
    @Suite struct LoadTargetTests {
        static let helloBinary = ProcessInfo.processInfo.environment["MASTHEAD_HELLO_BINARY"].flatMap {
            $0.isEmpty ? nil : $0
        }

        @Test(.enabled(if: helloBinary != nil, "MASTHEAD_HELLO_BINARY names no hello-world binary"))
        func helloWorldUnderTwoHundredFiftySixConnectionsForAMinuteLosesNothing() throws {
            let binary = try #require(LoadTargetTests.helloBinary)
            let hello = try ServiceProcess(executable: binary, arguments: ["0", "2"])
            let loop = ProcessInfo.processInfo.environment["HELLO_LOOP"] ?? "poll"
            let started = ContinuousClock.now
            let load = LoadClient(port: hello.port, connections: 256, threads: 4)
            load.start()
            Thread.sleep(until: started + .seconds(60))
            let tally = load.stop()
            let status = hello.stop()
            // Its own lines: the mode it ran in and, when it parked requests (HELLO_PARK), how many, written as it
            // stopped (a moment for the reader of its standard error to take them in).
            Thread.sleep(forTimeInterval: 0.2)
            let own = hello.standardError.split(separator: "\n").filter { $0.hasPrefix("hello ") }
            print("hello-world (HELLO_LOOP=\(loop)) under load: \(tally.summary); \(own.joined(separator: "; "))")

            #expect(tally.answered > 1000, "only \(tally.answered) answers in a minute")
            #expect(tally.nonSuccess == 0, "statuses \(tally.statuses)")
            #expect(tally.lost == 0 && tally.refused == 0, "\(tally); log: \(hello.standardError.suffix(2000))")
            #expect(status == 0)
        }
    }
}

extension LoadClient.Tally {
    /// Requests sent and never answered: closed without their answer, hung, or cut off.
    var lost: Int { cleanCloses + hung + truncated }

    /// One line with every count, for a run's record.
    var summary: String {
        "answered \(answered), lost \(lost) (cleanCloses \(cleanCloses), hung \(hung), truncated \(truncated)), "
            + "refused \(refused), statuses \(statuses), closeReasons \(closeReasons), slowest round \(slowestRound)"
    }
}
