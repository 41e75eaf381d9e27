// The playground's state: one plain object holding a value for every parameter the service describes, its
// defaults taken from /openapi.json, and the query strings that the page URL and every API request use.
//
// Values by kind: `offset` is a number; booleans are booleans; action lists are arrays of `{kind, value}`; a
// `presence` text is `null` while absent; everything else is the text of its control ("" for absent).

import { REQUIRES, editorOf } from "./layout.js";

export const MAX_ACTIONS = 4;

/** The state before the user changes anything. */
export function defaultState(parameters) {
  const state = {};
  for (const p of parameters) state[p.name] = defaultValue(p);
  return state;
}

function defaultValue(p) {
  if (p.name === "offset") return Number(p.default ?? 0);
  if (editorOf(p) === "actions") return [];
  if (editorOf(p) === "presence") return p.default == null ? null : String(p.default);
  if (p.kind === "boolean") return p.default === true;
  if (p.kind === "number" || p.kind === "integer") return numberText(p.default ?? "");
  return p.default == null ? "" : String(p.default);
}

export function cloneState(state) {
  const copy = {};
  for (const [name, value] of Object.entries(state)) copy[name] = Array.isArray(value) ? value.map((a) => ({ ...a })) : value;
  return copy;
}

/** A number as the service writes it: at most 3 decimals, no exponent, no `-0`. */
export function numberText(value) {
  if (value === "" || value == null) return "";
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  const rounded = Math.round(n * 1000) / 1000;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

function sameNumber(text, fallback) {
  const trimmed = String(text).trim();
  return trimmed === "" || (fallback != null && Number(trimmed) === Number(fallback));
}

/** Query items of actions: `spacer` before an action that starts a glass group, `prominent:` before a prominent one. */
function actionsText(actions) {
  return actions
    .map((a, index) => {
      const item = (a.prominent ? "prominent:" : "") + (a.kind === "text" ? `text:${a.value}` : a.value);
      return a.spaced && index > 0 ? `spacer,${item}` : item;
    })
    .join(",");
}

/** The actions of a query's list; a `spacer` marks the action after it (`spaced`), `prominent:` its own. */
function parseActions(text) {
  const actions = [];
  let spaced = false;
  for (const item of String(text).split(",").filter((part) => part !== "")) {
    if (item === "spacer") {
      spaced = true;
      continue;
    }
    const prominent = item.startsWith("prominent:");
    const rest = prominent ? item.slice("prominent:".length) : item;
    const action = rest.startsWith("text:") ? { kind: "text", value: rest.slice(5) } : { kind: "icon", value: rest };
    if (prominent) action.prominent = true;
    if (spaced && actions.length) action.spaced = true;
    spaced = false;
    actions.push(action);
  }
  return actions;
}

/** Whether `p` belongs to the chosen style: its `styles` (from `x-styles`) include it, or it has none. */
export function fitsStyle(p, state) {
  return !p.styles || !("style" in state) || p.styles.includes(state.style);
}

/** Whether the parameter `p` requires (`REQUIRES`) is present, or it requires none. */
export function hasRequirement(p, state) {
  const required = REQUIRES[p.name];
  if (!required || !(required in state)) return true;
  const value = state[required];
  return !(value === null || value === "" || (Array.isArray(value) && !value.length));
}

/** Whether `p` means something in `state`; parameters that do not are left out of every query. */
export function applies(p, state) {
  return fitsStyle(p, state) && hasRequirement(p, state);
}

/** The value `p` sends in `state`, or `null` when it is left out (its default, or absent). */
function queryValue(p, state) {
  const value = state[p.name];
  if (p.name === "offset") return value !== Number(p.default ?? 0) ? numberText(value) : null;
  if (editorOf(p) === "actions") return value.length ? actionsText(value) : null;
  if (editorOf(p) === "presence") return value;
  if (p.kind === "boolean") return value !== (p.default === true) ? String(value) : null;
  if (p.kind === "number" || p.kind === "integer") return sameNumber(value, p.default) ? null : value.trim();
  if (p.default == null) return value === "" ? null : value;
  return value !== String(p.default) ? value : null;
}

/**
 * The non-default parameters of `state` as `[name, value]` pairs in the document's order; with `names` (a Set),
 * only those an endpoint takes; with `always` (a Set), those named are sent at their default too (not when absent).
 */
export function toParams(state, parameters, names = null, always = null) {
  const out = [];
  for (const p of parameters) {
    if (names && !names.has(p.name)) continue;
    if (!(p.name in state) || !applies(p, state)) continue;
    let value = queryValue(p, state);
    if (value === null && always?.has(p.name) && state[p.name] !== null && state[p.name] !== "") {
      value = String(state[p.name]);
    }
    if (value !== null) out.push([p.name, value]);
  }
  return out;
}

/** Percent-encodes a query component, leaving the list separators `,` and `:` readable. */
function encode(text) {
  return encodeURIComponent(text).replace(/%2C/gi, ",").replace(/%3A/gi, ":").replace(/'/g, "%27");
}

/**
 * The query string (without `?`) of the non-default parameters (of one endpoint's `names` when given; `always` as
 * `toParams` takes it).
 */
export function toQuery(state, parameters, names = null, always = null) {
  return toParams(state, parameters, names, always).map(([k, v]) => `${k}=${encode(v)}`).join("&");
}

/** A name or value from the page URL as a notice shows it: quoted when empty, cut to 40 characters. */
function shownPart(text) {
  if (text === "") return '""';
  const characters = [...text];
  return characters.length > 40 ? `${characters.slice(0, 40).join("")}…` : text;
}

/**
 * The state described by a URL query, starting from the defaults. What it cannot use keeps its default, and each part
 * left out is described in `ignored` (an array, when given) for the page to say so: a name the service does not take
 * (other than `pageNames`, the page's own), an offset that is not a number, actions past the fourth, a switch that
 * is neither true nor false.
 */
export function fromQuery(search, parameters, defaults, { pageNames = new Set(), ignored = [] } = {}) {
  const byName = new Map(parameters.map((p) => [p.name, p]));
  const state = cloneState(defaults);
  for (const [name, value] of new URLSearchParams(search)) {
    const p = byName.get(name);
    if (!p) {
      if (!pageNames.has(name)) ignored.push(`${shownPart(name)} (not a parameter)`);
      continue;
    }
    if (name === "offset") {
      const n = Number(value);
      if (value.trim() !== "" && Number.isFinite(n)) state.offset = n;
      else ignored.push(`offset=${shownPart(value)} (not a number)`);
    } else if (editorOf(p) === "actions") {
      const actions = parseActions(value);
      const extra = actions.length - MAX_ACTIONS;
      if (extra > 0) ignored.push(`${extra} ${name} action${extra > 1 ? "s" : ""} past the ${MAX_ACTIONS} a side`);
      state[name] = actions.slice(0, MAX_ACTIONS);
    } else if (p.kind === "boolean") {
      if (value === "" || value === "true" || value === "1") state[name] = true;
      else if (value === "false" || value === "0") state[name] = false;
      else ignored.push(`${name}=${shownPart(value)} (neither true nor false)`);
    } else {
      state[name] = value;
    }
  }
  return state;
}

/** The page URL's name for the endpoint chosen in the request panel (the service takes no such parameter). */
export const ENDPOINT_NAME = "endpoint";

/** The page URL's part for the chosen endpoint `path`: empty for `fallback`, the endpoint the page starts with. */
export function endpointQueryPart(path, fallback) {
  return path && path !== fallback ? `${ENDPOINT_NAME}=${encode(path).replace(/%2F/gi, "/")}` : "";
}

/** The endpoint a URL query chose, when it is one of `paths` (the document's); otherwise `fallback`, and an endpoint
 * that is not one of them is described in `ignored` (an array, when given). */
export function endpointFromQuery(search, paths, fallback, ignored = []) {
  const path = new URLSearchParams(search).get(ENDPOINT_NAME);
  if (paths.includes(path)) return path;
  if (path !== null) ignored.push(`${ENDPOINT_NAME}=${shownPart(path)} (not an endpoint)`);
  return fallback;
}
