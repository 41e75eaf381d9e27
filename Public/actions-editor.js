// The editor of an action list parameter (`leading`, `trailing`): up to four rows, each an icon from the catalog
// or a text label, added, changed and removed in place, and marked prominent or starting a new glass group after a
// spacer (both drawn by `fidelity=ios26`); the state holds `[{kind, value, prominent?, spaced?}]`.

import { MAX_ACTIONS } from "./state.js";

const $ = (id) => document.getElementById(id);

/** Why a comma typed into a label disappears. */
const COMMA_NOTE = "A label cannot hold a comma in a query, so it was left out; a JSON body (POST) can hold one.";

export function option(value, label) {
  const element = document.createElement("option");
  element.value = value;
  element.textContent = label;
  return element;
}

/** Makes sure a select can show `value`, even one the document does not list (it came from a URL). */
export function ensureOption(select, value) {
  if (![...select.options].some((o) => o.value === value)) {
    select.append(option(value, `${value} (unknown)`));
  }
  select.value = value;
}

/**
 * The editor of parameter `name`, titled `title`, described by the element `hint`. `icons` are the catalog's
 * `[{name, label}]`; `onChange()` is called after every edit. Returns `{root, write(list), read()}`.
 */
export function createActionsEditor(name, { title, hint, icons, onChange }) {
  const root = document.createElement("div");
  root.className = "actions-editor";
  root.id = name;
  root.dataset.param = name;
  root.setAttribute("role", "group");
  root.setAttribute("aria-labelledby", `${name}-label`);
  let list = [];
  // Told when a comma is taken out of a label. A live region, always there and empty until then, so the words are
  // read out as they appear.
  const note = Object.assign(document.createElement("p"), { className: "field-note", id: `${name}-note` });
  note.setAttribute("aria-live", "polite");

  function render(focus) {
    if (!list.some((a) => a.kind === "text")) note.textContent = "";
    const head = document.createElement("div");
    head.className = "actions-head";
    const heading = Object.assign(document.createElement("span"), { className: "label", id: `${name}-label` });
    heading.textContent = title;
    const count = Object.assign(document.createElement("span"), { className: "count" });
    count.textContent = `${list.length} of ${MAX_ACTIONS}`;
    const add = Object.assign(document.createElement("button"), {
      type: "button", className: "button small", id: `${name}-add`, textContent: "Add",
    });
    add.setAttribute("aria-label", `Add a ${name} action`);
    add.setAttribute("aria-describedby", hint.id);
    add.disabled = list.length >= MAX_ACTIONS;
    add.addEventListener("click", () => {
      const used = new Set(list.filter((a) => a.kind === "icon").map((a) => a.value));
      const icon = icons.find((i) => !used.has(i.name)) ?? icons[0];
      list.push(icon ? { kind: "icon", value: icon.name } : { kind: "text", value: "Done" });
      render({ index: list.length - 1, part: "value" });
      onChange();
    });
    head.append(heading, count, add);

    const rows = list.map((action, index) => {
      const row = document.createElement("div");
      row.className = "action-row";
      row.setAttribute("role", "group");
      row.setAttribute("aria-label", `${title.replace(/s$/, "")} ${index + 1}`);

      const kind = document.createElement("select");
      kind.id = `${name}-${index}-kind`;
      kind.setAttribute("aria-label", `${name} action ${index + 1} kind`);
      if (icons.length) kind.append(option("icon", "Icon"));
      kind.append(option("text", "Text"));
      kind.value = action.kind;
      kind.addEventListener("change", () => {
        action.kind = kind.value;
        action.value = action.kind === "icon" ? icons[0].name : "Done";
        render({ index, part: "kind" });
        onChange();
      });

      let value;
      if (action.kind === "icon") {
        value = document.createElement("select");
        value.replaceChildren(...icons.map((i) => option(i.name, `${i.label} (${i.name})`)));
        ensureOption(value, action.value);
        value.addEventListener("change", () => {
          action.value = value.value;
          onChange();
        });
      } else {
        value = document.createElement("input");
        value.type = "text";
        value.value = action.value;
        value.spellcheck = false;
        value.placeholder = "Label";
        value.addEventListener("input", () => {
          if (value.value.includes(",")) {
            // A query separates actions with commas, so a label cannot hold one: it is taken out where it was
            // typed (the caret stays put) and the note says why.
            const caret = value.selectionStart ?? value.value.length;
            const before = value.value.slice(0, caret).replace(/,/g, "").length;
            value.value = value.value.replace(/,/g, "");
            value.setSelectionRange(before, before);
            note.textContent = COMMA_NOTE;
          }
          action.value = value.value;
          onChange();
        });
        value.setAttribute("aria-describedby", note.id);
      }
      value.id = `${name}-${index}-value`;
      value.setAttribute("aria-label", `${name} action ${index + 1} ${action.kind === "icon" ? "icon" : "label"}`);

      const remove = Object.assign(document.createElement("button"), {
        type: "button", className: "icon-button", id: `${name}-${index}-remove`,
      });
      remove.setAttribute("aria-label", `Remove ${name} action ${index + 1}`);
      remove.innerHTML =
        '<svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" stroke-width="1.6" stroke-linecap="round"/></svg>';
      remove.addEventListener("click", () => {
        list.splice(index, 1);
        // Focus goes to the first field of the action that took this row (or of the one before, or to Add), not to
        // a remove button: a second Enter would delete an action the user has not looked at.
        render(list.length ? { index: Math.min(index, list.length - 1), part: "kind" } : { add: true });
        onChange();
      });
      // iOS 26's grouping and tint: a spacer before this action (not the first) and prominence.
      const flags = document.createElement("div");
      flags.className = "action-flags";
      const flag = (part, text, key) => {
        const box = Object.assign(document.createElement("input"), { type: "checkbox", id: `${name}-${index}-${part}` });
        box.checked = Boolean(action[key]);
        box.addEventListener("change", () => {
          if (box.checked) action[key] = true;
          else delete action[key];
          onChange();
        });
        const label = Object.assign(document.createElement("label"), { htmlFor: box.id, textContent: text });
        label.title = "Drawn by fidelity=ios26";
        flags.append(box, label);
      };
      if (index > 0) flag("spacer", "Spacer before", "spaced");
      flag("prominent", "Prominent", "prominent");
      row.append(kind, value, remove, flags);
      return row;
    });

    const error = root.querySelector(".field-error") ?? Object.assign(document.createElement("p"), {
      className: "field-error", id: `${name}-error`, hidden: true,
    });
    root.replaceChildren(head, hint, ...rows, note, error);
    if (focus?.add) $(`${name}-add`).focus();
    else if (focus) (document.getElementById(`${name}-${focus.index}-${focus.part}`) ?? add).focus();
  }

  return {
    root,
    write(actions) {
      list = actions.map((a) => ({ ...a }));
      render();
    },
    read: () => list.map((a) => ({ ...a })),
  };
}
