// LayoutView: the layout grid; hover explains a cell, click plays it when the view is interactive.
import { make } from "./lib/dom.js";
import { buildLayout } from "./lib/layout-grid.js";
import { watchLook } from "./lib/look.js";
import { relabelling } from "./lib/relabel.js";
import { translator } from "./lib/strings.js";

/** @typedef {import("./types.js").RenderProps<import("./types.js").LayoutViewTraits>} Props */

export default relabelling({
  /** @param {Props} props */
  render({ model, el }) {
    const root = make("div", { className: "sw-root sw-layout-view" });
    el.append(root);
    const stopLook = watchLook(model, root);
    const layout = buildLayout(root, {
      hover: (card) => model.send({ type: "hover", card }),
      click: (card) => {
        if (model.get("interactive")) model.send({ type: "play", card });
      },
    }, translator(model));
    const message = make("p", { className: "sw-message", role: "status" });
    root.append(message);
    const draw = () => layout.update(model.get("state"));
    const drawHover = () => layout.showHover(model.get("hover"));
    const drawMessage = () => {
      message.textContent = model.get("message") || "";
    };
    draw();
    drawHover();
    drawMessage();
    model.on("change:state", draw);
    model.on("change:hover", drawHover);
    model.on("change:message", drawMessage);
    return () => {
      stopLook();
      model.off("change:state", draw);
      model.off("change:hover", drawHover);
      model.off("change:message", drawMessage);
    };
  },
});
