// One way to mount a widget that draws: its root element in the output cell, the look (four-colour
// deck, large cards) kept in step, the model's handlers run once now and again on each change, one
// teardown for all of it, and the whole view drawn again in place when the labels change (another
// language). Each widget writes only what it draws.
import { make } from "./dom.js";
import { watchLook } from "./look.js";
import { relabelling } from "./relabel.js";
import { translator } from "./strings.js";

/**
 * @template T
 * @typedef {import("../types.js").RenderProps<T>} Props
 */

/**
 * What a widget's build gets.
 * @template T
 * @typedef {object} Parts
 * @property {import("../types.js").Model<T>} model
 * @property {HTMLElement} el the output cell's element (the root is already in it)
 * @property {HTMLElement} root the widget's root element
 * @property {import("./strings.js").Translator} tr labels in the widget's language
 * @property {(message: Record<string, unknown>) => void} send a message to Python
 */

/**
 * What a widget's build returns: the model's events and what each draws (each also runs once at
 * mount), and the widget's own teardown (timers...), if any.
 * @typedef {{ handlers?: Record<string, () => void>, stop?: () => void }} Mounted
 */

/**
 * A widget (anywidget's ``{ render }``) whose root is ``<tag ...attrs>`` (``attrs`` may be worked out
 * from the labels: an ``aria-label``); ``lang``: the root says the model's language (``lang``
 * attribute), for screen readers and fonts.
 * @template T
 * @param {{ tag?: string, attrs: Record<string, unknown> | ((tr: import("./strings.js").Translator) => Record<string, unknown>), lang?: boolean }} spec
 * @param {(parts: Parts<T>) => (Mounted | void)} build
 */
export function mount(spec, build) {
  return relabelling({
    /** @param {Props<T>} props */
    render({ model, el }) {
      const tr = translator(/** @type {any} */ (model));
      const attrs = { ...(typeof spec.attrs === "function" ? spec.attrs(tr) : spec.attrs) };
      if (spec.lang) attrs.lang = model.get(/** @type {any} */ ("lang")) || "en";
      const root = make(spec.tag || "div", attrs);
      el.append(root);
      const stopLook = watchLook(/** @type {any} */ (model), root);
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
    },
  });
}
