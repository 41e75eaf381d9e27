// Shows the service's problem+json answers: the detail in an alert over the preview, and the same words next to the
// control the `parameter` names, which is marked invalid and described by them.

const $ = (id) => document.getElementById(id);

let shown = "";

/** The control a parameter name belongs to (`null` for names the form has no control for). */
function controlFor(parameter) {
  if (!parameter) return null;
  return document.querySelector(`[data-param="${CSS.escape(parameter)}"]`);
}

function messageFor(parameter, control) {
  const existing = $(`${parameter}-error`);
  if (existing) return existing;
  const element = document.createElement("p");
  element.className = "field-error";
  element.id = `${parameter}-error`;
  (control.closest(".field") ?? control.parentElement).append(element);
  return element;
}

/** Shows `problem` (`{detail, parameter?, status?}`); showing the same problem again changes nothing. */
export function showProblem(problem) {
  const key = `${problem.parameter ?? ""}\n${problem.detail ?? ""}`;
  if (key === shown) return;
  clearProblem();
  shown = key;
  $("problem-param").textContent = problem.parameter ?? "";
  $("problem-param").hidden = !problem.parameter;
  $("problem-detail").textContent = problem.detail ?? problem.title ?? "Something went wrong.";
  $("problem").hidden = false;
  document.body.dataset.problem = problem.parameter ?? "service";

  const control = controlFor(problem.parameter);
  if (!control) return;
  const message = messageFor(problem.parameter, control);
  message.textContent = problem.detail ?? "";
  message.hidden = false;
  const target = control.matches("input, select, textarea") ? control : control.querySelector("input, select");
  if (target) {
    target.setAttribute("aria-invalid", "true");
    const described = (target.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
    if (!described.includes(message.id)) target.setAttribute("aria-describedby", [...described, message.id].join(" "));
  }
  control.closest(".field, .actions-editor")?.classList.add("invalid");
  const details = control.closest("details");
  if (details) details.open = true;
}

export function clearProblem() {
  if (!shown) return;
  shown = "";
  $("problem").hidden = true;
  delete document.body.dataset.problem;
  for (const element of document.querySelectorAll(".field-error")) {
    element.hidden = true;
    element.textContent = "";
  }
  for (const element of document.querySelectorAll("[aria-invalid]")) element.removeAttribute("aria-invalid");
  for (const element of document.querySelectorAll(".invalid")) element.classList.remove("invalid");
}
