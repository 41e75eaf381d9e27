// The libFuzzer entry point. Built only by scripts/fuzz, with `-sanitize=fuzzer,address` and
// `-Xswiftc -DFUZZING`: libFuzzer then provides `main`. A plain `swift build` gets a stub that says so.

#if FUZZING
    import MastheadFuzzing

    #if canImport(Glibc)
        import Glibc
    #endif

    /// Loaded once, on the first input; the static folder comes from `MASTHEAD_PUBLIC` (default `Public`).
    let harness: FuzzHarness = {
        let publicDirectory = getenv("MASTHEAD_PUBLIC").map { String(cString: $0) } ?? "Public"
        do {
            return try FuzzHarness(configuration: FuzzHarness.configuration(publicDirectory: publicDirectory))
        } catch {
            fatalError("cannot start the service: \(error)")
        }
    }()

    /// Runs one input; a broken promise traps, so libFuzzer keeps the input as a crash.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        if let failure = harness.check(bytes) {
            fatalError(failure)
        }
        return 0
    }
#else
    #if canImport(Glibc)
        import Glibc
    #endif

    @main
    enum MastheadFuzz {
        static func main() {
            print("MastheadFuzz is a libFuzzer target: build and run it with scripts/fuzz")
            exit(2)
        }
    }
#endif
