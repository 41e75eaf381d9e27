// Reads the request parameters out of the service's OpenAPI document (`/openapi.json`), so that the form, the state
// and the URL follow whatever the service says it takes: names, kinds, enumerations, ranges, defaults, descriptions.

/** The endpoint the live preview draws; its parameters make the form. */
export const PREVIEW_PATH = "/v1/preview.svg";
/** The endpoint the geometry view shows. */
export const GEOMETRY_PATH = "/v1/geometry";

/** Follows a local `$ref` (`#/components/schemas/Name`); anything else is returned as it is. */
function resolve(doc, schema) {
  let current = schema ?? {};
  for (let depth = 0; depth < 8 && typeof current.$ref === "string" && current.$ref.startsWith("#/"); depth++) {
    current = current.$ref
      .slice(2)
      .split("/")
      .reduce((node, key) => node?.[key.replace(/~1/g, "/").replace(/~0/g, "~")], doc) ?? {};
  }
  return current;
}

/** `enum`, `boolean`, `integer`, `number` or `string` (the fallback for any schema the form cannot read). */
function kindOf(schema) {
  if (Array.isArray(schema.enum)) return "enum";
  const types = Array.isArray(schema.type) ? schema.type.filter((t) => t !== "null") : [schema.type];
  for (const kind of ["boolean", "integer", "number"]) if (types.includes(kind)) return kind;
  return "string";
}

/**
 * The styles a parameter applies to: the parameter object's `x-styles` extension when it has one, otherwise what
 * its description says in the form "(`collapsible` only)", otherwise `null` (every style).
 */
function stylesOf(parameter, styleValues) {
  const listed = parameter["x-styles"];
  if (Array.isArray(listed)) return listed.map(String);
  const note = /\(((?:`[^`]+`(?:,\s*|\s+or\s+|\s+and\s+)?)+)\s+only\)/.exec(parameter.description ?? "");
  if (!note || !styleValues) return null;
  const names = [...note[1].matchAll(/`([^`]+)`/g)].map((m) => m[1]);
  return names.length && names.every((n) => styleValues.includes(n)) ? names : null;
}

/** One query parameter as the form uses it. */
function readParameter(doc, parameter) {
  const schema = resolve(doc, parameter.schema);
  const kind = kindOf(schema);
  return {
    name: parameter.name,
    description: parameter.description ?? schema.description ?? "",
    kind,
    values: kind === "enum" ? schema.enum.filter((v) => v !== null).map(String) : null,
    default: schema.default,
    minimum: schema.minimum ?? schema.exclusiveMinimum,
    maximum: schema.maximum ?? schema.exclusiveMaximum,
    styles: null,
    endpoints: [],
  };
}

/**
 * The document's `/v1` endpoints and their query parameters.
 * - `endpoints`: `[{path, summary, mediaType, names}]`, every `GET` under `/v1/` with query parameters, in the
 *   document's order (`names` is a Set).
 * - `parameters`: every parameter once, those of the preview first (in its order), then those only other endpoints
 *   take; each `{name, description, kind, values, default, minimum, maximum, styles, endpoints}`.
 */
export function readDocument(doc) {
  const endpoints = [];
  const byName = new Map();
  const raw = new Map();
  const paths = Object.entries(doc?.paths ?? {});
  // The preview's own order comes first, so the form and the URL list its parameters as the service does.
  paths.sort(([a], [b]) => (b === PREVIEW_PATH) - (a === PREVIEW_PATH));
  for (const [path, item] of paths) {
    const get = item?.get;
    if (!path.startsWith("/v1/") || !get) continue;
    const query = (get.parameters ?? []).map((p) => resolve(doc, p)).filter((p) => p.in === "query" && p.name);
    if (!query.length) continue;
    const content = get.responses?.["200"]?.content ?? {};
    endpoints.push({
      path,
      summary: get.summary ?? "",
      mediaType: Object.keys(content)[0] ?? "",
      names: new Set(query.map((p) => p.name)),
    });
    for (const parameter of query) {
      if (!byName.has(parameter.name)) {
        byName.set(parameter.name, readParameter(doc, parameter));
        raw.set(parameter.name, parameter);
      }
      byName.get(parameter.name).endpoints.push(path);
    }
  }
  const parameters = [...byName.values()];
  const styleValues = byName.get("style")?.values ?? null;
  for (const parameter of parameters) {
    if (parameter.name !== "style") parameter.styles = stylesOf(raw.get(parameter.name), styleValues);
  }
  // Restore the document's endpoint order, which sorting for the preview changed.
  const order = Object.keys(doc?.paths ?? {});
  endpoints.sort((a, b) => order.indexOf(a.path) - order.indexOf(b.path));
  return { endpoints, parameters };
}
