import MastheadCommandLine

#if canImport(Glibc)
    import Glibc
#endif

// Reads the arguments and the environment and hands them to the command: a subcommand, or the HTTP service.
exit(MastheadCommand.run(arguments: Array(CommandLine.arguments.dropFirst()), environment: Environment.variables()))
