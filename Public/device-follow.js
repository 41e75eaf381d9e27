// The phone follows the platform of the chosen style while the user has not picked one: a Material style on the
// default iPhone moves it to a Pixel, and leaving Material moves a phone picked that way back. A device picked by
// hand (or named in the page URL) is never changed.

/** The device Material styles show on: Compose's bars are 412 points wide on a Pixel 8 (see `/v1/catalog`). */
export const MATERIAL_DEVICE = "pixel-8";

/** A follower for `parameters`: the Material styles are those `navigation` applies to (its `x-styles`). */
export function createDeviceFollower(parameters, defaults) {
  const material = new Set(parameters.find((p) => p.name === "navigation")?.styles ?? []);
  let followed = false;
  return {
    /** Updates `state.device` after a change from `before` (`{style, device}`); true when it moved the phone. */
    follow(before, state) {
      if (!("device" in state) || !("style" in state)) return false;
      if (state.device !== before.device) {
        followed = false;
        return false;
      }
      const wasMaterial = material.has(before.style);
      const isMaterial = material.has(state.style);
      if (isMaterial && !wasMaterial && state.device === defaults.device) {
        state.device = MATERIAL_DEVICE;
        followed = true;
        return true;
      }
      if (!isMaterial && wasMaterial && followed && state.device === MATERIAL_DEVICE) {
        state.device = defaults.device;
        followed = false;
        return true;
      }
      return false;
    },
    /** Forgets a phone picked by following (the page was reset). */
    reset() {
      followed = false;
    },
  };
}
