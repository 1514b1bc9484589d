// Options of look shared by every widget: the four-colour deck and the large (projector) mode,
// as attributes on the widget's root that the stylesheet reads.
import { setAttr } from "./dom.js";

/**
 * Keep ``root``'s ``data-deck`` and ``data-large`` in step with the model; returns a function
 * that stops it.
 * @param {import("../types.js").Model<import("../types.js").CommonTraits>} model
 * @param {HTMLElement} root
 * @returns {() => void}
 */
export function watchLook(model, root) {
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
