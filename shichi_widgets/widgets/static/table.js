// Generated file, do not edit: the table widget's front end, bundled by esbuild 0.28.2
// from shichi_widgets/widgets/js/src/table.js and the modules it imports. Edit those and run
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

// src/lib/cards.js
var SUITS = ["♠", "♥", "♣", "♦"];
var RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
var SUIT_CLASSES = ["sw-spades", "sw-hearts", "sw-clubs", "sw-diamonds"];
var TEXTS = SUITS.map((suit) => RANKS.map((rank) => rank + suit));
function cardText(suit, col) {
  return TEXTS[suit][col];
}
function parseCard(text) {
  if (text === "JK") return { joker: true };
  const suit = SUITS.indexOf(text.slice(-1));
  const col = RANKS.indexOf(text.slice(0, -1));
  return { joker: false, suit, col };
}
function cardName(text, tr) {
  return tr(`card.${text}`);
}

// src/lib/face.js
var JOKER_ART = (() => {
  const holder = document.createElement("template");
  holder.innerHTML = '<svg class="sw-joker-art" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path class="sw-joker-a" d="M3 18 L5.5 6.5 L9.5 13.5 L12 18 Z"/><path class="sw-joker-b" d="M9.5 13.5 L12 3.5 L14.5 13.5 L12 18 Z"/><path class="sw-joker-a" d="M14.5 13.5 L18.5 6.5 L21 18 L12 18 Z"/><rect class="sw-joker-b" x="3" y="17.5" width="18" height="3.2" rx="1"/><circle class="sw-joker-bell" cx="5.5" cy="5.6" r="1.9"/><circle class="sw-joker-bell" cx="12" cy="2.6" r="1.9"/><circle class="sw-joker-bell" cx="18.5" cy="5.6" r="1.9"/></svg>';
  return holder.content.firstChild;
})();
var FACES = /* @__PURE__ */ new Map();
function faceParts(text) {
  let face = FACES.get(text);
  if (!face) {
    face = document.createDocumentFragment();
    const card = parseCard(text);
    const corner = make("span", { className: "sw-corner" });
    if (card.joker === true) {
      corner.append(make("span", { className: "sw-rank" }, "JK"));
      face.append(corner, JOKER_ART.cloneNode(true));
    } else {
      corner.append(make("span", { className: "sw-rank" }, RANKS[card.col]), make("span", { className: "sw-suit" }, SUITS[card.suit]));
      face.append(corner, make("span", { className: "sw-pip", "aria-hidden": "true" }, SUITS[card.suit]));
    }
    FACES.set(text, face);
  }
  return face.cloneNode(true);
}
function fillFace(node, text) {
  if (!text) {
    node.replaceChildren();
    return;
  }
  const card = parseCard(text);
  if (card.joker === false) {
    node.classList.toggle("sw-red", card.suit === 1 || card.suit === 3);
    node.classList.add(SUIT_CLASSES[card.suit]);
  }
  node.replaceChildren(faceParts(text));
}

// src/lib/focus.js
function roveFocus(container, items, neighbour) {
  container.addEventListener("keydown", (event) => {
    if (!["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"].includes(event.key)) return;
    const current = (
      /** @type {HTMLElement} */
      document.activeElement
    );
    if (!items().includes(current)) return;
    const next = neighbour(current, event.key);
    if (next) {
      event.preventDefault();
      for (const item of items()) item.tabIndex = -1;
      next.tabIndex = 0;
      next.focus();
    }
  });
  container.addEventListener("focusin", (event) => {
    if (!items().includes(
      /** @type {HTMLElement} */
      event.target
    )) return;
    for (const item of items()) item.tabIndex = item === event.target ? 0 : -1;
  });
}
function keepOneTabStop(items, preferred) {
  const list = items();
  if (!list.length) return;
  const current = list.find((item) => item.tabIndex === 0);
  const chosen = current || preferred || list[0];
  for (const item of list) item.tabIndex = item === chosen ? 0 : -1;
}

// src/lib/hand-cards.js
function buildHand(root, send, tr, track) {
  const box = make("div", { className: "sw-hand", "data-role": "hand", role: "group", "aria-label": tr("your_hand") });
  const options = make("div", { className: "sw-joker-options", role: "group", "aria-label": tr("joker_plays") });
  root.append(box, options);
  let state = {};
  function showJokerOptions() {
    options.replaceChildren();
    for (const move of state.joker_plays || []) {
      const words = state.move_texts?.[move] || move;
      const button2 = make("button", { type: "button", className: "sw-option", "data-action": "joker-play", "data-move": move }, words);
      button2.addEventListener("click", () => send(move));
      options.append(button2);
    }
    const first = options.querySelector("button");
    if (first) first.focus();
  }
  const cardsNow = () => [.../** @type {NodeListOf<HTMLElement>} */
  box.querySelectorAll("button.sw-card")];
  roveFocus(box, cardsNow, (card, key) => {
    const list = cardsNow();
    const at = list.indexOf(card);
    if (key === "ArrowLeft" || key === "ArrowUp") return list[at - 1] || null;
    if (key === "ArrowRight" || key === "ArrowDown") return list[at + 1] || null;
    return key === "Home" ? list[0] : list[list.length - 1];
  });
  function update(next) {
    state = next || {};
    const focused = cardsNow().indexOf(
      /** @type {HTMLElement} */
      document.activeElement
    );
    box.replaceChildren();
    options.replaceChildren();
    const playable = new Set(state.playable || []);
    for (const text of state.cards || []) {
      const joker = text === "JK";
      const canPlay = joker ? (state.joker_plays || []).length > 0 : playable.has(text);
      const card = make("button", {
        type: "button",
        className: "sw-card",
        "data-card": text,
        "data-state": joker ? "joker" : "placed",
        "data-playable": canPlay,
        "aria-label": canPlay ? tr("card_label", { card: cardName(text, tr), state: tr("playable") }) : cardName(text, tr)
      });
      fillFace(card, text);
      track?.(card, text);
      card.addEventListener("click", () => {
        if (joker) showJokerOptions();
        else send(text);
      });
      box.append(card);
    }
    for (const text of state.penalties || []) {
      const label = tr("card_label", { card: cardName(text, tr), state: tr("penalty_card") });
      const card = make("span", { className: "sw-card sw-penalty", "data-card": text, "data-state": "killed", "aria-label": label });
      fillFace(card, text);
      box.append(card);
    }
    if (!(state.cards || []).length && !(state.penalties || []).length) box.append(make("span", { className: "sw-empty-hand" }, tr("no_cards")));
    const list = cardsNow();
    keepOneTabStop(cardsNow, list.find((c) => c.dataset.playable === "true"));
    if (focused >= 0 && list.length) {
      const target = list[Math.min(focused, list.length - 1)];
      for (const card of list) card.tabIndex = card === target ? 0 : -1;
      target.focus();
    }
  }
  return { update };
}

// src/lib/legend.js
function buildLegend(tr, options) {
  const legend = (
    /** @type {HTMLDetailsElement} */
    make("details", { className: "sw-legend", "data-role": "legend" })
  );
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
    ["tokens", make("span", { className: "sw-tokens", "aria-hidden": "true" }, "●●○"), tr("legend.tokens")]
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

// src/lib/layout-grid.js
var MASKS = ["placed", "jokers", "playable", "killed", "dead", "exposed"];
var ALL = 8191;
var LANDING_MS = 300;
function row(rows, suit) {
  return (rows?.[suit] || 0) & ALL;
}
function bitCount(bits) {
  let count = 0;
  for (let rest = bits; rest; rest &= rest - 1) count++;
  return count;
}
function buildLayout(root, handlers, tr, options = {}) {
  const frame = make("div", { className: "sw-frame" });
  const box = make("div", { className: "sw-layout", "data-role": "layout", role: "grid", "aria-label": tr("layout") });
  const legend = buildLegend(tr, options);
  const info = make("p", { className: "sw-explain", "aria-live": "polite" });
  frame.append(box, legend);
  root.append(frame, info);
  let cells = {};
  let builtRows = null;
  let tunnels = null;
  let order = [];
  let pointed = null;
  let focused = null;
  let asked = null;
  const current = () => pointed || focused;
  function follow() {
    const card = current();
    if (card === asked) return;
    asked = card;
    if (card) handlers.hover?.(card);
    else clear();
  }
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
      const row2 = make("div", { className: "sw-row", role: "row" });
      const label = make("span", { className: "sw-label", role: "rowheader", "aria-label": tr(`suitname.${suit}`) }, SUITS[suit]);
      label.classList.toggle("sw-red", suit === 1 || suit === 3);
      label.classList.add(SUIT_CLASSES[suit]);
      row2.append(label);
      for (let col = 0; col < 13; col++) {
        const text = cardText(suit, col);
        const cell = make("button", { className: col === 6 ? "sw-cell sw-seven" : "sw-cell", type: "button", "data-card": text, role: "gridcell" });
        track(cell, text);
        cell.addEventListener("click", () => handlers.click?.(text, cell));
        cells[text] = cell;
        row2.append(cell);
      }
      if (state.tunnels) row2.append(make("span", { className: "sw-wrap", title: tr("tunnel_neighbours"), "aria-hidden": "true" }, "⟲"));
      box.append(row2);
    }
    builtRows = state.rows.join(",");
    tunnels = state.tunnels;
    box.classList.toggle("sw-tunnels", Boolean(state.tunnels));
    frame.classList.toggle("sw-tunnels", Boolean(state.tunnels));
    shown = null;
    drawn = null;
    labels = {};
    previewed.clear();
    order = [];
    for (const suit of state.rows) order.push(RANKS.map((_, col) => cells[cardText(suit, col)]));
    keepOneTabStop(() => Object.values(cells), order[0][6]);
  }
  roveFocus(box, () => Object.values(cells), (cell, key) => {
    const row2 = order.findIndex((r) => r.includes(cell));
    const col = order[row2].indexOf(cell);
    if (key === "ArrowLeft") return order[row2][col - 1] || null;
    if (key === "ArrowRight") return order[row2][col + 1] || null;
    if (key === "ArrowUp") return (order[row2 - 1] || [])[col] || null;
    if (key === "ArrowDown") return (order[row2 + 1] || [])[col] || null;
    if (key === "Home") return order[row2][0];
    return order[row2][12];
  });
  let drawn = null;
  let labels = {};
  const previewed = /* @__PURE__ */ new Set();
  function update(state) {
    if (!state?.rows) return;
    if (builtRows !== state.rows.join(",") || tunnels !== state.tunnels) build(state);
    if (box.classList.contains("sw-kill") !== Boolean(state.kill)) box.classList.toggle("sw-kill", Boolean(state.kill));
    setAttr(legend, "data-kill", state.kill ? "true" : "false");
    setAttr(legend, "data-tunnels", state.tunnels ? "true" : "false");
    for (const cell of previewed) setAttr(cell, "data-preview", null);
    previewed.clear();
    const marks = freshMarks(state);
    if (marks !== drawn?.fresh && marks.placed.some(Boolean)) {
      const now = performance.now();
      landing = now - placedAt >= LANDING_MS;
      placedAt = now;
    }
    const masks = {};
    for (const key of MASKS) masks[key] = [0, 1, 2, 3].map((suit) => row(state[key], suit));
    for (const suit of state.rows) {
      let dirty = ALL;
      if (drawn) {
        dirty = marks.placed[suit] ^ drawn.fresh.placed[suit] | marks.killed[suit] ^ drawn.fresh.killed[suit];
        for (const key of MASKS) dirty |= masks[key][suit] ^ drawn.masks[key][suit];
      }
      for (let col = 0; col < 13; col++) {
        const text = cardText(suit, col);
        const cell = cells[text];
        if (!(dirty >> col & 1)) {
          if (cell.getAttribute("aria-label") !== labels[text]) cell.setAttribute("aria-label", labels[text]);
          continue;
        }
        drawCell(cell, text, suit, col, masks, marks);
      }
    }
    drawn = { masks, fresh: marks };
  }
  function drawCell(cell, text, suit, col, masks, marks) {
    const bit = 1 << col;
    let kind = "empty";
    if (masks.placed[suit] & bit) kind = "placed";
    else if (masks.jokers[suit] & bit) kind = "joker";
    else if ((masks.killed[suit] | masks.dead[suit]) & bit) kind = "killed";
    const playable = Boolean(masks.playable[suit] & bit);
    const exposed = Boolean(masks.exposed[suit] & bit);
    const fresh2 = Boolean(marks.placed[suit] & bit);
    setAttr(cell, "data-state", kind);
    setAttr(cell, "data-playable", playable);
    setAttr(cell, "data-exposed", exposed);
    setAttr(cell, "data-dead", Boolean(masks.dead[suit] & bit));
    setAttr(cell, "data-fresh", fresh2);
    setAttr(cell, "data-landing", fresh2 && landing);
    setAttr(cell, "data-fresh-kill", Boolean(marks.killed[suit] & bit));
    const states = [
      kind === "placed" ? tr("in_layout") : kind === "joker" ? tr("joker_in_cell") : kind === "killed" ? tr("killed") : tr("empty")
    ];
    if (playable) states.push(tr("playable"));
    if (exposed) states.push(tr("exposed_by_yurei"));
    if (fresh2) states.push(tr("just_played"));
    labels[text] = tr("card_label", { card: cardName(text, tr), state: states.join(", ") });
    setAttr(cell, "aria-label", labels[text]);
    const face = kind === "placed" || exposed ? "card" : kind === "joker" ? "joker" : kind === "killed" ? "killed" : playable ? "open" : "empty";
    if (cell.dataset.face === face) return;
    cell.dataset.face = face;
    if (face === "card") fillFace(cell, text);
    else if (face === "joker") fillFace(cell, "JK");
    else if (face === "killed") cell.replaceChildren(make("span", { className: "sw-mark", "aria-hidden": "true" }, "✕"));
    else if (face === "open") cell.replaceChildren(make("span", { className: "sw-mark", "aria-hidden": "true" }, "●"));
    else cell.replaceChildren();
  }
  const none = () => ({ placed: [0, 0, 0, 0], killed: [0, 0, 0, 0] });
  let shown = null;
  let fresh = none();
  let placedAt = Number.NEGATIVE_INFINITY;
  let landing = true;
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
  let pointedCell = null;
  function clear() {
    for (const cell of previewed) setAttr(cell, "data-preview", null);
    previewed.clear();
    if (pointedCell) {
      setAttr(pointedCell, "data-pointed", null);
      pointedCell.removeAttribute("title");
    }
    pointedCell = null;
    info.textContent = "";
  }
  function showHover(hover) {
    clear();
    if (!hover?.card) {
      asked = null;
      return;
    }
    if (current() !== null && hover.card !== current()) return;
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

// src/table.js
var STEP_AGAIN_MS = 5e3;
var ASKS_BEFORE_NOTICE = 6;
var button = (attrs, text) => (
  /** @type {HTMLButtonElement} */
  make("button", { type: "button", ...attrs }, text)
);
var table_default = mount(
  { attrs: { className: "sw-root sw-table", "data-role": "table" } },
  /** @param {Parts} parts */
  ({ model, root, tr, send }) => {
    const status = make("p", { className: "sw-status", role: "status", "aria-live": "polite" });
    const seats = make("div", { className: "sw-seats", "data-role": "seats" });
    const layoutBox = make("div", { className: "sw-layout-box" });
    const handBox = make("div", { className: "sw-hand-box" });
    const bar = make("div", { className: "sw-bar" });
    const extras = make("div", { className: "sw-bar", "data-role": "extras" });
    const yureiBox = make("div", { className: "sw-bar", "data-role": "yurei" });
    const message = make("p", { className: "sw-message", role: "alert" });
    const hint = make("p", { className: "sw-hint", "data-role": "hint" });
    const hintStatsText = make("p", {});
    const hintStats = make("details", { className: "sw-hint-stats", "data-role": "hint-stats", hidden: true });
    hintStats.append(make("summary", {}, tr("hint_stats")), hintStatsText);
    const history = make("div", { className: "sw-history" });
    const logBox = make("ol", { className: "sw-log", "data-role": "log", "aria-label": tr("what_happened") });
    const result = make("pre", { className: "sw-result", "data-role": "result" });
    const form = make("details", { className: "sw-new" });
    const announcer = make("p", { className: "sw-visually-hidden", "aria-live": "polite", "data-role": "announce" });
    const keys = make("p", { className: "sw-keys" }, tr("keys_help"));
    root.append(status, seats, layoutBox, handBox, bar, yureiBox, extras, message, hint, hintStats, history, logBox, result, keys, announcer, form);
    root.addEventListener("keydown", (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (["INPUT", "SELECT", "TEXTAREA"].includes(
        /** @type {HTMLElement} */
        event.target.tagName
      )) return;
      const key = event.key.toLowerCase();
      if (key === "p" && !pass.disabled) {
        event.preventDefault();
        pass.click();
      } else if (key === "u" && !undo.disabled) {
        event.preventDefault();
        undo.click();
      }
    });
    const layout = buildLayout(layoutBox, {
      hover: (card) => send({ type: "hover", card }),
      click: (card) => {
        const hand2 = model.get("hand") || {};
        if ((hand2.playable || []).includes(card)) send({ type: "play", move: card });
        else if ((hand2.yurei_plays || []).includes(`yūrei ${card}`)) send({ type: "play", move: `yūrei ${card}` });
      }
    }, tr, { tokens: true });
    const hand = buildHand(handBox, (move) => send({ type: "play", move }), tr, layout.track);
    const pass = button({ className: "sw-button", "data-action": "pass" }, tr("pass"));
    const undo = button({ className: "sw-button", "data-action": "undo" }, tr("undo"));
    const hintButton = button({ className: "sw-button", "data-action": "hint" }, tr("hint"));
    pass.addEventListener("click", () => send({ type: "play", move: "pass" }));
    undo.addEventListener("click", () => send({ type: "undo" }));
    hintButton.addEventListener("click", () => send({ type: "hint" }));
    bar.append(pass, undo, hintButton);
    const slider = (
      /** @type {HTMLInputElement} */
      make("input", { type: "range", min: 0, max: 0, value: 0, "data-action": "seek", "aria-label": tr("step_through") })
    );
    const where = make("span", { className: "sw-where" });
    const live = button({ className: "sw-button", "data-action": "live" }, tr("back_to_game"));
    slider.addEventListener("input", () => send({ type: "seek", index: Number(slider.value) }));
    live.addEventListener("click", () => send({ type: "seek", index: model.get("info")?.moves || 0 }));
    history.append(make("span", {}, tr("history")), slider, where, live);
    const revealBox = make("label", { className: "sw-reveal" });
    const reveal = (
      /** @type {HTMLInputElement} */
      make("input", { type: "checkbox", "data-action": "reveal" })
    );
    revealBox.append(reveal, ` ${tr("table.show_all_hands")}`);
    reveal.addEventListener("change", () => send({ type: "reveal", on: reveal.checked }));
    history.append(revealBox);
    function buildForm() {
      const schema = model.get("schema") || /** @type {Schema} */
      {};
      const settings = model.get("settings") || /** @type {Settings} */
      {};
      form.replaceChildren(make("summary", {}, tr("new_game")));
      const box = make("div", { className: "sw-settings" });
      const shown = (name, choice) => {
        if (choice === null) return tr("form.default");
        if (name === "preset") return tr(`preset.${choice}`);
        if (name === "bots") return tr(`bot_level.${choice}`);
        if (choice === true) return tr("choice.yes");
        if (choice === false) return tr("choice.no");
        return /^[a-z]+$/.test(String(choice)) ? tr(`choice.${choice}`) : String(choice);
      };
      const pick = (label, name, choices, current, into) => {
        const select = (
          /** @type {HTMLSelectElement} */
          make("select", { name, "data-setting": name })
        );
        for (const choice of choices) {
          const option = (
            /** @type {HTMLOptionElement} */
            make("option", { value: JSON.stringify(choice) }, shown(name, choice))
          );
          if (JSON.stringify(choice) === JSON.stringify(current)) option.selected = true;
          select.append(option);
        }
        const wrap = make("label", {}, `${label} `);
        wrap.append(select);
        (into || box).append(wrap);
        return select;
      };
      const preset = pick(tr("form.game"), "preset", schema.presets || [], settings.preset);
      const players = pick(tr("form.players"), "players", schema.players || [], settings.players);
      const bots = pick(tr("form.bots"), "bots", schema.bots || [], settings.bots);
      const deal = button({ className: "sw-button", "data-action": "new" }, tr("deal"));
      box.append(deal);
      const rules = make("details", { className: "sw-rules" });
      rules.append(make("summary", {}, tr("form.house_rules")));
      const rulesBox = make("div", { className: "sw-settings" });
      rules.append(rulesBox);
      const flags = (schema.flags || []).map((item) => ({
        flag: item.flag,
        select: pick(tr(`rule.${item.flag}`), item.flag, [null, ...item.choices], null, rulesBox)
      }));
      deal.addEventListener("click", () => {
        const chosen = {};
        for (const { flag, select } of flags) {
          const value = JSON.parse(select.value);
          if (value !== null) chosen[flag] = value;
        }
        send({ type: "new", preset: JSON.parse(preset.value), players: JSON.parse(players.value), bots: JSON.parse(bots.value), flags: chosen });
      });
      form.append(box);
      if (flags.length) form.append(rules);
    }
    function drawSeats() {
      seats.replaceChildren();
      const fixed = model.get("seat_info") || [];
      for (const seat of model.get("seats") || []) {
        const { name = "", limit = null } = fixed[seat.seat] || {};
        const box = make("div", { className: "sw-seat", "data-seat": seat.seat, "data-status": seat.status, "data-to-move": seat.to_move });
        const tokens = limit === null ? tr("passes_count", { count: seat.passes }) : "●".repeat(Math.max(0, limit - seat.passes)) + "○".repeat(Math.min(seat.passes, limit));
        const count = tr("card_count", { count: seat.cards });
        const used = limit === null ? tr("passes_used", { count: seat.passes }) : tr("passes_used_of", { used: seat.passes, limit });
        const nameBox = make("div", { className: "sw-seat-name" });
        const short = fixed[seat.seat]?.human ? tr("you_seat") : tr("table.seat_short", { player: seat.seat });
        nameBox.append(make("span", { className: "sw-seat-long" }, name), make("span", { className: "sw-seat-short", title: name }, short));
        const line = make("div", { className: "sw-seat-line" });
        line.append(make("span", { className: "sw-seat-count" }, count), make("span", { className: "sw-seat-state" }, ` · ${seat.status_text || seat.status}`));
        box.append(nameBox, line, make("div", { className: "sw-tokens", "aria-label": used }, tokens));
        if (seat.score) box.append(make("div", { className: "sw-score" }, seat.score));
        const exposed = seat.exposed || [];
        if (exposed.length) box.append(make("div", { className: "sw-exposed" }, tr("exposed", { cards: exposed.join(" ") })));
        const cards = (model.get("all_hands") || [])[seat.seat];
        if (cards) {
          const shown = make("div", { className: "sw-seat-cards", "data-role": "seat-hand" });
          shown.append(make("span", { className: "sw-visually-hidden" }, tr("table.all_hands", { cards: cards.join(" ") || "—" })));
          for (const text of cards) {
            const face = make("span", { className: "sw-card sw-mini", "data-card": text, "data-state": text === "JK" ? "joker" : "placed", "aria-hidden": "true" });
            fillFace(face, text);
            shown.append(face);
          }
          box.append(shown);
        }
        seats.append(box);
      }
    }
    let timer = null;
    function drawInfo() {
      const info = model.get("info") || /** @type {TableInfo} */
      {};
      status.textContent = info.status || "";
      if (info.announce) announcer.textContent = info.announce;
      root.setAttribute("data-over", info.over ? "true" : "false");
      setDisabled(undo, !info.can_undo);
      setDisabled(hintButton, !info.can_hint);
      hint.textContent = info.hint || "";
      hintStatsText.textContent = info.hint_stats || "";
      hintStats.hidden = !info.hint_stats;
      result.textContent = info.result || "";
      slider.max = String(info.moves || 0);
      slider.value = String(info.viewing >= 0 ? info.viewing : info.moves || 0);
      where.textContent = info.viewing >= 0 ? tr("move_of", { i: info.viewing, n: info.moves }) : tr("moves", { n: info.moves });
      live.hidden = !(info.viewing >= 0);
      reveal.checked = Boolean(info.reveal);
      drawLog();
      extras.replaceChildren();
      for (const seat of info.talk || []) {
        const talk = button({ className: "sw-option", "data-action": "talk", "data-player": seat }, tr("talk_to_ghost", { player: seat }));
        talk.addEventListener("click", () => send({ type: "talk", player: seat }));
        extras.append(talk);
      }
      if (timer) {
        clearTimeout(timer);
        timer = null;
      }
      root.removeAttribute("data-no-answer");
      if (message.textContent === tr("no_answer")) message.textContent = model.get("message") || "";
      if (info.pending) {
        const seq = info.pending;
        let asks = 0;
        const ask = (again) => {
          send(again ? { type: "step", seq, again: true } : { type: "step", seq });
          asks += 1;
          if (asks === ASKS_BEFORE_NOTICE) {
            root.setAttribute("data-no-answer", "true");
            message.textContent = tr("no_answer");
          }
          timer = setTimeout(() => ask(true), STEP_AGAIN_MS);
        };
        timer = setTimeout(() => ask(false), info.pace_ms || 0);
      }
    }
    const setDisabled = (control, off) => {
      const focused = document.activeElement === control;
      control.disabled = off;
      if (focused && off) {
        const card = (
          /** @type {HTMLElement | null} */
          handBox.querySelector("button.sw-card[tabindex='0']")
        );
        (card || slider).focus();
      }
    };
    function drawHand() {
      const state = model.get("hand") || {};
      hand.update(state);
      setDisabled(pass, !state.can_pass);
      yureiBox.replaceChildren();
      for (const move of state.yurei_plays || []) {
        const option = button({ className: "sw-option", "data-action": "yurei-play", "data-move": move }, state.move_texts?.[move] || move);
        option.addEventListener("click", () => send({ type: "play", move }));
        yureiBox.append(option);
      }
    }
    function drawLog() {
      const entries = (model.get("log_sent") || []).concat(model.get("log_recent") || []);
      const marks = entries.map((entry) => entry[0]);
      const viewing = model.get("info")?.viewing;
      logBox.replaceChildren(...entries.map((entry) => entry[1]).map((line, i) => numbered(make("li", {
        "data-moves": marks[i],
        "data-current": viewing >= 0 && marks[i] === viewing ? "true" : null,
        "aria-current": viewing >= 0 && marks[i] === viewing ? "step" : null,
        style: viewing >= 0 && marks[i] === viewing ? "font-weight: bold; outline: 2px solid var(--sw-focus, #1a73e8)" : null
      }), i + 1, line)));
      const current = (
        /** @type {HTMLElement | null} */
        logBox.querySelector("[data-current='true']")
      );
      if (current) logBox.scrollTop = Math.max(0, current.offsetTop - logBox.offsetTop - logBox.clientHeight / 2);
      else if (!(viewing >= 0)) logBox.scrollTop = logBox.scrollHeight;
    }
    const handlers = {
      "change:layout_cells": () => layout.update(model.get("layout_cells")),
      "change:hover": () => layout.showHover(model.get("hover")),
      "change:hand": drawHand,
      "change:seats": drawSeats,
      "change:seat_info": drawSeats,
      "change:all_hands": drawSeats,
      "change:log_sent": drawLog,
      "change:info": drawInfo,
      "change:log_recent": drawLog,
      "change:message": () => {
        message.textContent = model.get("message") || "";
      },
      "change:settings": buildForm
    };
    const stop = () => {
      if (timer) clearTimeout(timer);
    };
    return { handlers, stop };
  }
);
export {
  table_default as default
};
