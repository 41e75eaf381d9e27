import Testing

@testable import MastheadCommandLine
@testable import MastheadRuntime

/// The one option parser (``OptionTable``) as the service reads its flags: both forms of a value, an empty value
/// checked like any other, errors that name the flag or variable, and help from the same declarations.
struct OptionParsingTests {
    static func parse(_ arguments: [String], _ environment: [String: String] = [:]) throws(ConfigurationError)
        -> ServiceConfiguration
    {
        try ServiceConfiguration.parse(arguments: arguments, environment: environment)
    }

    static func message(_ arguments: [String], _ environment: [String: String] = [:]) -> String? {
        do {
            _ = try parse(arguments, environment)
            return nil
        } catch {
            return error.description
        }
    }

    @Test(arguments: [
        ["--port", "8111"], ["--port=8111"], ["--public-dir=", "--port", "8111"], ["--port", "1", "--port=8111"],
        ["--public-dir", "", "--port=8111"],
    ])
    func aValueFollowsItsFlagOrAnEqualsSign(arguments: [String]) throws {
        #expect(try OptionParsingTests.parse(arguments).port == 8111)
    }

    @Test func anEmptyPublicDirServesNoStaticFiles() throws {
        #expect(try OptionParsingTests.parse(["--public-dir="]).publicDirectory == nil)
        #expect(try OptionParsingTests.parse(["--public-dir=Site"]).publicDirectory == "Site")
        #expect(try OptionParsingTests.parse([]).publicDirectory == "Public")
        // An empty variable is unset: the default stays.
        #expect(try OptionParsingTests.parse([], ["PUBLIC_DIR": ""]).publicDirectory == "Public")
    }

    @Test func aValueMayHoldEqualsSignsAndStartWithADash() throws {
        #expect(try OptionParsingTests.parse(["--font-dir=/a=b"]).fontDirectory == "/a=b")
        #expect(try OptionParsingTests.parse(["--font-dir=--odd"]).fontDirectory == "--odd")
        #expect(try OptionParsingTests.parse(["--font-dir", "-odd"]).fontDirectory == "-odd")
    }

    @Test(arguments: [
        (["--port"], "--port needs a value (N)"),
        (["--public-dir", "--port", "8111"], "--public-dir needs a value (PATH)"),
        (["--port", "x"], "--port must be a whole number from 0 to 65535, got 'x'"),
        (["--port="], "--port must be a whole number from 0 to 65535, got ''"),
        (["--port", "70000"], "--port must be a whole number from 0 to 65535, got '70000'"),
        (["--threads=zero"], "--threads must be a whole number from 1 to 256, got 'zero'"),
        (["--font-dir="], "--font-dir must not be empty"),
        (["--host="], "--host must not be empty"),
        (["--event-loop", "select"], "--event-loop takes poll or epoll, got 'select'"),
        (["--log=all"], "--log takes requests or none, got 'all'"),
        (["--healthcheck=yes"], "--healthcheck takes no value, got 'yes'"),
        (["--prot", "8111"], "unknown option '--prot'; did you mean --port? (see --help)"),
        (["--bogus=1"], "unknown option '--bogus' (see --help)"),
        (["-p"], "unknown option '-p'"),
        (["8111"], "unexpected argument '8111'"),
    ])
    func aBadCommandLineIsOneLineNamingTheFlag(arguments: [String], message: String) throws {
        let said = try #require(OptionParsingTests.message(arguments))
        #expect(said.contains(message), "\(said)")
        #expect(!said.contains("\n"))
    }

    @Test(arguments: [
        (["PORT": "x"], "PORT must be a whole number from 0 to 65535, got 'x'"),
        (["EVENT_LOOP": "kqueue"], "EVENT_LOOP takes poll or epoll, got 'kqueue'"),
    ])
    func aBadVariableIsNamed(environment: [String: String], message: String) {
        #expect(OptionParsingTests.message([], environment) == message)
    }

    @Test func aFlagWinsOverItsVariableWhichWinsOverTheDefault() throws {
        #expect(try OptionParsingTests.parse([], ["PORT": "9000"]).port == 9000)
        #expect(try OptionParsingTests.parse(["--port=9001"], ["PORT": "9000"]).port == 9001)
        #expect(try OptionParsingTests.parse([], ["PORT": ""]).port == 8080)
        // A flag's good value does not excuse its variable's bad one: both are the person's to fix.
        #expect(OptionParsingTests.message(["--port=1"], ["PORT": "x"]) != nil)
    }

    @Test func choicesAndSwitchesAreSet() throws {
        let parsed = try OptionParsingTests.parse(["--event-loop=poll", "--log", "none", "--healthcheck", "--help"])
        #expect(!parsed.epoll && !parsed.logRequests && parsed.healthcheck && parsed.showHelp)
    }

    @Test func pollIsTheDefaultEventLoopAndEpollStaysSelectable() throws {
        #expect(try !OptionParsingTests.parse([]).epoll)
        #expect(try OptionParsingTests.parse([], ["EVENT_LOOP": "epoll"]).epoll)
        #expect(try !OptionParsingTests.parse(["--event-loop", "poll"], ["EVENT_LOOP": "epoll"]).epoll)
    }

    @Test func helpShowsEveryDeclarationOnce() {
        let text = HelpText.text
        for option in ServiceConfiguration.options.options {
            #expect(text.contains(option.helpName + "  "), "\(option.flag)")
            #expect(text.contains(option.help), "\(option.flag)")
        }
        #expect(text.contains("--event-loop poll|epoll  (env EVENT_LOOP)"))
        #expect(text.contains("--public-dir PATH  (env PUBLIC_DIR)"))
        #expect(text.contains("empty: no static files"))
        #expect(HelpText.render.contains("-o, --output FILE"))
        #expect(HelpText.audit.contains("--fail-on error|warning|notice"))
    }
}
