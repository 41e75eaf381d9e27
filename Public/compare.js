// The iOS looks side by side: a switch over the preview that, while the chosen style takes `fidelity` (its
// `x-styles`), draws a phone for each look at the same offset and with every other setting the same: the header
// kit's (`fidelity=kit`), UIKit's (`fidelity=uikit`, for the styles whose motion UIKit changes) and iOS 26's
// Liquid Glass bar (`fidelity=ios26`). The page URL keeps it as `compare=fidelity`.

import { fitsStyle } from "./state.js";

const $ = (id) => document.getElementById(id);

/** The parameter the phones differ in. */
export const COMPARED = "fidelity";
/** The page URL's name and value for the switch (the service takes no such parameter). */
export const URL_NAME = "compare";
const URL_VALUE = COMPARED;

/**
 * The phones, left to right: the value each sends, its caption, and the styles it is shown for (all that take
 * `fidelity` when absent; UIKit's motion applies to `compact` and `large` alone, docs/styles.md).
 */
export const SIDES = [
  { value: "kit", name: "Header kit" },
  { value: "uikit", name: "UIKit", styles: ["compact", "large"] },
  { value: "ios26", name: "iOS 26" },
];

/** The phones' element ids, in the order of `SIDES`: each one's box, caption, screen, picture and note. */
export const PHONES = [
  { phone: null, label: "screen-label", screen: "screen", image: "preview-image", note: "screen-note" },
  {
    phone: "phone-compare", label: "screen-compare-label", screen: "screen-compare",
    image: "preview-image-compare", note: "screen-note-compare",
  },
  {
    phone: "phone-compare-2", label: "screen-compare-2-label", screen: "screen-compare-2",
    image: "preview-image-compare-2", note: "screen-note-compare-2",
  },
];

/**
 * The comparison. `parameter` is `readDocument`'s `fidelity` (or undefined: then the switch never shows);
 * `onChange()` is called when the switch is turned. `restore(search)` reads the page URL, `set(on)` turns it,
 * `update(state)` shows the switch for the styles that take the parameter, `active(state)` says whether the phones
 * are compared, `sides(state)` which looks are shown (with their phones), `sideOf(query)` the look a preview
 * query asks for, `queryPart(state)` is the page URL's part,
 * and `showPanes(sides)` lays out one phone (`null`) or one per side.
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

  function sides(state) {
    return SIDES.map((side, index) => ({ ...side, pane: PHONES[index] })).filter(
      (side) => !side.styles || side.styles.includes(state.style),
    );
  }

  /** The side a preview query was made for, by its `fidelity`. */
  function sideOf(query) {
    const value = new URLSearchParams(query).get(COMPARED);
    const index = Math.max(0, SIDES.findIndex((side) => side.value === value));
    return { ...SIDES[index], pane: PHONES[index] };
  }

  function showPanes(shown) {
    const two = Boolean(shown);
    const phones = $("phones");
    phones.classList.toggle("comparing", two);
    phones.classList.toggle("three", two && shown.length > 2);
    for (const [index, pane] of PHONES.entries()) {
      const side = two ? shown.find((s) => s.pane === pane) : index === 0 ? SIDES[0] : null;
      if (index > 0) $(pane.phone).hidden = !(two && side);
      $(pane.label).hidden = !two;
      if (!side) continue;
      const label = two ? `${side.name} phone preview, scrollable` : "Phone preview, scrollable";
      $(pane.screen).setAttribute("aria-label", label);
    }
  }

  for (const [index, pane] of PHONES.entries()) {
    const { name, value } = SIDES[index];
    const code = Object.assign(document.createElement("code"), { textContent: `${COMPARED}=${value}` });
    $(pane.label).replaceChildren(Object.assign(document.createElement("span"), { textContent: name }), " ", code);
  }

  return {
    restore: (search) => set(new URLSearchParams(search).get(URL_NAME) === URL_VALUE),
    set,
    update: (state) => (field.hidden = !applies(state)),
    active: (state) => on && applies(state),
    sides,
    sideOf,
    queryPart: (state) => (on && applies(state) ? `${URL_NAME}=${URL_VALUE}` : ""),
    showPanes,
  };
}
