// The layout grid on its table surface, with the key to its marks beside it. It draws the masks
// Python sends (placed, jokers, playable, killed, dead, exposed) and reports hovers and clicks.
import { cardName, cardText, has, RANKS, SUIT_CLASSES, SUITS } from "./cards.js";
import { make, setAttr } from "./dom.js";
import { fillFace } from "./face.js";
import { keepOneTabStop, roveFocus } from "./focus.js";
import { buildLegend } from "./legend.js";

/** @typedef {import("../types.js").LayoutCells} LayoutCells */
/** @typedef {import("../types.js").Hover} Hover */

/**
 * Build the grid into ``root``.
 * @param {HTMLElement} root
 * @param {{ hover?: (card: string) => void, click?: (card: string, cell: HTMLElement) => void }} handlers
 * @param {import("./strings.js").Translator} tr
 * @param {{ tokens?: boolean, legendOpen?: boolean }} [options] what the legend shows
 * @returns {{ update(state: LayoutCells | undefined): void, showHover(hover: Hover | undefined): void, cells(): Record<string, HTMLElement> }}
 */
export function buildLayout(root, handlers, tr, options = {}) {
  const frame = make("div", { className: "sw-frame" });
  const box = make("div", { className: "sw-layout", "data-role": "layout", role: "grid", "aria-label": tr("layout") });
  const legend = buildLegend(tr, options);
  const info = make("p", { className: "sw-explain", "aria-live": "polite" });
  frame.append(box, legend);
  root.append(frame, info);
  let shown = null; // the cells placed and killed at the last update, to mark what just changed
  /** @type {Record<string, HTMLElement>} */
  let cells = {};
  let builtRows = null;
  let tunnels = null;
  /** @type {HTMLElement[][]} */
  let order = [];

  function build(state) {
    box.replaceChildren();
    cells = {};
    const head = make("div", { className: "sw-row sw-head", role: "row" });
    const corner = make("span", { className: "sw-label", role: "columnheader" });
    corner.append(make("span", { className: "sw-visually-hidden" }, tr("suit")));
    head.append(corner);
    RANKS.forEach((rank, col) => {
      head.append(make("span", { className: col === 6 ? "sw-colhead sw-seven" : "sw-colhead", role: "columnheader" }, rank));
    });
    if (state.tunnels) head.append(make("span", { className: "sw-wrap", "aria-hidden": "true" }, ""));
    box.append(head);
    for (const suit of state.rows) {
      const row = make("div", { className: "sw-row", role: "row" });
      const label = make("span", { className: "sw-label", role: "rowheader", "aria-label": tr(`suitname.${suit}`) }, SUITS[suit]);
      label.classList.toggle("sw-red", suit === 1 || suit === 3);
      label.classList.add(SUIT_CLASSES[suit]);
      row.append(label);
      for (let col = 0; col < 13; col++) {
        const text = cardText(suit, col);
        const cell = make("button", { className: col === 6 ? "sw-cell sw-seven" : "sw-cell", type: "button", "data-card": text, role: "gridcell" });
        cell.addEventListener("mouseenter", () => handlers.hover?.(text));
        cell.addEventListener("focus", () => handlers.hover?.(text));
        cell.addEventListener("click", () => handlers.click?.(text, cell));
        cells[text] = cell;
        row.append(cell);
      }
      if (state.tunnels) row.append(make("span", { className: "sw-wrap", title: tr("tunnel_neighbours"), "aria-hidden": "true" }, "⟲"));
      box.append(row);
    }
    builtRows = state.rows.join(",");
    tunnels = state.tunnels;
    box.classList.toggle("sw-tunnels", Boolean(state.tunnels));
    frame.classList.toggle("sw-tunnels", Boolean(state.tunnels)); // the cells leave room for the ⟲ column
    shown = null;
    order = [];
    for (const suit of state.rows) order.push(RANKS.map((_, col) => cells[cardText(suit, col)]));
    keepOneTabStop(() => Object.values(cells), order[0][6]);
  }

  // Arrow keys walk the grid as it is drawn: left/right along a row, up/down across rows.
  roveFocus(box, () => Object.values(cells), (cell, key) => {
    const row = order.findIndex((r) => r.includes(cell));
    const col = order[row].indexOf(cell);
    if (key === "ArrowLeft") return order[row][col - 1] || null;
    if (key === "ArrowRight") return order[row][col + 1] || null;
    if (key === "ArrowUp") return (order[row - 1] || [])[col] || null;
    if (key === "ArrowDown") return (order[row + 1] || [])[col] || null;
    if (key === "Home") return order[row][0];
    return order[row][12];
  });

  function update(state) {
    if (!state?.rows) return;
    if (builtRows !== state.rows.join(",") || tunnels !== state.tunnels) build(state);
    box.classList.toggle("sw-kill", Boolean(state.kill));
    legend.setAttribute("data-kill", state.kill ? "true" : "false");
    legend.setAttribute("data-tunnels", state.tunnels ? "true" : "false");
    const marks = freshMarks(state);
    for (const suit of state.rows) {
      for (let col = 0; col < 13; col++) {
        const text = cardText(suit, col);
        const cell = cells[text];
        let kind = "empty";
        if (has(state.placed, suit, col)) kind = "placed";
        else if (has(state.jokers, suit, col)) kind = "joker";
        else if (has(state.killed, suit, col) || has(state.dead, suit, col)) kind = "killed";
        const playable = has(state.playable, suit, col);
        const exposed = has(state.exposed, suit, col);
        setAttr(cell, "data-state", kind);
        setAttr(cell, "data-playable", playable);
        setAttr(cell, "data-exposed", exposed);
        setAttr(cell, "data-dead", has(state.dead, suit, col));
        setAttr(cell, "data-preview", null);
        setAttr(cell, "data-fresh", marks.placed.has(text));
        setAttr(cell, "data-fresh-kill", marks.killed.has(text));
        const states = [
          kind === "placed" ? tr("in_layout") : kind === "joker" ? tr("joker_in_cell") : kind === "killed" ? tr("killed") : tr("empty"),
        ];
        if (playable) states.push(tr("playable"));
        if (exposed) states.push(tr("exposed_by_yurei"));
        if (marks.placed.has(text)) states.push(tr("just_played"));
        setAttr(cell, "aria-label", tr("card_label", { card: cardName(text, tr), state: states.join(", ") }));
        // The face is rebuilt only when it changes: a move redraws two or three cells, not 52.
        const face = kind === "placed" || exposed ? "card" : kind === "joker" ? "joker" : kind === "killed" ? "killed" : playable ? "open" : "empty";
        if (cell.dataset.face === face) continue;
        cell.dataset.face = face;
        if (face === "card") fillFace(cell, text);
        else if (face === "joker") fillFace(cell, "JK");
        else if (face === "killed") cell.replaceChildren(make("span", { className: "sw-mark", "aria-hidden": "true" }, "✕"));
        else if (face === "open") cell.replaceChildren(make("span", { className: "sw-mark", "aria-hidden": "true" }, "●"));
        else cell.replaceChildren();
      }
    }
  }

  // Cells placed or killed since the last update are "just played" / "just killed" (drawn with a
  // ring and a short animation). A new deal or a step back marks nothing; a pass keeps the marks.
  const none = () => ({ placed: new Set(), killed: new Set() });
  let fresh = none();
  function freshMarks(state) {
    const now = none();
    for (const suit of state.rows) {
      for (let col = 0; col < 13; col++) {
        const text = cardText(suit, col);
        if (has(state.placed, suit, col) || has(state.jokers, suit, col)) now.placed.add(text);
        if (has(state.killed, suit, col) || has(state.dead, suit, col)) now.killed.add(text);
      }
    }
    const before = shown;
    shown = now;
    if (!before) {
      fresh = none();
      return fresh;
    }
    const added = (key) => [...now[key]].filter((text) => !before[key].has(text));
    const removed = [...before.placed].some((text) => !now.placed.has(text));
    const placed = added("placed");
    const killed = added("killed");
    if (removed || placed.length > 4) fresh = none();
    else if (placed.length || killed.length) fresh = { placed: new Set(placed), killed: new Set(killed) };
    return fresh;
  }

  function showHover(hover) {
    for (const cell of Object.values(cells)) setAttr(cell, "data-preview", null);
    if (!hover?.card) {
      info.textContent = "";
      return;
    }
    info.textContent = hover.text || "";
    const cell = cells[hover.card];
    if (cell) cell.title = hover.text || "";
    for (const killed of hover.kills || []) {
      if (cells[killed]) setAttr(cells[killed], "data-preview", "kill");
    }
    if ((hover.kills || []).length) info.textContent += ` ${tr("playing_kills", { cards: hover.kills.join(" ") })}`;
  }

  return { update, showHover, cells: () => cells };
}
