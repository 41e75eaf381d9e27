// Pretty-prints a geometry document for reading: small flat objects such as frames stay on one line, everything
// else is indented by two spaces. The output is valid JSON; the highlighted version wraps tokens in spans.

const INLINE_WIDTH = 72;

function escapeHTML(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function isFlat(value) {
  if (value === null || typeof value !== "object") return true;
  return Object.values(value).every((v) => v === null || typeof v !== "object");
}

/** Formats `value` as JSON; `token(kind, text)` decorates each scalar and key. */
function format(value, indent, token) {
  if (value === null) return token("null", "null");
  if (typeof value === "number") return token("number", JSON.stringify(value));
  if (typeof value === "boolean") return token("boolean", String(value));
  if (typeof value === "string") return token("string", JSON.stringify(value));

  const isArray = Array.isArray(value);
  const entries = isArray ? value.map((v) => [null, v]) : Object.entries(value);
  const [open, close] = isArray ? ["[", "]"] : ["{", "}"];
  if (entries.length === 0) return open + close;

  const item = (key, v, childIndent) =>
    (key === null ? "" : token("key", JSON.stringify(key)) + ": ") + format(v, childIndent, token);

  if (isFlat(value)) {
    const inline = (decorate) => {
      const inner = entries
        .map(([k, v]) => (k === null ? "" : decorate("key", JSON.stringify(k)) + ": ") + format(v, "", decorate))
        .join(", ");
      return isArray ? `[${inner}]` : `{${inner}}`;
    };
    const width = indent.length + inline((_, t) => t).length;
    if (width <= INLINE_WIDTH || (isArray && entries.every(([, v]) => typeof v === "number"))) return inline(token);
  }
  const childIndent = indent + "  ";
  const lines = entries.map(([k, v]) => childIndent + item(k, v, childIndent));
  return `${open}\n${lines.join(",\n")}\n${indent}${close}`;
}

/** Plain formatted JSON text. */
export function formatJSON(value) {
  return format(value, "", (_, text) => text);
}

/** The lines of the formatted JSON as HTML, with `<span class="j-kind">` around keys and scalars. */
function highlightedLines(value) {
  return format(value, "", (kind, text) => `<span class="j-${kind}">${escapeHTML(text)}</span>`).split("\n");
}

/**
 * Shows `value` in `container` as one block per line (its indent in `--i`, so a long line wraps under itself).
 * Only lines that changed since the last call are rewritten, which keeps scrubbing through offsets cheap.
 */
export function renderJSON(container, value) {
  const lines = highlightedLines(value);
  const existing = container.children;
  for (let index = 0; index < lines.length; index++) {
    const html = lines[index];
    let line = existing[index];
    if (!line) {
      line = document.createElement("span");
      line.className = "jl";
      container.append(line);
    }
    if (line.dataset.html !== html) {
      line.dataset.html = html;
      line.innerHTML = html;
      const text = line.textContent;
      line.style.setProperty("--i", String(text.length - text.trimStart().length));
    }
  }
  while (existing.length > lines.length) existing[existing.length - 1].remove();
}
