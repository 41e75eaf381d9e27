import Testing

@testable import MastheadCommandLine
@testable import MastheadRuntime

/// The overload options: each a flag and an environment variable, listed by `--help`, refused out of range.
struct OverloadConfigurationTests {
    @Test(
        arguments: [
            ("--max-request-cost", "MAX_REQUEST_COST", \ServiceConfiguration.maxRequestCost),
            ("--render-threshold", "RENDER_THRESHOLD", \ServiceConfiguration.renderThreshold),
            ("--render-threads", "RENDER_THREADS", \ServiceConfiguration.renderThreads),
            ("--render-queue-cost", "RENDER_QUEUE_COST", \ServiceConfiguration.renderQueueCost),
        ] as [(String, String, KeyPath<ServiceConfiguration, Int> & Sendable)])
    func aFlagWinsOverItsVariableWhichWinsOverTheDefault(
        flag: String, variable: String, value: KeyPath<ServiceConfiguration, Int> & Sendable
    ) throws {
        let fromVariable = try ServiceConfiguration.parse(arguments: [], environment: [variable: "7"])
        #expect(fromVariable[keyPath: value] == 7)
        let fromFlag = try ServiceConfiguration.parse(arguments: ["\(flag)=9"], environment: [variable: "7"])
        #expect(fromFlag[keyPath: value] == 9)
        #expect(throws: ConfigurationError.self) {
            try ServiceConfiguration.parse(arguments: [flag, "-1"], environment: [:])
        }
        #expect(HelpText.text.contains("\(flag) UNITS") || HelpText.text.contains("\(flag) N"))
        #expect(HelpText.text.contains("(env \(variable))"))
    }

    @Test func theDefaultsKeepTheCostliestAcceptedRequestUnderASecondAndPNGsOffTheConnectionThreads() {
        let defaults = ServiceConfiguration()
        #expect(defaults.maxRequestCost == 500_000)
        #expect(defaults.renderThreshold < 25_000)  // the cheapest PNG, a phone at scale 1, measured 25 ms
        #expect(defaults.renderQueueCost >= defaults.maxRequestCost)
        #expect(defaults.renderThreads == ServiceConfiguration.processorCount)
    }
}
