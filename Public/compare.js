// The header kit's motion and UIKit's side by side: a switch over the preview that, while the chosen style takes
// `fidelity` (its `x-styles`), draws two phones at the same offset and with every other setting the same, the left
// with `fidelity=kit` and the right with `fidelity=uikit`. The page URL keeps it as `compare=fidelity`.

import { fitsStyle } from "./state.js";

const $ = (id) => document.getElementById(id);

/** The parameter the two phones differ in. */
export const COMPARED = "fidelity";
/** The page URL's name and value for the switch (the service takes no such parameter). */
export const URL_NAME = "compare";
const URL_VALUE = COMPARED;

/** The two phones, left then right: the value each sends and its caption. */
export const SIDES = [
  { value: "kit", name: "Header kit" },
  { value: "uikit", name: "UIKit" },
];

/**
 * The comparison. `parameter` is `readDocument`'s `fidelity` (or undefined: then the switch never shows);
 * `onChange()` is called when the switch is turned. `restore(search)` reads the page URL, `set(on)` turns it,
 * `update(state)` shows the switch for the styles that take the parameter, `active(state)` says whether two phones
 * are asked for, `queryPart(state)` is the page URL's part, and `showPanes(two)` lays out one phone or two.
 */
export function createComparison({ parameter, onChange }) {
  const toggle = $("compare");
  const field = $("compare-field");
  const offered = Boolean(parameter?.values && SIDES.every((side) => parameter.values.includes(side.value)));
  let on = false;

  toggle.addEventListener("change", () => {
    on = toggle.checked;
    onChange();
  });

  const applies = (state) => offered && fitsStyle(parameter, state);

  function set(value) {
    on = value;
    toggle.checked = value;
  }

  function showPanes(two) {
    $("phones").classList.toggle("comparing", two);
    $("phone-compare").hidden = !two;
    $("screen-label").hidden = !two;
    const [left, right] = SIDES;
    const main = two ? `${left.name} phone preview, scrollable` : "Phone preview, scrollable";
    $("screen").setAttribute("aria-label", main);
    $("screen-compare").setAttribute("aria-label", `${right.name} phone preview, scrollable`);
  }

  for (const [index, id] of ["screen-label", "screen-compare-label"].entries()) {
    const { name, value } = SIDES[index];
    const code = Object.assign(document.createElement("code"), { textContent: `${COMPARED}=${value}` });
    $(id).replaceChildren(Object.assign(document.createElement("span"), { textContent: name }), " ", code);
  }

  return {
    restore: (search) => set(new URLSearchParams(search).get(URL_NAME) === URL_VALUE),
    set,
    update: (state) => (field.hidden = !applies(state)),
    active: (state) => on && applies(state),
    queryPart: (state) => (on && applies(state) ? `${URL_NAME}=${URL_VALUE}` : ""),
    showPanes,
  };
}
