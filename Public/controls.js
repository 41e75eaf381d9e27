// Builds the form's controls from the service's catalog and moves values between the form and the state.

import { MAX_ACTIONS, METRICS, OVERRIDES, TEXT_MODES } from "./state.js";

const $ = (id) => document.getElementById(id);

/** Display names for catalog values; anything not listed is shown as it is sent. */
const NAMES = {
  compact: "Compact", large: "Large title", scrollEdge: "Scroll edge (iOS 26)", inlineTitle: "Inline title",
  collapsible: "Collapsible",
  light: "Light", dark: "Dark", ltr: "Left to right", rtl: "Right to left", soft: "Soft", hard: "Hard",
  truncate: "Truncate the label with …", system: "UIKit: label, then “Back”, then chevron",
  messages: "Messages", cards: "Cards", none: "None",
  text: "Text", paths: "Outlines",
};

const STYLE_HELP = {
  compact: "A 44-point bar that never moves; the hairline fades in as content slides under it.",
  large: "A large title scrolls away into the bar; pull down to stretch it.",
  scrollEdge: "A fixed header over content that fades and blurs under the iOS 26 scroll edge.",
  inlineTitle: "The title is the first line of content; the bar title appears once it is scrolled past.",
  collapsible: "An overlay header that shrinks and fades with parallax as you scroll.",
};

const WORDS = { iphone: "iPhone", ipad: "iPad", se: "SE", mini: "mini" };

export const displayName = (value) => NAMES[value] ?? value;

/** `iphone-16-pro-max` → `iPhone 16 Pro Max`. */
export function deviceName(id) {
  return id
    .split("-")
    .map((w) => WORDS[w] ?? w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

function option(value, label) {
  const element = document.createElement("option");
  element.value = value;
  element.textContent = label;
  return element;
}

function fillSelect(select, values, label = displayName) {
  select.replaceChildren(...values.map((v) => option(v, label(v))));
}

/** Makes sure a select can show `value`, even one the catalog does not know (it came from a URL). */
function ensureOption(select, value) {
  if (![...select.options].some((o) => o.value === value)) {
    select.append(option(value, `${value} (unknown)`));
  }
  select.value = value;
}

function fillSegmented(group, name, values) {
  group.replaceChildren(
    ...values.map((value) => {
      const id = `${name}-${value}`;
      const wrapper = document.createElement("span");
      const input = document.createElement("input");
      input.type = "radio";
      input.name = name;
      input.id = id;
      input.value = value;
      const label = document.createElement("label");
      label.htmlFor = id;
      label.textContent = displayName(value);
      wrapper.append(input, label);
      return wrapper;
    }),
  );
}

function setSegmented(group, value) {
  const inputs = [...group.querySelectorAll("input[type=radio]")];
  const match = inputs.find((i) => i.value === value);
  if (match) match.checked = true;
  else inputs.forEach((i) => (i.checked = false));
}

function readSegmented(group, fallback) {
  return group.querySelector("input:checked")?.value ?? fallback;
}

/** The Controls object: builds the form once, then `write(state)` and `read(state)` move values. */
export function createControls(catalog, { onChange }) {
  const icons = catalog.icons;

  fillSelect($("style"), catalog.styles.values);
  fillSelect($("backFallback"), catalog.backFallbacks.values);
  fillSelect($("device-select"), catalog.devices.map((d) => d.id), (id) => {
    const d = catalog.devices.find((x) => x.id === id);
    return `${deviceName(id)} — ${d.width} × ${d.height} @${d.scale}x`;
  });
  fillSelect($("content"), catalog.contentKinds.map((k) => k.id));
  fillSegmented($("appearance"), "appearance", catalog.appearances.values);
  fillSegmented($("direction"), "direction", catalog.directions.values);
  fillSegmented($("edge"), "edge", catalog.edges.values);
  fillSegmented($("text"), "text", TEXT_MODES);

  const editors = { leading: $("leading"), trailing: $("trailing") };
  let actions = { leading: [], trailing: [] };

  function renderActions(side, focus) {
    const editor = editors[side];
    const list = actions[side];
    const title = side === "leading" ? "Leading actions" : "Trailing actions";
    const head = document.createElement("div");
    head.className = "actions-head";
    const heading = document.createElement("span");
    heading.className = "label";
    heading.id = `${side}-label`;
    heading.textContent = title;
    const count = document.createElement("span");
    count.className = "count";
    count.textContent = `${list.length} of ${MAX_ACTIONS}`;
    const add = document.createElement("button");
    add.type = "button";
    add.className = "button small";
    add.id = `${side}-add`;
    add.textContent = "Add";
    add.setAttribute("aria-label", `Add a ${side} action`);
    add.disabled = list.length >= MAX_ACTIONS;
    add.addEventListener("click", () => {
      const used = new Set(list.filter((a) => a.kind === "icon").map((a) => a.value));
      const icon = icons.find((i) => !used.has(i.name)) ?? icons[0];
      list.push({ kind: "icon", value: icon.name });
      renderActions(side, { index: list.length - 1, part: "value" });
      onChange();
    });
    head.append(heading, count, add);

    const rows = list.map((action, index) => {
      const row = document.createElement("div");
      row.className = "action-row";
      row.setAttribute("role", "group");
      row.setAttribute("aria-label", `${title.slice(0, -1)} ${index + 1}`);

      const kind = document.createElement("select");
      kind.id = `${side}-${index}-kind`;
      kind.setAttribute("aria-label", `${side} action ${index + 1} kind`);
      kind.append(option("icon", "Icon"), option("text", "Text"));
      kind.value = action.kind;
      kind.addEventListener("change", () => {
        action.kind = kind.value;
        action.value = action.kind === "icon" ? icons[0].name : "Done";
        renderActions(side, { index, part: "kind" });
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
          if (value.value.includes(",")) value.value = value.value.replace(/,/g, "");
          action.value = value.value;
          onChange();
        });
      }
      value.id = `${side}-${index}-value`;
      value.setAttribute("aria-label", `${side} action ${index + 1} ${action.kind === "icon" ? "icon" : "label"}`);

      const remove = document.createElement("button");
      remove.type = "button";
      remove.className = "icon-button";
      remove.id = `${side}-${index}-remove`;
      remove.setAttribute("aria-label", `Remove ${side} action ${index + 1}`);
      remove.innerHTML =
        '<svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" stroke-width="1.6" stroke-linecap="round"/></svg>';
      remove.addEventListener("click", () => {
        list.splice(index, 1);
        renderActions(side, list.length ? { index: Math.min(index, list.length - 1), part: "remove" } : { add: true });
        onChange();
      });
      row.append(kind, value, remove);
      return row;
    });

    const error = editor.querySelector(".field-error") ?? Object.assign(document.createElement("p"), {
      className: "field-error", id: `${side}-error`, hidden: true,
    });
    editor.replaceChildren(head, ...rows, error);
    if (focus?.add) $(`${side}-add`).focus();
    else if (focus) (document.getElementById(`${side}-${focus.index}-${focus.part}`) ?? add).focus();
  }

  function updateDependents(state) {
    const device = catalog.devices.find((d) => d.id === state.device);
    for (const name of OVERRIDES) $(name).placeholder = device ? String(device[name]) : "";
    const kind = catalog.contentKinds.find((k) => k.id === state.content);
    $("rows").placeholder = kind ? String(kind.defaultRows) : "";
    for (const element of document.querySelectorAll("[data-for-style]")) {
      element.hidden = element.dataset.forStyle !== state.style;
    }
    $("back").disabled = !state.backEnabled;
    $("backFallback").disabled = !state.backEnabled;
    $("style-help").textContent = STYLE_HELP[state.style] ?? "";
  }

  function write(state) {
    ensureOption($("style"), state.style);
    $("title").value = state.title;
    $("subtitle").value = state.subtitle;
    $("back-enabled").checked = state.backEnabled;
    $("back").value = state.back;
    ensureOption($("backFallback"), state.backFallback);
    actions = { leading: state.leading.map((a) => ({ ...a })), trailing: state.trailing.map((a) => ({ ...a })) };
    renderActions("leading");
    renderActions("trailing");
    ensureOption($("device-select"), state.device);
    for (const name of OVERRIDES) $(name).value = state[name];
    if (OVERRIDES.some((name) => state[name] !== "")) $("overrides").open = true;
    setSegmented($("appearance"), state.appearance);
    setSegmented($("direction"), state.direction);
    setSegmented($("edge"), state.edge);
    for (const name of METRICS) $(name).value = state[name];
    ensureOption($("content"), state.content);
    $("rows").value = state.rows;
    setSegmented($("text"), state.text);
    $("guides").checked = state.guides;
    updateDependents(state);
  }

  /** Reads every control into `state` (the offset is kept by the scrubber). */
  function read(state) {
    state.style = $("style").value;
    state.title = $("title").value;
    state.subtitle = $("subtitle").value;
    state.backEnabled = $("back-enabled").checked;
    state.back = $("back").value;
    state.backFallback = $("backFallback").value;
    state.leading = actions.leading.map((a) => ({ ...a }));
    state.trailing = actions.trailing.map((a) => ({ ...a }));
    state.device = $("device-select").value;
    for (const name of OVERRIDES) state[name] = $(name).value;
    state.appearance = readSegmented($("appearance"), state.appearance);
    state.direction = readSegmented($("direction"), state.direction);
    state.edge = readSegmented($("edge"), state.edge);
    for (const name of METRICS) state[name] = $(name).value;
    state.content = $("content").value;
    state.rows = $("rows").value;
    state.text = readSegmented($("text"), state.text);
    state.guides = $("guides").checked;
    updateDependents(state);
  }

  const form = $("form");
  form.addEventListener("input", () => onChange());
  form.addEventListener("change", () => onChange());
  form.addEventListener("submit", (event) => event.preventDefault());

  return { write, read };
}
