// The key to the layout's marks, drawn with the same styles as the cells, words from Python.
import { make } from "./dom.js";
import { fillFace } from "./face.js";

/**
 * @param {import("./strings.js").Translator} tr
 * @param {{ tokens?: boolean, legendOpen?: boolean }} options
 * @returns {HTMLDetailsElement}
 */
export function buildLegend(tr, options) {
  const legend = /** @type {HTMLDetailsElement} */ (make("details", { className: "sw-legend", "data-role": "legend" }));
  if (options.legendOpen) legend.open = true;
  legend.append(make("summary", {}, tr("legend.title")));
  const list = make("ul", { className: "sw-legend-list" });
  const sample = (attrs, mark, face) => {
    const cell = make("span", { className: "sw-cell sw-sample", "aria-hidden": "true", ...attrs });
    if (face) fillFace(cell, face);
    else if (mark) cell.append(make("span", { className: "sw-mark" }, mark));
    return cell;
  };
  const entries = [
    ["open", sample({ "data-state": "empty", "data-playable": "true" }, "●"), tr("legend.open")],
    ["empty", sample({ "data-state": "empty" }), tr("legend.empty")],
    ["placed", sample({ "data-state": "placed" }, null, "7♥"), tr("legend.placed")],
    ["fresh", sample({ "data-state": "placed", "data-fresh": "true" }, null, "8♠"), tr("legend.fresh")],
    ["joker", sample({ "data-state": "joker" }, null, "JK"), tr("legend.joker")],
    ["killed", sample({ "data-state": "killed" }, "✕"), tr("legend.killed")],
    ["kill-preview", sample({ "data-state": "empty", "data-preview": "kill" }), tr("legend.kill_preview")],
    ["exposed", sample({ "data-state": "empty", "data-exposed": "true" }, null, "5♣"), tr("legend.exposed")],
    ["tunnel", make("span", { className: "sw-wrap", "aria-hidden": "true" }, "⟲"), tr("legend.tunnel")],
    ["tokens", make("span", { className: "sw-tokens", "aria-hidden": "true" }, "●●○"), tr("legend.tokens")],
  ];
  for (const [key, shown, words] of entries) {
    if (key === "tokens" && !options.tokens) continue;
    const item = make("li", { "data-legend": key });
    item.append(shown, make("span", { className: "sw-legend-words" }, words));
    list.append(item);
  }
  legend.append(list);
  return legend;
}
