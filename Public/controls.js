// Builds the form from the parameters /openapi.json describes, in the groups of layout.js, and moves values
// between the form and the state. The preview's parameters make the settings form; parameters that only other
// endpoints take (ranges, frames) are shown in the request panel while one of those endpoints is chosen.

import { createField } from "./fields.js";
import { GROUPS, OTHER_GROUP } from "./layout.js";
import { fitsStyle, hasRequirement, toParams } from "./state.js";

const $ = (id) => document.getElementById(id);

const isNumber = (p) => p.kind === "number" || p.kind === "integer";

/**
 * The Controls object. `parameters` are `readDocument`'s, `previewNames` the names the live preview takes.
 * `write(state)` shows a state, `read(state)` reads every control into it (the offset is kept by the scrubber),
 * `setEndpoint(names)` says which endpoint's own parameters the request panel shows.
 */
export function createControls({ parameters, catalog, previewNames, onChange }) {
  // A control is named after its parameter unless the page already uses that id (`device` is the phone).
  const taken = new Set([...document.querySelectorAll("[id]")].map((e) => e.id));
  const idFor = (p) => (taken.has(p.name) ? `${p.name}-${p.kind === "enum" ? "select" : "input"}` : p.name);
  const fields = new Map();
  const sections = [];
  let endpointNames = new Set();

  const build = (p) => {
    const field = createField(p, idFor(p), { catalog, onChange });
    fields.set(p.name, field);
    return field;
  };

  /** Appends the fields of `params` to `parent`, runs of two or more numbers side by side. */
  function appendFields(parent, params) {
    const built = [];
    const place = (container, p) => {
      const field = build(p);
      built.push(field);
      container.append(field.root);
    };
    for (let index = 0; index < params.length; ) {
      let end = index;
      while (end < params.length && isNumber(params[end])) end++;
      if (end - index >= 2) {
        const grid = Object.assign(document.createElement("div"), { className: "grid-2" });
        params.slice(index, end).forEach((p) => place(grid, p));
        parent.append(grid);
        index = end;
      } else {
        place(parent, params[index]);
        index += 1;
      }
    }
    return built;
  }

  const offered = parameters.filter((p) => p.name !== "offset");
  const inForm = new Map(offered.filter((p) => previewNames.has(p.name)).map((p) => [p.name, p]));
  const placed = new Set();
  const take = (names) =>
    names.flatMap((name) => {
      const p = inForm.get(name);
      if (!p || placed.has(name)) return [];
      placed.add(name);
      return [p];
    });
  const groups = GROUPS.map((g) => ({ legend: g.legend, main: take(g.names), more: g.more, extra: take(g.more?.names ?? []) }));
  groups.push({ legend: OTHER_GROUP, main: [...inForm.values()].filter((p) => !placed.has(p.name)), extra: [] });

  const form = $("form-groups");
  for (const group of groups) {
    if (!group.main.length && !group.extra.length) continue;
    const fieldset = document.createElement("fieldset");
    fieldset.className = "group";
    fieldset.append(Object.assign(document.createElement("legend"), { textContent: group.legend }));
    const own = appendFields(fieldset, group.main);
    if (group.extra.length) {
      const details = Object.assign(document.createElement("details"), { className: "overrides", id: group.more.id });
      details.append(Object.assign(document.createElement("summary"), { textContent: group.more.summary }));
      const inner = appendFields(details, group.extra);
      sections.push({ element: details, fields: inner, params: group.extra });
      own.push(...inner);
      fieldset.append(details);
    }
    sections.push({ element: fieldset, fields: own });
    form.append(fieldset);
  }

  const request = $("request-fields");
  sections.push({ element: request, fields: appendFields(request, offered.filter((p) => !previewNames.has(p.name))) });

  /** Shows the fields that apply, disables those whose requirement is absent, and refreshes hints from the catalog. */
  function update(state) {
    const device = catalog.devices?.find((d) => d.id === state.device);
    const kind = catalog.contentKinds?.find((k) => k.id === state.content);
    for (const field of fields.values()) {
      const { p } = field;
      field.root.hidden = !(previewNames.has(p.name) || endpointNames.has(p.name)) || !fitsStyle(p, state);
      field.setDisabled(!hasRequirement(p, state));
      field.showValueHelp();
      if (isNumber(p) && p.default == null) {
        // An empty number takes the device's value or the content's default (`rows` → `defaultRows`).
        const fallback = device?.[p.name] ?? kind?.[`default${p.name.charAt(0).toUpperCase()}${p.name.slice(1)}`];
        field.setPlaceholder(fallback == null ? "" : String(fallback));
      }
    }
    for (const section of sections) section.element.hidden = section.fields.every((f) => f.root.hidden);
  }

  function write(state) {
    for (const [name, field] of fields) field.write(state[name]);
    for (const section of sections) {
      if (section.params && toParams(state, section.params).length) section.element.open = true;
    }
    update(state);
  }

  function read(state) {
    for (const [name, field] of fields) state[name] = field.read();
    update(state);
  }

  for (const container of [$("form"), $("request-form")]) {
    container.addEventListener("input", () => onChange());
    container.addEventListener("change", () => onChange());
    container.addEventListener("submit", (event) => event.preventDefault());
  }

  return {
    write,
    read,
    setEndpoint(names, state) {
      endpointNames = names;
      update(state);
    },
  };
}
