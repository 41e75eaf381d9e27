import MastheadHTTP

/// A described list of names (`textSizes`): query `large,AX3`; JSON an array of strings or the same comma text;
/// 1 to all of the kind's names, each at most once. A name outside the list is a `400` that names the parameter and
/// the allowed values.
extension Parameter {
    /// The names sent, in the kind's order, or nil when absent.
    package func choices(_ reader: ParameterReader) throws(HTTPError) -> [String]? {
        guard case .choiceList(let allowed) = kind else { preconditionFailure("\(name) is not a list of names") }
        guard let value = reader.parameters[name] else { return nil }
        var items: [String] = []
        switch value {
        case .text(let text):
            items = (text ?? "").split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        case .json(.string(let text)):
            items = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        case .json(.array(let values)):
            for value in values {
                guard case .string(let text) = value else {
                    throw HTTPError.badRequest(
                        "\(name) must be a list of names, like [\"large\", \"AX3\"], got "
                            + ParameterReader.shown(.json(value)) + " in the list", parameter: name, allowed: allowed)
                }
                items.append(text)
            }
        case .json(.null):
            return nil
        case .json:
            throw HTTPError.badRequest(
                "\(name) must be a list of names, like [\"large\", \"AX3\"], got \(ParameterReader.shown(value))",
                parameter: name, allowed: allowed)
        }
        guard (1...allowed.count).contains(items.count) else {
            throw HTTPError.badRequest(
                "\(name) takes 1 to \(allowed.count) names, got \(items.count)", parameter: name, allowed: allowed)
        }
        for item in items where !allowed.contains(item) {
            throw HTTPError.badRequest(
                "\(name) must list names among \(allowed.joined(separator: ", ")); got "
                    + "'\(ParameterReader.clipped(item))'" + ParameterReader.didYouMean(item, among: allowed),
                parameter: name, allowed: allowed)
        }
        guard Set(items).count == items.count else {
            throw HTTPError.badRequest("\(name) names a value more than once", parameter: name)
        }
        return allowed.filter { items.contains($0) }
    }
}
