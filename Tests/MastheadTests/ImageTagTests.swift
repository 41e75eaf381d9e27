import Foundation
import Testing

@testable import MastheadEndpoints

/// The image tag the deploy instructions and the Kubernetes manifest use is the service's own version, the one
/// `/openapi.json` reports, so a deployed image can be told apart by its tag.
struct ImageTagTests {
    @Test(arguments: ["README.md", "docs/deploy.md", "deploy/kubernetes/deployment.yaml"])
    func everyImageTagIsTheServiceVersion(path: String) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        let tags = text.matches(of: /masthead:(\d+\.\d+\.\d+)/).map { String($0.output.1) }
        #expect(!tags.isEmpty, "\(path) names no masthead image")
        let version = String(ServiceVersion.current.split(separator: "/").last ?? "")
        for tag in tags { #expect(tag == version, "\(path) tags the image \(tag); the service is \(version)") }
    }
}
