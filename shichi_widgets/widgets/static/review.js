// Generated file, do not edit: the review widget's front end, bundled by esbuild 0.28.2
// from shichi_widgets/widgets/js/src/review.js and the modules it imports. Edit those and run
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

// src/lib/lists.js
function numbered(item, n, content) {
  item.append(make("span", { className: "sw-list-number" }, `${n}.`), content);
  return item;
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

// src/review.js
var button = (attrs, text) => (
  /** @type {HTMLButtonElement} */
  make("button", { type: "button", ...attrs }, text)
);
var review_default = mount(
  { tag: "section", attrs: (tr) => ({ className: "sw-root sw-review", "data-role": "review", "aria-label": tr("review.title") }) },
  /** @param {Parts} parts */
  ({ model, root, tr }) => {
    const start = button({ className: "sw-button", "data-action": "review" }, tr("review.start"));
    const summary = make("p", { className: "sw-status", role: "status", "data-role": "review-summary" });
    const nav = make("div", { className: "sw-bar" });
    const previous = button({ className: "sw-button", "data-action": "review-previous" }, tr("review.previous"));
    const next = button({ className: "sw-button", "data-action": "review-next" }, tr("review.next"));
    nav.append(previous, next);
    const verdict = make("div", { className: "sw-hint", "data-role": "review-verdict", "aria-live": "polite" });
    const list = make("ol", { className: "sw-log", "data-role": "review-rows" });
    const message = make("p", { className: "sw-message", role: "alert" });
    root.append(start, summary, nav, verdict, list, message);
    start.addEventListener("click", () => model.send({ type: "start" }));
    const show = (row) => model.send({ type: "show", row });
    previous.addEventListener("click", () => show(Math.max(0, model.get("view")?.current - 1)));
    next.addEventListener("click", () => show(model.get("view")?.current + 1));
    const draw = () => {
      const view = model.get("view") || /** @type {ReviewView} */
      {};
      const rows = view.rows || [];
      start.hidden = !view.available;
      start.disabled = Boolean(view.running);
      summary.textContent = view.summary || "";
      nav.hidden = !rows.length;
      previous.disabled = view.current <= 0;
      next.disabled = view.current < 0 || view.current >= rows.length - 1;
      const current = rows[view.current];
      verdict.replaceChildren();
      if (current) {
        if (current.mark) verdict.append(make("p", { className: "sw-review-mark", "data-role": "review-mark" }, current.mark));
        verdict.append(make("p", {}, current.text), make("p", {}, current.places), make("p", {}, current.reason));
      }
      list.replaceChildren(...rows.map((row, i) => {
        const item = make("li", { "data-role": "review-row", "data-rank": row.rank || null, "data-costly": row.costly, "aria-current": i === view.current ? "step" : null });
        const choose = button({ className: "sw-option", "data-action": "review-show" }, `${row.mark ? `${row.mark} · ` : ""}${row.text}`);
        choose.addEventListener("click", () => show(i));
        return numbered(item, i + 1, choose);
      }));
    };
    const handlers = {
      "change:view": draw,
      "change:message": () => {
        message.textContent = model.get("message") || "";
      }
    };
    return { handlers };
  }
);
export {
  review_default as default
};
