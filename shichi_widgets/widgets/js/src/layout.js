// LayoutView: the layout grid; hover explains a cell, click plays it when the view is interactive.
import { make } from "./lib/dom.js";
import { buildLayout } from "./lib/layout-grid.js";
import { mount } from "./lib/mount.js";

/** @typedef {import("./lib/mount.js").Parts<import("./types.js").LayoutViewTraits>} Parts */

export default mount({ attrs: { className: "sw-root sw-layout-view" } }, /** @param {Parts} parts */ ({ model, root, tr }) => {
  const layout = buildLayout(root, {
    hover: (card) => model.send({ type: "hover", card }),
    click: (card) => {
      if (model.get("interactive")) model.send({ type: "play", card });
    },
  }, tr);
  const message = make("p", { className: "sw-message", role: "status" });
  root.append(message);
  const handlers = {
    "change:state": () => layout.update(model.get("state")),
    "change:hover": () => layout.showHover(model.get("hover")),
    "change:message": () => {
      message.textContent = model.get("message") || "";
    },
  };
  return { handlers };
});
