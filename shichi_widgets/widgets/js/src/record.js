// GameRecord: copy the game (its record with moves), load one back, copy a link that opens it.
// Python makes the record and the link's query and checks everything loaded; no rule here.
// A copy says so on its button ("Copied", "Link copied") and in a status line until what was
// copied changes. Where the browser does not let the page write to the clipboard (an address
// that is not https or localhost, a refused permission), the text is shown selected in its field
// with a sentence asking the learner to copy it themselves: the link's field appears for that.
import { make } from "./lib/dom.js";
import { mount } from "./lib/mount.js";

/** @typedef {import("./lib/mount.js").Parts<import("./types.js").RecordTraits>} Parts */

/**
 * Write ``text`` to the clipboard; false where the browser does not allow it.
 * @param {string} text
 * @returns {Promise<boolean>}
 */
async function writeClipboard(text) {
  try {
    if (!window.isSecureContext || !navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export default mount({ tag: "details", attrs: { className: "sw-root sw-record", "data-role": "record-panel" } }, /** @param {Parts} parts */ ({ model, root, tr }) => {
  const title = make("summary", {}, tr("record.title"));
  const label = make("p", { className: "sw-panel-title" });
  const output = /** @type {HTMLTextAreaElement} */ (make("textarea", { readonly: true, rows: 5, "data-role": "record", spellcheck: "false" }));
  const copy = /** @type {HTMLButtonElement} */ (make("button", { type: "button", className: "sw-button", "data-action": "copy-game" }, tr("record.copy")));
  const linkButton = /** @type {HTMLButtonElement} */ (make("button", { type: "button", className: "sw-button", "data-action": "link" }, tr("record.link")));
  const linkOut = /** @type {HTMLInputElement} */ (make("input", { type: "text", readonly: true, "data-role": "link", "aria-label": tr("record.link_label"), size: 40 }));
  const copyStatus = make("p", { role: "status", "data-role": "copy-status", style: "margin: 4px 0" }); // news, not an error: the page's colour
  const paste = /** @type {HTMLTextAreaElement} */ (make("textarea", { rows: 4, "data-role": "paste-game", spellcheck: "false", "aria-label": tr("record.paste"), placeholder: tr("record.paste") }));
  const load = make("button", { type: "button", className: "sw-button", "data-action": "load-game" }, tr("record.load"));
  const message = make("p", { className: "sw-message", role: "alert", "data-role": "record-message" });
  linkOut.hidden = true; // shown with the link when the browser does not let the page copy it
  const copyBar = make("div", { className: "sw-bar" });
  copyBar.append(copy, linkButton, linkOut);
  const loadBar = make("div", { className: "sw-bar" });
  loadBar.append(load);
  root.append(title, label, output, copyBar, copyStatus, paste, loadBar, message);

  /** What was last copied (or offered to copy): which button, the record or link query it was, and if it went. */
  let copied = { button: /** @type {HTMLButtonElement | null} */ (null), source: "", done: false };
  /** What a button copies now (a new record or link is no longer "copied"). */
  const source = (button) => (button === copy ? model.get("record") || "" : model.get("link") || "");
  /** What the last copy says when it went. */
  const doneText = () => (copied.button === copy ? tr("record.copied") : tr("record.link_copied"));

  /**
   * Copy ``text`` (shown in ``node``) for ``button``: "Copied" on the button and in the status line,
   * or, where the clipboard is not allowed, ``node`` shown and selected with a sentence to copy it.
   * @param {HTMLInputElement | HTMLTextAreaElement} node
   * @param {HTMLButtonElement} button
   * @param {string} text
   */
  async function copyText(node, button, text) {
    const from = source(button);
    const done = await writeClipboard(text);
    copied = { button, source: from, done };
    linkOut.hidden = done || node !== linkOut;
    if (done) {
      button.textContent = doneText();
      button.dataset.copied = "true";
      copyStatus.textContent = doneText();
      copyStatus.dataset.copied = "true";
    } else {
      node.focus();
      node.select();
      button.dataset.copied = "false";
      copyStatus.textContent = tr("record.copy_refused");
      copyStatus.dataset.copied = "false";
    }
  }
  copy.addEventListener("click", () => copyText(output, copy, output.value));
  linkButton.addEventListener("click", () => {
    const query = model.get("link") || "";
    if (!query) return;
    linkOut.value = `${window.location.origin}${window.location.pathname}${query}`;
    copyText(linkOut, linkButton, linkOut.value);
  });
  load.addEventListener("click", () => model.send({ type: "load", text: paste.value }));

  const draw = () => {
    output.value = model.get("record") || "";
    label.textContent = model.get("kind") === "line" ? tr("record.line") : tr("record.game");
    output.setAttribute("aria-label", label.textContent);
    if (copied.button && source(copied.button) !== copied.source) copied = { button: null, source: "", done: false };
    copy.textContent = copied.button === copy && copied.done ? doneText() : tr("record.copy");
    linkButton.textContent = copied.button === linkButton && copied.done ? doneText() : tr("record.link");
    for (const button of [copy, linkButton]) if (copied.button !== button) delete button.dataset.copied;
    if (copied.button) {
      copyStatus.textContent = copied.done ? doneText() : tr("record.copy_refused");
    } else {
      copyStatus.textContent = "";
      delete copyStatus.dataset.copied;
      linkOut.hidden = true;
    }
    linkButton.disabled = !model.get("link");
  };
  const drawMessage = () => {
    message.textContent = model.get("message") || "";
  };
  const handlers = { "change:record": draw, "change:link": draw, "change:message": drawMessage };
  return { handlers };
});
