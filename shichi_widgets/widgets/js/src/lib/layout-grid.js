// The layout grid on its table surface, with the key to its marks beside it. It draws the masks
// Python sends (placed, jokers, playable, killed, dead, exposed) and reports hovers and clicks.
import { cardName, cardText, RANKS, SUIT_CLASSES, SUITS } from "./cards.js";
import { make, setAttr } from "./dom.js";
import { fillFace } from "./face.js";
import { keepOneTabStop, roveFocus } from "./focus.js";
import { buildLegend } from "./legend.js";

/** @typedef {import("../types.js").LayoutCells} LayoutCells */
/** @typedef {import("../types.js").Hover} Hover */
/** @typedef {{ placed: number[], killed: number[] }} Marks the cells just played and just killed, as row masks by suit */

/** The masks a cell's look depends on. */
const MASKS = ["placed", "jokers", "playable", "killed", "dead", "exposed"];
/** Every column of a row. */
const ALL = 0x1fff;
/**
 * One card lands at a time: a card placed less than this many milliseconds after the last one
 * (fast bots, a replay) appears at once instead of fading in over a landing still under way. The
 * landing takes 0.3 s (shichi.css); motion restarted faster than that is a flicker, not a move a
 * learner can follow, and on a small machine it takes the time the next move needs.
 */
const LANDING_MS = 300;

/**
 * One suit's row of a mask (13 bits), 0 when the mask or the row is missing.
 * @param {number[] | undefined} rows
 * @param {number} suit
 * @returns {number}
 */
function row(rows, suit) {
  return (rows?.[suit] || 0) & ALL;
}

/**
 * How many bits of a 13-bit row are set.
 * @param {number} bits
 * @returns {number}
 */
function bitCount(bits) {
  let count = 0;
  for (let rest = bits; rest; rest &= rest - 1) count++;
  return count;
}

/**
 * Build the grid into ``root``.
 * @param {HTMLElement} root
 * @param {{ hover?: (card: string) => void, click?: (card: string, cell: HTMLElement) => void }} handlers
 * @param {import("./strings.js").Translator} tr
 * @param {{ tokens?: boolean, legendOpen?: boolean }} [options] what the legend shows
 * @returns {{ update(state: LayoutCells | undefined): void, showHover(hover: Hover | undefined): void, track(node: HTMLElement, card: string): void, cells(): Record<string, HTMLElement> }}
 */
export function buildLayout(root, handlers, tr, options = {}) {
  const frame = make("div", { className: "sw-frame" });
  const box = make("div", { className: "sw-layout", "data-role": "layout", role: "grid", "aria-label": tr("layout") });
  const legend = buildLegend(tr, options);
  const info = make("p", { className: "sw-explain", "aria-live": "polite" });
  frame.append(box, legend);
  root.append(frame, info);
  /** @type {Record<string, HTMLElement>} */
  let cells = {};
  let builtRows = null;
  let tunnels = null;
  /** @type {HTMLElement[][]} */
  let order = [];

  // The line under the layout follows the card the learner points at (the mouse first) or has
  // focused, a layout cell or a card of a hand (``track``); it is empty when there is none, and an
  // answer about another card than that one (late, or for a cell left since) is not shown.
  /** @type {string | null} */
  let pointed = null;
  /** @type {string | null} */
  let focused = null;
  /** @type {string | null} the card whose sentence was asked for last */
  let asked = null;
  const current = () => pointed || focused;
  function follow() {
    const card = current();
    if (card === asked) return;
    asked = card;
    if (card) handlers.hover?.(card);
    else clear();
  }
  /**
   * Explain ``card`` under the layout while ``node`` is pointed at or focused.
   * @param {HTMLElement} node
   * @param {string} card
   */
  function track(node, card) {
    node.addEventListener("mouseenter", () => {
      pointed = card;
      follow();
    });
    node.addEventListener("mouseleave", () => {
      if (pointed === card) pointed = null;
      follow();
    });
    node.addEventListener("focus", () => {
      focused = card;
      follow();
    });
    node.addEventListener("blur", () => {
      if (focused === card) focused = null;
      follow();
    });
  }

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
        track(cell, text);
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
    drawn = null;
    labels = {};
    previewed.clear();
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

  // What was drawn last, per suit: the masks and the fresh marks. A cell is redrawn only when one
  // of its bits changed, so a move touches the two or three cells it changed, not 52.
  /** @type {{ masks: Record<string, number[]>, fresh: Marks } | null} */
  let drawn = null;
  /** @type {Record<string, string>} the spoken label last written to each cell */
  let labels = {};
  /** @type {Set<HTMLElement>} cells showing a kill preview */
  const previewed = new Set();

  function update(state) {
    if (!state?.rows) return;
    if (builtRows !== state.rows.join(",") || tunnels !== state.tunnels) build(state);
    if (box.classList.contains("sw-kill") !== Boolean(state.kill)) box.classList.toggle("sw-kill", Boolean(state.kill));
    setAttr(legend, "data-kill", state.kill ? "true" : "false");
    setAttr(legend, "data-tunnels", state.tunnels ? "true" : "false");
    for (const cell of previewed) setAttr(cell, "data-preview", null);
    previewed.clear();
    const marks = freshMarks(state);
    if (marks !== drawn?.fresh && marks.placed.some(Boolean)) { // renewed marks with a card: a card was just placed
      const now = performance.now();
      landing = now - placedAt >= LANDING_MS;
      placedAt = now;
    }
    /** @type {Record<string, number[]>} */
    const masks = {};
    for (const key of MASKS) masks[key] = [0, 1, 2, 3].map((suit) => row(state[key], suit));
    for (const suit of state.rows) {
      let dirty = ALL;
      if (drawn) {
        dirty = (marks.placed[suit] ^ drawn.fresh.placed[suit]) | (marks.killed[suit] ^ drawn.fresh.killed[suit]);
        for (const key of MASKS) dirty |= masks[key][suit] ^ drawn.masks[key][suit];
      }
      for (let col = 0; col < 13; col++) {
        const text = cardText(suit, col);
        const cell = cells[text];
        if (!((dirty >> col) & 1)) {
          // Unchanged: only a label another view added to (the explorer's "held by") is said afresh.
          if (cell.getAttribute("aria-label") !== labels[text]) cell.setAttribute("aria-label", labels[text]);
          continue;
        }
        drawCell(cell, text, suit, col, masks, marks);
      }
    }
    drawn = { masks, fresh: marks };
  }

  /**
   * One cell's attributes, spoken label and face, from the masks.
   * @param {HTMLElement} cell
   * @param {string} text
   * @param {number} suit
   * @param {number} col
   * @param {Record<string, number[]>} masks
   * @param {Marks} marks
   */
  function drawCell(cell, text, suit, col, masks, marks) {
    const bit = 1 << col;
    let kind = "empty";
    if (masks.placed[suit] & bit) kind = "placed";
    else if (masks.jokers[suit] & bit) kind = "joker";
    else if ((masks.killed[suit] | masks.dead[suit]) & bit) kind = "killed";
    const playable = Boolean(masks.playable[suit] & bit);
    const exposed = Boolean(masks.exposed[suit] & bit);
    const fresh = Boolean(marks.placed[suit] & bit);
    setAttr(cell, "data-state", kind);
    setAttr(cell, "data-playable", playable);
    setAttr(cell, "data-exposed", exposed);
    setAttr(cell, "data-dead", Boolean(masks.dead[suit] & bit));
    setAttr(cell, "data-fresh", fresh);
    setAttr(cell, "data-landing", fresh && landing);
    setAttr(cell, "data-fresh-kill", Boolean(marks.killed[suit] & bit));
    const states = [
      kind === "placed" ? tr("in_layout") : kind === "joker" ? tr("joker_in_cell") : kind === "killed" ? tr("killed") : tr("empty"),
    ];
    if (playable) states.push(tr("playable"));
    if (exposed) states.push(tr("exposed_by_yurei"));
    if (fresh) states.push(tr("just_played"));
    labels[text] = tr("card_label", { card: cardName(text, tr), state: states.join(", ") });
    setAttr(cell, "aria-label", labels[text]);
    // The face is rebuilt only when it changes.
    const face = kind === "placed" || exposed ? "card" : kind === "joker" ? "joker" : kind === "killed" ? "killed" : playable ? "open" : "empty";
    if (cell.dataset.face === face) return;
    cell.dataset.face = face;
    if (face === "card") fillFace(cell, text);
    else if (face === "joker") fillFace(cell, "JK");
    else if (face === "killed") cell.replaceChildren(make("span", { className: "sw-mark", "aria-hidden": "true" }, "✕"));
    else if (face === "open") cell.replaceChildren(make("span", { className: "sw-mark", "aria-hidden": "true" }, "●"));
    else cell.replaceChildren();
  }

  // Cells placed or killed since the last update are "just played" / "just killed" (drawn with a
  // ring and a short animation). A new deal or a step back marks nothing; a pass keeps the marks.
  /** @returns {Marks} */
  const none = () => ({ placed: [0, 0, 0, 0], killed: [0, 0, 0, 0] });
  /** @type {Marks | null} the cells placed and killed at the last update */
  let shown = null;
  let fresh = none();
  /** when the last card was placed; whether the card just placed lands */
  let placedAt = Number.NEGATIVE_INFINITY;
  let landing = true;
  /**
   * @param {LayoutCells} state
   * @returns {Marks}
   */
  function freshMarks(state) {
    const now = none();
    for (const suit of state.rows) {
      now.placed[suit] = row(state.placed, suit) | row(state.jokers, suit);
      now.killed[suit] = row(state.killed, suit) | row(state.dead, suit);
    }
    const before = shown;
    shown = now;
    if (!before) {
      fresh = none();
      return fresh;
    }
    const added = none();
    let removed = false;
    let count = 0;
    for (let suit = 0; suit < 4; suit++) {
      added.placed[suit] = now.placed[suit] & ~before.placed[suit];
      added.killed[suit] = now.killed[suit] & ~before.killed[suit];
      removed ||= (before.placed[suit] & ~now.placed[suit]) !== 0;
      count += bitCount(added.placed[suit]);
    }
    const any = added.placed.some(Boolean) || added.killed.some(Boolean);
    if (removed || count > 4) fresh = none();
    else if (any) fresh = added;
    return fresh;
  }

  /** @type {HTMLElement | null} the cell the line is about, ringed */
  let pointedCell = null;
  function clear() {
    for (const cell of previewed) setAttr(cell, "data-preview", null);
    previewed.clear();
    if (pointedCell) {
      setAttr(pointedCell, "data-pointed", null);
      pointedCell.removeAttribute("title"); // a tooltip never keeps an old position's sentence
    }
    pointedCell = null;
    info.textContent = "";
  }

  function showHover(hover) {
    clear();
    if (!hover?.card) {
      asked = null; // the position changed: the card pointed at is explained again when next reached
      return;
    }
    if (current() !== null && hover.card !== current()) return; // about a card left since: stale
    info.textContent = hover.text || "";
    const cell = cells[hover.card];
    if (cell) {
      cell.title = hover.text || "";
      setAttr(cell, "data-pointed", "true");
      pointedCell = cell;
    }
    for (const killed of hover.kills || []) {
      if (!cells[killed]) continue;
      setAttr(cells[killed], "data-preview", "kill");
      previewed.add(cells[killed]);
    }
    if ((hover.kills || []).length) info.textContent += ` ${tr("playing_kills", { cards: hover.kills.join(" ") })}`;
  }

  return { update, showHover, track, cells: () => cells };
}
