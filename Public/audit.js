// The audit panel: `/v1/audit` of the header as set, its findings grouped by rule. Choosing a finding moves the phone
// to the finding's first offset and text size (or Android font scale) and outlines the part on the screen.

const $ = (id) => document.getElementById(id);

export const AUDIT_PATH = "/v1/audit";

/** The names an audit's query leaves out: it covers every offset and size itself. */
const NOT_SENT = new Set(["offset", "path", "textSize", "fontScale"]);

const RULE_NAMES = {
  "text-truncated": "Text truncated",
  "parts-collide": "Parts collide",
  "target-size": "Touch targets",
  "contrast-text": "Text contrast",
  "contrast-icon": "Icon contrast",
  "safe-area": "Safe area",
  "motion-jump": "Motion",
};

/**
 * Creates the panel. `query(names)` gives the state's query for the parameter names the audit takes (less those it
 * ignores); `onChoose(finding)` moves the phone to the finding.
 */
export function createAuditPanel({ names, query, onChoose }) {
  let chosen = null;
  let running = 0;
  const sentNames = new Set([...names].filter((name) => !NOT_SENT.has(name)));
  const currentQuery = () => query(sentNames);

  async function run() {
    const ticket = ++running;
    const sent = currentQuery();
    setStatus("Checking every offset and text size…");
    $("audit-run").disabled = true;
    try {
      const response = await fetch(`${AUDIT_PATH}${sent ? `?${sent}` : ""}`);
      const answer = await response.json();
      if (ticket !== running) return;
      if (!response.ok) {
        show([]);
        setStatus(`The audit was refused: ${answer.detail ?? response.status}`);
        return;
      }
      $("audit-findings").dataset.query = sent;
      show(answer.findings);
      const { errors, warnings, notices } = answer.summary;
      setStatus(
        `${count(errors, "error")}, ${count(warnings, "warning")}, ${count(notices, "notice")} over ` +
          `${answer.checked.offsets} offsets` +
          (answer.checked.textSizes ? ` and ${answer.checked.textSizes.length} text sizes` : "") +
          (answer.checked.fontScales ? ` and ${answer.checked.fontScales.length} font scales` : ""),
      );
    } catch (error) {
      if (ticket === running) setStatus(`Could not reach the service (${error.message}).`);
    } finally {
      if (ticket === running) $("audit-run").disabled = false;
    }
  }

  function show(findings) {
    chosen = null;
    outline(null);
    const groups = new Map();
    for (const finding of findings) {
      if (!groups.has(finding.rule)) groups.set(finding.rule, []);
      groups.get(finding.rule).push(finding);
    }
    const sections = [...groups].map(([rule, items]) => group(rule, items));
    $("audit-findings").replaceChildren(...sections);
    $("audit-findings").hidden = sections.length === 0;
    $("audit-empty").hidden = sections.length > 0;
  }

  function group(rule, items) {
    const details = document.createElement("details");
    details.className = "audit-group";
    details.dataset.rule = rule;
    details.open = items.length <= 6;
    const summary = document.createElement("summary");
    summary.textContent = `${RULE_NAMES[rule] ?? rule} · ${items.length}`;
    const list = document.createElement("ul");
    list.replaceChildren(...items.map((finding) => item(finding)));
    details.replaceChildren(summary, list);
    return details;
  }

  function item(finding) {
    const entry = document.createElement("li");
    const button = document.createElement("button");
    button.type = "button";
    button.className = `audit-finding ${finding.severity}`;
    button.dataset.part = finding.part;
    button.dataset.offset = String(finding.offsets[0]);
    if (finding.textSizes) button.dataset.textSize = finding.textSizes[0];
    if (finding.fontScales) button.dataset.fontScale = String(finding.fontScales[0]);
    const severity = Object.assign(document.createElement("span"), {
      className: "audit-severity",
      textContent: finding.severity,
    });
    const message = Object.assign(document.createElement("span"), { textContent: finding.message });
    button.replaceChildren(severity, " ", message);
    button.title = finding.source;
    button.addEventListener("click", () => {
      chosen = finding;
      for (const other of document.querySelectorAll(".audit-finding[aria-pressed]")) other.removeAttribute("aria-pressed");
      button.setAttribute("aria-pressed", "true");
      onChoose(finding);
    });
    entry.append(button);
    return entry;
  }

  /** Outlines the chosen finding's part on `geometry`'s screen (nothing when none is chosen or it is not there). */
  function outline(geometry) {
    const box = $("audit-outline");
    const frame = chosen && geometry ? partFrame(geometry, chosen.part) : null;
    if (!frame || !geometry.viewport) {
      box.hidden = true;
      return;
    }
    const { width, height } = geometry.viewport;
    Object.assign(box.style, {
      left: `${(frame.x / width) * 100}%`,
      top: `${(frame.y / height) * 100}%`,
      width: `${(frame.width / width) * 100}%`,
      height: `${(frame.height / height) * 100}%`,
    });
    box.dataset.part = chosen.part;
    box.hidden = false;
  }

  function setStatus(text) {
    $("audit-status").textContent = text;
  }

  $("audit-run").addEventListener("click", run);
  return {
    /** Shows the chosen part's outline on a new answer. */
    outline,
    /** Says that the findings shown were for another header, when they were. */
    changed() {
      const shown = $("audit-findings").dataset.query;
      $("audit-stale").hidden = shown === undefined || shown === currentQuery();
    },
  };
}

const count = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * The frame of a part the audit names, in the geometry document: an action by its own `name` (`navigation`,
 * `leading[0]`, `trailing[1]`), any other part by its path (`title.subtitle`, `largeTitle`, `platters[0]`).
 */
function partFrame(geometry, part) {
  const action = (geometry.actions ?? []).find((candidate) => candidate.name === part);
  if (action) return action.frame;
  let node = geometry;
  for (const step of part.split(".")) {
    const [, key, index] = /^([A-Za-z]+)(?:\[(\d+)\])?$/.exec(step) ?? [];
    node = key === undefined ? undefined : node?.[key];
    if (index !== undefined) node = node?.[Number(index)];
  }
  return node?.frame ?? null;
}
