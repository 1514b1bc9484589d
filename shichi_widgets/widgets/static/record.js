// Generated file, do not edit: the record widget's front end, bundled by esbuild 0.28.2
// from shichi_widgets/widgets/js/src/record.js and the modules it imports. Edit those and run
// `npm run build` in shichi_widgets/widgets/js (tests/frontend checks that this file is up to date).

// src/lib/dom.js
function make(tag, attrs, text) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === void 0 || value === false) continue;
    if (key === "className") node.className = String(value);
    else node.setAttribute(key, value === true ? "true" : String(value));
  }
  if (text !== void 0 && text !== null) node.textContent = String(text);
  return node;
}
function setAttr(node, key, value) {
  if (value === null || value === void 0 || value === false) {
    if (node.hasAttribute(key)) node.removeAttribute(key);
    return;
  }
  const text = value === true ? "true" : String(value);
  if (node.getAttribute(key) !== text) node.setAttribute(key, text);
}

// src/lib/look.js
function watchLook(model, root) {
  const apply = () => {
    root.setAttribute("data-deck", model.get("four_colour") ? "four" : "two");
    setAttr(root, "data-large", Boolean(model.get("large")));
  };
  apply();
  model.on("change:four_colour", apply);
  model.on("change:large", apply);
  return () => {
    model.off("change:four_colour", apply);
    model.off("change:large", apply);
  };
}

// src/lib/relabel.js
function relabelling(widget) {
  return {
    ...widget,
    render(props) {
      let stop = widget.render(props);
      const again = () => {
        if (typeof stop === "function") stop();
        props.el.replaceChildren();
        stop = widget.render(props);
      };
      props.model.on("change:strings", again);
      return () => {
        props.model.off("change:strings", again);
        if (typeof stop === "function") stop();
      };
    }
  };
}

// src/lib/strings.js
var SEAT_PLACEHOLDERS = ["ghost", "holder", "player", "seat", "to_move", "winner", "yurei"];
function fill(text, values) {
  let filled = text;
  for (const [name, value] of Object.entries(values || {})) {
    const shown = SEAT_PLACEHOLDERS.includes(name) && Number.isInteger(value) ? Number(value) + 1 : value;
    filled = filled.split(`{${name}}`).join(String(shown));
  }
  return filled;
}
function translator(model) {
  return (key, values) => {
    const strings = model.get("strings") || {};
    const count = values?.n ?? values?.count;
    const one = count === 1 && Object.hasOwn(strings, `${key}.one`) ? `${key}.one` : key;
    return fill(Object.hasOwn(strings, one) ? strings[one] : key, values);
  };
}

// src/lib/mount.js
function mount(spec, build) {
  return relabelling({
    /** @param {Props<T>} props */
    render({ model, el }) {
      const tr = translator(
        /** @type {any} */
        model
      );
      const attrs = { ...typeof spec.attrs === "function" ? spec.attrs(tr) : spec.attrs };
      if (spec.lang) attrs.lang = model.get(
        /** @type {any} */
        "lang"
      ) || "en";
      const root = make(spec.tag || "div", attrs);
      el.append(root);
      const stopLook = watchLook(
        /** @type {any} */
        model,
        root
      );
      const send = (message) => model.send(message);
      const { handlers = {}, stop } = build({ model, el, root, tr, send }) || {};
      for (const [event, handler] of Object.entries(handlers)) {
        model.on(event, handler);
        handler();
      }
      return () => {
        stopLook();
        stop?.();
        for (const [event, handler] of Object.entries(handlers)) model.off(event, handler);
      };
    }
  });
}

// src/record.js
async function writeClipboard(text) {
  try {
    if (!window.isSecureContext || !navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
var record_default = mount(
  { tag: "details", attrs: { className: "sw-root sw-record", "data-role": "record-panel" } },
  /** @param {Parts} parts */
  ({ model, root, tr }) => {
    const title = make("summary", {}, tr("record.title"));
    const label = make("p", { className: "sw-panel-title" });
    const output = (
      /** @type {HTMLTextAreaElement} */
      make("textarea", { readonly: true, rows: 5, "data-role": "record", spellcheck: "false" })
    );
    const copy = (
      /** @type {HTMLButtonElement} */
      make("button", { type: "button", className: "sw-button", "data-action": "copy-game" }, tr("record.copy"))
    );
    const linkButton = (
      /** @type {HTMLButtonElement} */
      make("button", { type: "button", className: "sw-button", "data-action": "link" }, tr("record.link"))
    );
    const linkOut = (
      /** @type {HTMLInputElement} */
      make("input", { type: "text", readonly: true, "data-role": "link", "aria-label": tr("record.link_label"), size: 40 })
    );
    const copyStatus = make("p", { role: "status", "data-role": "copy-status", style: "margin: 4px 0" });
    const paste = (
      /** @type {HTMLTextAreaElement} */
      make("textarea", { rows: 4, "data-role": "paste-game", spellcheck: "false", "aria-label": tr("record.paste"), placeholder: tr("record.paste") })
    );
    const load = make("button", { type: "button", className: "sw-button", "data-action": "load-game" }, tr("record.load"));
    const message = make("p", { className: "sw-message", role: "alert", "data-role": "record-message" });
    linkOut.hidden = true;
    const copyBar = make("div", { className: "sw-bar" });
    copyBar.append(copy, linkButton, linkOut);
    const loadBar = make("div", { className: "sw-bar" });
    loadBar.append(load);
    root.append(title, label, output, copyBar, copyStatus, paste, loadBar, message);
    let copied = { button: (
      /** @type {HTMLButtonElement | null} */
      null
    ), source: "", done: false };
    const source = (button) => button === copy ? model.get("record") || "" : model.get("link") || "";
    const doneText = () => copied.button === copy ? tr("record.copied") : tr("record.link_copied");
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
  }
);
export {
  record_default as default
};
