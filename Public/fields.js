// One form field per parameter, chosen by what /openapi.json says it is: an enumeration is a select (or a group
// of radios when it has at most three values), a boolean a switch, a number a number input with the schema's
// range, anything else a text input. The parameter's description is the field's hint; its default the first value.

import { createActionsEditor, ensureOption, option } from "./actions-editor.js";
import { PARAMETER_VALUE_NAMES, PRESENCE_LABELS, VALUE_HELP, VALUE_NAMES, editorOf, labelFor } from "./layout.js";

const WORDS = { iphone: "iPhone", ipad: "iPad", se: "SE", mini: "mini" };

export const displayName = (value) => VALUE_NAMES[value] ?? value;

/** `iphone-16-pro-max` → `iPhone 16 Pro Max`. */
export function deviceName(id) {
  return id
    .split("-")
    .map((w) => WORDS[w] ?? w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

const element = (tag, props = {}) => Object.assign(document.createElement(tag), props);

/** A description as text, with `code` spans set in code. */
function hintFor(id, text) {
  const hint = element("p", { className: "field-help", id: `${id}-help` });
  text.split("`").forEach((part, index) => {
    if (part) hint.append(index % 2 ? element("code", { textContent: part }) : document.createTextNode(part));
  });
  return hint;
}

const firstSentence = (text) => /^.*?[.;](?=\s|$)/.exec(text)?.[0] ?? text;

function describe(control, ...ids) {
  control.setAttribute("aria-describedby", ids.filter(Boolean).join(" "));
}

/** How an enumeration value is shown: the catalog's numbers for a device, a display name otherwise. */
function valueLabel(p, value, catalog) {
  const device = p.name === "device" ? catalog.devices?.find((d) => d.id === value) : null;
  if (device) return `${deviceName(value)} — ${device.width} × ${device.height} @${device.scale}x`;
  return PARAMETER_VALUE_NAMES[p.name]?.[value] ?? displayName(value);
}

/**
 * The field of parameter `p`; `id` is its control's id. Returns `{p, root, write(value), read(), setDisabled(b),
 * setPlaceholder(text), showValueHelp()}`; `read()` gives the state's value of `p`.
 */
export function createField(p, id, { catalog, onChange }) {
  const label = labelFor(p.name);
  const hint = hintFor(id, p.description);
  const field = { p, setDisabled() {}, setPlaceholder() {}, showValueHelp() {} };
  const editor = editorOf(p);

  if (editor === "actions") {
    hint.textContent = "";
    hint.append(...hintFor(id, firstSentence(p.description)).childNodes);
    const actions = createActionsEditor(p.name, { title: label, hint, icons: catalog.icons ?? [], onChange });
    return { ...field, root: actions.root, write: actions.write, read: actions.read };
  }

  if (p.kind === "enum" && p.values.length <= 3 && p.default != null) {
    const root = element("fieldset", { className: "field choice", id });
    root.dataset.param = p.name;
    const group = element("div", { className: "segmented" });
    group.append(
      ...p.values.map((value) => {
        const input = element("input", { type: "radio", name: p.name, id: `${id}-${value}`, value });
        const text = element("label", { htmlFor: input.id, textContent: valueLabel(p, value, catalog) });
        const wrapper = element("span");
        wrapper.append(input, text);
        return wrapper;
      }),
    );
    const note = element("p", { className: "field-help", id: `${id}-note` });
    root.append(element("legend", { className: "label", textContent: label }), group, hint, note);
    describe(root, hint.id, VALUE_HELP[p.name] && note.id);
    const inputs = () => [...group.querySelectorAll("input")];
    // A value no radio offers (from a URL) stays the value until one is chosen.
    let written = String(p.default);
    const read = () => inputs().find((i) => i.checked)?.value ?? written;
    return {
      ...field,
      root,
      write(value) {
        written = value;
        for (const input of inputs()) input.checked = input.value === value;
      },
      read,
      setDisabled: (disabled) => inputs().forEach((i) => (i.disabled = disabled)),
      showValueHelp() {
        note.textContent = VALUE_HELP[p.name]?.[read()] ?? "";
      },
    };
  }

  const root = element("div", { className: "field" });
  let control;
  if (p.kind === "boolean") {
    control = element("input", { type: "checkbox", className: "switch", id });
    const row = element("div", { className: "check" });
    row.append(control, element("label", { htmlFor: id, textContent: label }));
    root.append(row, hint);
  } else {
    if (p.kind === "enum") {
      control = element("select", { id });
      if (p.default == null) control.append(option("", "—"));
      control.append(...p.values.map((value) => option(value, valueLabel(p, value, catalog))));
    } else if (p.kind === "number" || p.kind === "integer") {
      control = element("input", { type: "number", id, step: p.kind === "integer" ? "1" : "any" });
      control.inputMode = p.kind === "integer" ? "numeric" : "decimal";
      if (p.minimum != null) control.min = String(p.minimum);
      if (p.maximum != null) control.max = String(p.maximum);
    } else {
      control = element("input", { type: "text", id, spellcheck: false });
    }
    root.append(element("label", { htmlFor: id, textContent: label }), control, hint);
  }
  control.dataset.param = p.name;
  control.name = p.name;
  const note = element("p", { className: "field-help", id: `${id}-note` });
  if (VALUE_HELP[p.name]) root.append(note);
  describe(control, hint.id, VALUE_HELP[p.name] && note.id);

  if (editor === "presence") {
    // A switch for presence: absent and empty mean different things (`back`: no button, or a chevron alone).
    const toggle = element("input", { type: "checkbox", className: "switch", id: `${id}-enabled` });
    describe(toggle, hint.id);
    const row = element("div", { className: "check" });
    row.append(toggle, element("label", { htmlFor: toggle.id, textContent: PRESENCE_LABELS[p.name] ?? `Send ${p.name}` }));
    root.prepend(row);
    toggle.addEventListener("change", () => {
      control.disabled = !toggle.checked;
      if (toggle.checked) control.focus();
    });
    return {
      ...field,
      root,
      write(value) {
        toggle.checked = value !== null;
        control.value = value ?? "";
        control.disabled = !toggle.checked;
      },
      read: () => (toggle.checked ? control.value : null),
      setDisabled: (disabled) => {
        toggle.disabled = disabled;
        control.disabled = disabled || !toggle.checked;
      },
    };
  }

  return {
    ...field,
    root,
    write(value) {
      if (p.kind === "boolean") control.checked = value;
      else if (p.kind === "enum") ensureOption(control, value);
      else control.value = value;
    },
    read: () => (p.kind === "boolean" ? control.checked : control.value),
    setDisabled: (disabled) => (control.disabled = disabled),
    setPlaceholder: (text) => (control.placeholder = text),
    showValueHelp() {
      note.textContent = VALUE_HELP[p.name]?.[control.value] ?? "";
    },
  };
}
