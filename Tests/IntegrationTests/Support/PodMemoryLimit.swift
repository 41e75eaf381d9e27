import Foundation

/// The memory limit of the service's container in deploy/kubernetes/deployment.yaml (`limits: memory: 256Mi`), in
/// bytes: what the load tests hold the service's peak resident memory to, so that no feature can push the pod into
/// being killed unnoticed. Nil when the manifest has none (a test then fails, saying so).
func podMemoryLimitBytes() -> Int? {
    let manifest = ServiceProcess.repositoryRoot.appendingPathComponent("deploy/kubernetes/deployment.yaml")
    guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return nil }
    var inLimits = false
    for line in text.split(separator: "\n") {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed == "limits:" {
            inLimits = true
        } else if inLimits, trimmed.hasPrefix("memory:") {
            let value = trimmed.dropFirst("memory:".count).trimmingCharacters(in: .whitespaces)
            if value.hasSuffix("Mi"), let mebibytes = Int(value.dropLast(2)) { return mebibytes << 20 }
            if value.hasSuffix("Gi"), let gibibytes = Int(value.dropLast(2)) { return gibibytes << 30 }
            return nil
        } else if inLimits, !trimmed.contains(":") || trimmed.hasSuffix(":") {
            inLimits = false
        }
    }
    return nil
}

/// The process's peak resident memory so far (the kernel's `VmHWM`), in bytes.
func peakResidentBytes(of process: pid_t) -> Int? {
    residentBytes(of: process, field: "VmHWM")
}
