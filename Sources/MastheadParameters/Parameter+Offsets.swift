import MastheadHTTP

/// A described list of offsets (`offsets`, `path`), read the one way both take: query `0,20,40`; JSON an array of
/// numbers or the same comma text; 1 to the kind's `maxCount` finite numbers within ``Limits/offset``, `-0` read
/// as 0. The count is checked before any number is read, so a huge list costs one split.
extension Parameter {
    /// The offsets sent, or nil when absent; `example` is a JSON array shown in the error for a value of the wrong
    /// type, like `[0, 20, 40]`.
    func offsets(_ reader: ParameterReader, example: String) throws(HTTPError) -> [Double]? {
        guard case .offsetList(let maxCount) = kind else { preconditionFailure("\(name) is not a list of offsets") }
        guard let value = reader.parameters[name] else { return nil }
        let items: [ParameterSet.Value]
        switch value {
        case .text(let text):
            items = (text ?? "").split(separator: ",", omittingEmptySubsequences: false).map { .text(String($0)) }
        case .json(.string(let text)):
            items = text.split(separator: ",", omittingEmptySubsequences: false).map { .text(String($0)) }
        case .json(.array(let values)):
            items = values.map { .json($0) }
        case .json:
            throw HTTPError.badRequest(
                "\(name) must be a list of numbers, like \(example), got \(ParameterReader.shown(value))",
                parameter: name)
        }
        guard (1...maxCount).contains(items.count) else {
            throw HTTPError.badRequest("\(name) takes 1 to \(maxCount) numbers, got \(items.count)", parameter: name)
        }
        var offsets: [Double] = []
        offsets.reserveCapacity(items.count)
        for item in items {
            let single = ParameterReader(parameters: .single(name, item))
            guard let number = try single.optionalNumber(name, in: Limits.offset) else {
                throw HTTPError.badRequest("\(name) must hold numbers, not null", parameter: name)
            }
            offsets.append(number == 0 ? 0 : number)
        }
        return offsets
    }
}
