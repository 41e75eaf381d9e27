import Foundation
import Synchronization
import Testing

/// The parent of the hostile-client, bad-input, escaping and load suites. They run one after another, never
/// alongside each other, so the timing checks of one are not disturbed by the load another puts on the machine.
@Suite(.serialized)
struct Hostile {}

/// Services kept for a whole test run (a table's rows share one) and killed when the test process exits.
enum HostileSharedService {
    private static let identifiers = Guarded<[pid_t]>([])

    /// Starts a service with `arguments` that lives until the test process exits.
    static func start(_ arguments: [String]) -> ServiceProcess? {
        guard let service = try? ServiceProcess(arguments) else { return nil }
        identifiers.withLock { identifiers in
            if identifiers.isEmpty { atexit { HostileSharedService.killAll() } }
            identifiers.append(service.process.processIdentifier)
        }
        return service
    }

    private static func killAll() {
        for identifier in identifiers.withLock({ $0 }) { kill(identifier, SIGKILL) }
    }
}
