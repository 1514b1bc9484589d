// GameReview: the Review button after a game, then the human's moves one by one with the
// expert's verdict. Python runs the review and says everything; this file only draws it.
import { make } from "./lib/dom.js";
import { numbered } from "./lib/lists.js";
import { mount } from "./lib/mount.js";

/** @typedef {import("./lib/mount.js").Parts<import("./types.js").ReviewTraits>} Parts */
/** @typedef {import("./types.js").ReviewTraits["view"]} ReviewView */

/** @param {Record<string, unknown>} attrs @param {string} text */
const button = (attrs, text) => /** @type {HTMLButtonElement} */ (make("button", { type: "button", ...attrs }, text));

export default mount({ tag: "section", attrs: (tr) => ({ className: "sw-root sw-review", "data-role": "review", "aria-label": tr("review.title") }) }, /** @param {Parts} parts */ ({ model, root, tr }) => {
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
    const view = model.get("view") || /** @type {ReviewView} */ ({});
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
    },
  };
  return { handlers };
});
