// GameRecord: copy the game (its record with moves), load one back, copy a link that opens it.
// Python makes the record and the link's query and checks everything loaded; no rule here.
import { make } from "./lib/dom.js";
import { watchLook } from "./lib/look.js";
import { relabelling } from "./lib/relabel.js";
import { translator } from "./lib/strings.js";

/** @typedef {import("./types.js").RenderProps<import("./types.js").RecordTraits>} Props */

export default relabelling({
  /** @param {Props} props */
  render({ model, el }) {
    const tr = translator(model);
    const root = make("details", { className: "sw-root sw-record", "data-role": "record-panel" });
    el.append(root);
    const stopLook = watchLook(model, root);
    const title = make("summary", {}, tr("record.title"));
    const label = make("p", { className: "sw-panel-title" });
    const output = /** @type {HTMLTextAreaElement} */ (make("textarea", { readonly: true, rows: 5, "data-role": "record", spellcheck: "false" }));
    const copy = /** @type {HTMLButtonElement} */ (make("button", { type: "button", className: "sw-button", "data-action": "copy-game" }, tr("record.copy")));
    const linkButton = /** @type {HTMLButtonElement} */ (make("button", { type: "button", className: "sw-button", "data-action": "link" }, tr("record.link")));
    const linkOut = /** @type {HTMLInputElement} */ (make("input", { type: "text", readonly: true, "data-role": "link", "aria-label": tr("record.link_label"), size: 40 }));
    const paste = /** @type {HTMLTextAreaElement} */ (make("textarea", { rows: 4, "data-role": "paste-game", spellcheck: "false", "aria-label": tr("record.paste"), placeholder: tr("record.paste") }));
    const load = make("button", { type: "button", className: "sw-button", "data-action": "load-game" }, tr("record.load"));
    const message = make("p", { className: "sw-message", role: "alert", "data-role": "record-message" });
    const copyBar = make("div", { className: "sw-bar" });
    copyBar.append(copy, linkButton, linkOut);
    const loadBar = make("div", { className: "sw-bar" });
    loadBar.append(load);
    root.append(title, label, output, copyBar, paste, loadBar, message);

    async function copyText(node, button, text, done) {
      node.focus();
      node.select();
      try {
        await navigator.clipboard.writeText(text);
        button.textContent = done;
      } catch {
        button.textContent = document.execCommand?.("copy") ? done : tr("record.select_copy");
      }
      setTimeout(draw, 1500);
    }
    copy.addEventListener("click", () => copyText(output, copy, output.value, tr("record.copied")));
    linkButton.addEventListener("click", () => {
      const query = model.get("link") || "";
      if (!query) return;
      linkOut.value = `${window.location.origin}${window.location.pathname}${query}`;
      copyText(linkOut, linkButton, linkOut.value, tr("record.link_copied"));
    });
    load.addEventListener("click", () => model.send({ type: "load", text: paste.value }));

    const draw = () => {
      output.value = model.get("record") || "";
      label.textContent = model.get("kind") === "line" ? tr("record.line") : tr("record.game");
      output.setAttribute("aria-label", label.textContent);
      copy.textContent = tr("record.copy");
      linkButton.textContent = tr("record.link");
      linkButton.disabled = !model.get("link");
    };
    const drawMessage = () => {
      message.textContent = model.get("message") || "";
    };
    const handlers = { "change:record": draw, "change:link": draw, "change:message": drawMessage };
    for (const [event, handler] of Object.entries(handlers)) {
      model.on(event, handler);
      handler();
    }
    return () => {
      stopLook();
      for (const [event, handler] of Object.entries(handlers)) model.off(event, handler);
    };
  },
});
