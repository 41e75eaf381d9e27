/// The service's version: hashed into every entity tag with the canonical request, so a new version never
/// answers `304` with an old answer, and written into the OpenAPI description.
package enum ServiceVersion {
    /// `masthead/` and the semantic version.
    package static let current = "masthead/1.8.0"
}
