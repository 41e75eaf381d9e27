// Keeps the page in step with the service while the user scrubs: one state goes to /v1/geometry and
// /v1/preview.svg (each with the parameters it takes; one more preview for each phone compared), at most
// one set of requests is in flight with only the latest state pending, a set starts at most once an animation
// frame, and a sequence number keeps an older answer from replacing a newer one.

const FRAME_MS = 15;
/** A request this old is given up for the newer state, so a slow or stuck service cannot freeze the page. */
const STALE_MS = 1500;

async function readProblem(response) {
  try {
    const problem = await response.json();
    if (problem && typeof problem === "object") return { status: response.status, ...problem };
  } catch {
    // not problem+json: described below
  }
  return { status: response.status, detail: `${response.status} ${response.statusText}` };
}

const withQuery = (path, query) => (query ? `${path}?${query}` : path);

/**
 * The milliseconds the service spent making an answer, from its `Server-Timing` field (`render;dur=0.412`); 0 when
 * the field is missing. Network and decoding time are left out: this is the service's own work.
 */
export function renderTime(response) {
  const match = /(?:^|,)\s*render;dur=([0-9.]+)/.exec(response.headers.get("Server-Timing") ?? "");
  return match ? Number(match[1]) : 0;
}

async function fetchGeometry(query, signal) {
  const response = await fetch(withQuery("/v1/geometry", query), { signal });
  const rendered = renderTime(response);
  if (!response.ok) return { problem: await readProblem(response), rendered };
  return { geometry: await response.json(), rendered };
}

async function fetchPreview(query, signal) {
  const response = await fetch(withQuery("/v1/preview.svg", query), { signal });
  const rendered = renderTime(response);
  if (!response.ok) return { problem: await readProblem(response), rendered };
  return { blob: await response.blob(), rendered };
}

/** Decodes a preview before it is shown, so that swapping pictures never flashes an empty frame. */
async function decodePreview(blob) {
  const url = URL.createObjectURL(blob);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch {
    URL.revokeObjectURL(url);
    return { problem: { detail: "The browser could not draw the preview." } };
  }
  return { image, url, bytes: blob.size };
}

/**
 * The updater. `query()` gives the current state's query strings, `{geometry, preview, compare}` (`compare`, the
 * other phones' previews' in order, is `null` for one phone); `onAnswer({query, geometry, preview, compare,
 * rendered})` (`query` is the preview's) receives the newest answers (`geometry` is `{geometry}` or `{problem}`,
 * `preview` is `{image, url, bytes}` or `{problem}`, `compare` is `null` or `[{query, preview}]`), every preview of
 * one state at once, and `rendered`, the milliseconds the service spent on all of them by their `Server-Timing`;
 * `onUnreachable(error)` is told when the service cannot be reached; `onBusy(busy)` follows whether anything
 * is still on its way. Call `schedule()` whenever the state changes.
 */
export function createUpdater({ query, onAnswer, onUnreachable, onBusy }) {
  let frameRequested = false;
  let inFlight = false;
  let pending = false;
  let sequence = 0;
  let applied = 0;
  let decoding = 0;
  let controller = null;
  let lastStart = -Infinity;

  function schedule() {
    pending = true;
    onBusy(true);
    if (inFlight && controller && performance.now() - lastStart > STALE_MS) controller.abort();
    requestFrame();
  }

  function requestFrame() {
    if (frameRequested) return;
    frameRequested = true;
    requestAnimationFrame(() => {
      frameRequested = false;
      startPending(true);
    });
  }

  /** Starts the pending state now, or on the next frame when a request started less than a frame ago. */
  function startPending(onFrame = false) {
    if (!pending || inFlight) return;
    if (onFrame || performance.now() - lastStart >= FRAME_MS) {
      pending = false;
      run();
    } else {
      requestFrame();
    }
  }

  // The next request may start as soon as this one's answers have arrived, while its picture is still decoding.
  async function run() {
    inFlight = true;
    lastStart = performance.now();
    const mine = ++sequence;
    const current = query();
    controller = new AbortController();
    let answers = null;
    try {
      const preview = (query) =>
        fetchPreview(query, controller.signal).catch((error) => ({ problem: { detail: error.message } }));
      answers = await Promise.all([
        fetchGeometry(current.geometry, controller.signal),
        preview(current.preview),
        ...(current.compare ?? []).map(preview),
      ]);
    } catch (error) {
      if (error.name !== "AbortError" && mine > applied) {
        applied = mine;
        onUnreachable(error);
      }
    } finally {
      inFlight = false;
      controller = null;
      decoding += 1;
      startPending();
    }
    try {
      if (!answers) return;
      const [geometry, ...fetched] = answers;
      const rendered = answers.reduce((sum, answer) => sum + (answer?.rendered ?? 0), 0);
      const decode = (answer) => (answer?.blob && !geometry.problem ? decodePreview(answer.blob) : answer);
      const [preview, ...compared] = await Promise.all(fetched.map(decode));
      if (mine <= applied) {
        for (const answer of [preview, ...compared]) if (answer?.url) URL.revokeObjectURL(answer.url);
        return;
      }
      applied = mine;
      onAnswer({
        query: current.preview,
        geometry,
        preview,
        compare: current.compare ? current.compare.map((query, index) => ({ query, preview: compared[index] })) : null,
        rendered,
      });
    } finally {
      decoding -= 1;
      if (!inFlight && !pending && decoding === 0) onBusy(false);
    }
  }

  return { schedule };
}
