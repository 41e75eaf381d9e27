// Copying text: the asynchronous clipboard where the page may use it (HTTPS or localhost), otherwise the old
// selection-based copy, and when even that is refused the text is left selected for the user to copy.

function selectField(field) {
  if (!field) return;
  field.focus();
  if (typeof field.select === "function") {
    field.select();
  } else {
    const range = document.createRange();
    range.selectNodeContents(field);
    const selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
  }
}

/** Copies `text`; answers "copied", "selected" (the fallback field holds the selected text) or "failed". */
export async function copyText(text, fallbackField) {
  if (navigator.clipboard && window.isSecureContext) {
    try {
      await navigator.clipboard.writeText(text);
      return "copied";
    } catch {
      // permission refused or no user activation: fall through
    }
  }
  const scratch = document.createElement("textarea");
  scratch.value = text;
  scratch.setAttribute("readonly", "");
  scratch.className = "scratch";
  document.body.append(scratch);
  scratch.select();
  let copied = false;
  try {
    copied = document.execCommand("copy");
  } catch {
    copied = false;
  }
  scratch.remove();
  if (copied) return "copied";
  if (!fallbackField) return "failed";
  selectField(fallbackField);
  return "selected";
}

let timer = 0;

/** Tells the user what happened, in the polite live region next to the copy buttons. */
export function showCopyStatus(result, what) {
  const status = document.getElementById("copy-status");
  const messages = {
    copied: `Copied the ${what}.`,
    selected: `Selected the ${what}: press Ctrl+C (⌘C) to copy.`,
    failed: `Could not copy the ${what}; the address bar holds the same link.`,
  };
  status.textContent = messages[result];
  status.dataset.result = result;
  clearTimeout(timer);
  timer = setTimeout(() => {
    status.textContent = "";
  }, 4000);
}
