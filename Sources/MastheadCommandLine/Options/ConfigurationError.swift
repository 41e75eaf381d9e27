/// A bad flag or value; the message is one line for the person starting the service.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The message.
    public let description: String

    /// Creates an error with `message`.
    public init(_ message: String) {
        description = message
    }
}
