// Generated file, do not edit: the explorer widget's front end, bundled by esbuild 0.28.2
// from shichi_widgets/widgets/js/src/explorer.js and the modules it imports. Edit those and run
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
function keepingFocus(container, redraw, fallback) {
  const active = (
    /** @type {HTMLElement | null} */
    document.activeElement
  );
  const inside = Boolean(active && active !== document.body && container.contains(active));
  let selector = null;
  if (inside) {
    const seat = (
      /** @type {HTMLElement | null} */
      active.closest("[data-seat]")
    );
    const within = seat ? `[data-seat="${CSS.escape(seat.dataset.seat)}"] ` : "";
    if (active.dataset.setting) selector = `[data-setting="${CSS.escape(active.dataset.setting)}"]`;
    else if (active.dataset.card) selector = `${within}[data-card="${CSS.escape(active.dataset.card)}"]`;
    else if (active.dataset.move) selector = `${within}button[data-move="${CSS.escape(active.dataset.move)}"]`;
    else if (active.dataset.option) selector = `[data-option="${CSS.escape(active.dataset.option)}"]`;
    else if (active.dataset.action) selector = `${within}[data-action="${CSS.escape(active.dataset.action)}"]`;
    if (!selector && seat) selector = `[data-seat="${CSS.escape(seat.dataset.seat)}"] button`;
  }
  redraw();
  if (!inside || container.contains(document.activeElement)) return;
  const again = (
    /** @type {HTMLElement | null} */
    selector && container.querySelector(selector) || fallback?.()
  );
  if (again) again.focus();
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

// src/explorer.js
var button = (attrs, text) => (
  /** @type {HTMLButtonElement} */
  make("button", { type: "button", ...attrs }, text)
);
var explorer_default = mount(
  { attrs: { className: "sw-root sw-explorer", "data-role": "explorer" }, lang: true },
  /** @param {Parts} parts */
  ({ model, root, tr, send }) => {
    const section = (role, heading) => {
      const box = make("section", { className: `sw-panel sw-${role}`, "data-role": role, "aria-label": heading });
      box.append(make("p", { className: "sw-panel-title" }, heading));
      return box;
    };
    const status = make("p", { className: "sw-status", role: "status", "data-role": "status" });
    const tools = make("div", { className: "sw-bar sw-tools" });
    const brushLabel = make("label", {}, `${tr("explorer.brush_label")} `);
    const brush = (
      /** @type {HTMLSelectElement} */
      make("select", { "data-setting": "brush", "aria-label": tr("explorer.brush") })
    );
    brushLabel.append(brush);
    tools.append(brushLabel);
    const keys = make("p", { className: "sw-keys", "data-role": "keys" }, tr("explorer.keys_help"));
    const layoutBox = make("div", { className: "sw-layout-box" });
    const message = make("p", { className: "sw-message", role: "alert" });
    const announcer = make("p", { className: "sw-visually-hidden", "aria-live": "polite", "data-role": "announce" });
    const handsPanel = section("hands", tr("explorer.hands"));
    const movesPanel = section("moves", tr("explorer.moves"));
    const movesList = make("ul", { className: "sw-move-list" });
    movesPanel.append(movesList);
    const linePanel = section("line", tr("explorer.line"));
    const arrowButton = (action, label, arrow, after) => {
      const node = button({ className: "sw-button", "data-action": action });
      const mark = make("span", { "aria-hidden": "true" }, arrow);
      if (after) node.append(label, " ", mark);
      else node.append(mark, " ", label);
      return node;
    };
    const back = arrowButton("back", tr("explorer.back"), "◀", false);
    const forward = arrowButton("forward", tr("explorer.forward"), "▶", true);
    const lineText = make("span", { className: "sw-line-text", "data-role": "line-text" });
    const lineBar = make("div", { className: "sw-bar" });
    lineBar.append(back, forward, lineText);
    linePanel.append(lineBar);
    const rulesPanel = section("rules", tr("explorer.rules"));
    const rulesBox = make("div", { className: "sw-settings" });
    rulesPanel.append(rulesBox);
    const dealPanel = section("deal", tr("explorer.new_deal"));
    const dealBox = make("div", { className: "sw-settings" });
    dealPanel.append(dealBox);
    const textPanel = section("text", tr("explorer.text"));
    const output = (
      /** @type {HTMLTextAreaElement} */
      make("textarea", { readonly: true, rows: 8, "data-role": "position-text", "aria-label": tr("explorer.output"), spellcheck: "false" })
    );
    const copyText = tr("explorer.copy_short");
    const copy = button({ className: "sw-button", "data-action": "copy" }, copyText);
    const paste = (
      /** @type {HTMLTextAreaElement} */
      make("textarea", { rows: 6, "data-role": "paste", "aria-label": tr("explorer.paste_here"), placeholder: tr("explorer.paste_placeholder"), spellcheck: "false" })
    );
    const load = button({ className: "sw-button", "data-action": "load" }, tr("explorer.load"));
    const copyBox = make("div", { className: "sw-text-box" });
    copyBox.append(output, copy);
    const pasteBox = make("div", { className: "sw-text-box" });
    pasteBox.append(paste, load);
    textPanel.append(copyBox, pasteBox);
    const side = make("div", { className: "sw-explorer-side" });
    side.append(movesPanel, linePanel, rulesPanel, dealPanel, textPanel);
    const main = make("div", { className: "sw-explorer-main" });
    main.append(status, tools, keys, layoutBox, message, announcer, handsPanel);
    const columns = make("div", { className: "sw-explorer-columns" });
    columns.append(main, side);
    root.append(columns);
    const layout = buildLayout(layoutBox, {
      hover: (card) => send({ type: "hover", card }),
      click: (card) => {
        if (brush.value === "explain") send({ type: "hover", card });
        else send({ type: "edit", card, to: brush.value });
      }
    }, tr);
    back.addEventListener("click", () => send({ type: "back" }));
    forward.addEventListener("click", () => send({ type: "forward" }));
    load.addEventListener("click", () => send({ type: "load", text: paste.value }));
    copy.addEventListener("click", async () => {
      output.focus();
      output.select();
      const copied = tr("explorer.copied");
      try {
        await navigator.clipboard.writeText(output.value);
        copy.textContent = copied;
      } catch {
        copy.textContent = document.execCommand?.("copy") ? copied : tr("explorer.select_copy");
      }
      setTimeout(() => {
        copy.textContent = copyText;
      }, 1500);
    });
    function shown(name, value) {
      if (value === null) return name === "passes" ? tr("choice.no_limit") : tr("explorer.choice.none");
      if (name === "preset" || name === "deal-preset") return tr(`preset.${value}`);
      if (typeof value === "boolean") return tr(`explorer.choice.${value}`);
      if (name === "tunnels") return tr(`explorer.choice.${value}`);
      if (name === "penalty") return tr(`choice.${value}`);
      return String(value);
    }
    function choice(label, name, choices, current, onChange, text) {
      const select = (
        /** @type {HTMLSelectElement} */
        make("select", { name, "data-setting": name })
      );
      for (const value of choices) {
        const option = (
          /** @type {HTMLOptionElement} */
          make("option", { value: JSON.stringify(value) }, text ? text(value) : shown(name, value))
        );
        if (JSON.stringify(value) === JSON.stringify(current)) option.selected = true;
        select.append(option);
      }
      select.addEventListener("change", () => onChange(JSON.parse(select.value)));
      const wrap = make("label", {}, `${label} `);
      wrap.append(select);
      return wrap;
    }
    function drawBrush() {
      const info = model.get("info") || /** @type {Info} */
      {};
      const kept = brush.value || "cycle";
      brush.replaceChildren(
        make("option", { value: "cycle" }, info.kill ? tr("explorer.brush.cycle_kill") : tr("explorer.brush.cycle")),
        make("option", { value: "explain" }, tr("explorer.brush.explain")),
        make("option", { value: "layout" }, tr("explorer.brush.layout"))
      );
      for (let seat = 0; seat < (info.players || 0); seat++) brush.append(make("option", { value: `hand ${seat}` }, tr("explorer.brush.hand", { player: seat })));
      if (info.kill) {
        for (let seat = 0; seat < (info.players || 0); seat++) brush.append(make("option", { value: `penalty ${seat}` }, tr("explorer.brush.penalty", { player: seat })));
      }
      brush.append(make("option", { value: "out" }, tr("explorer.brush.out")));
      brush.value = [...brush.options].some((o) => o.value === kept) ? kept : "cycle";
    }
    function drawSettings() {
      const info = model.get("info") || /** @type {Info} */
      {};
      const schema = model.get("schema") || /** @type {Schema} */
      {};
      keepingFocus(rulesPanel, () => {
        rulesBox.replaceChildren(
          choice(tr("form.game"), "preset", schema.presets || [], info.preset, (preset) => send({ type: "rules", preset })),
          choice(tr("form.players"), "players", schema.players || [], info.players, (players) => send({ type: "players", players })),
          choice(tr("explorer.to_move"), "to_move", [...Array(info.players || 0).keys()], info.to_move, (player) => send({ type: "to_move", player }), (p) => tr("explorer.player_option", { player: p }))
        );
        for (const item of schema.flags || []) {
          const current = info.flags?.[item.flag];
          rulesBox.append(choice(item.label, item.flag, item.choices, current, (value) => send({ type: "rules", flags: { [item.flag]: value } })));
        }
      });
      keepingFocus(dealPanel, () => {
        const dealPreset = choice(tr("form.game"), "deal-preset", schema.presets || [], info.preset, () => {
        });
        const dealPlayers = choice(tr("form.players"), "deal-players", schema.players || [], info.players, () => {
        });
        const deal = button({ className: "sw-button", "data-action": "deal" }, tr("deal"));
        deal.addEventListener("click", () => send({
          type: "deal",
          preset: JSON.parse(dealPreset.querySelector("select").value),
          players: JSON.parse(dealPlayers.querySelector("select").value)
        }));
        dealBox.replaceChildren(dealPreset, dealPlayers, deal);
      });
    }
    let announced = null;
    function drawInfo() {
      const info = model.get("info") || /** @type {Info} */
      {};
      status.textContent = `${info.rules_label || info.rules || ""} · ${info.status || ""}`;
      root.setAttribute("data-over", info.result ? "true" : "false");
      const focused = document.activeElement;
      back.disabled = !info.can_back;
      forward.disabled = !info.can_forward;
      if (focused === back && back.disabled && !forward.disabled) forward.focus();
      else if (focused === forward && forward.disabled && !back.disabled) back.focus();
      else if (focused === back && back.disabled || focused === forward && forward.disabled) {
        layoutBox.querySelector("[data-card][tabindex='0']")?.focus();
      }
      lineText.replaceChildren();
      const played = info.line || [];
      const ahead = info.ahead || [];
      if (!played.length && !ahead.length) lineText.textContent = tr("explorer.line_empty");
      else {
        lineText.append(make("span", { className: "sw-played" }, (info.line_text || played).join(" · ")));
        const here = make("span", { className: "sw-here" });
        here.append(make("span", { "aria-hidden": "true" }, " ▮ "), make("span", { className: "sw-visually-hidden" }, ` (${tr("explorer.here")}) `));
        lineText.append(here);
        lineText.append(make("span", { className: "sw-ahead" }, (info.ahead_text || ahead).join(" · ")));
      }
      if (info.announce && info.announce !== announced) {
        announcer.textContent = info.announce;
      }
      announced = info.announce || null;
      drawBrush();
      drawSettings();
    }
    function drawLayout() {
      const state = model.get("layout_cells") || /** @type {LayoutCells} */
      {};
      layout.update(state);
      const owners = state.owners || {};
      for (const node of layoutBox.querySelectorAll("[data-card]")) {
        const owner = owners[
          /** @type {HTMLElement} */
          node.dataset.card
        ];
        setAttr(node, "data-owner", owner === void 0 ? null : String(owner));
        setAttr(node, "data-owner-number", owner === void 0 ? null : String(owner + 1));
        const label = node.getAttribute("aria-label") || "";
        if (owner !== void 0) node.setAttribute("aria-label", tr("card_label", { card: label, state: tr("explorer.held_by", { player: owner }) }));
      }
    }
    function drawHands() {
      keepingFocus(handsPanel, () => {
        for (const node of handsPanel.querySelectorAll(".sw-seat-hand")) node.remove();
        for (const state of model.get("hands") || []) {
          const box = make("div", { className: "sw-seat-hand", "data-seat": state.player, "data-to-move": state.to_move, "data-status": state.status });
          const head = make("div", { className: "sw-seat-head" });
          const values = { name: state.label, status: state.status_text || state.status };
          head.append(make("span", { className: "sw-seat-name" }, state.to_move ? tr("explorer.seat", values) : tr("explorer.seat_waiting", values)));
          if (state.limit !== null && state.limit !== void 0) {
            const passes = Number(state.passes);
            const used = [...Array(Math.max(state.limit, passes) + 1).keys()];
            head.append(choice(tr("explorer.passes_used"), `passes-${state.player}`, used, state.passes, (value) => send({ type: "passes", player: state.player, used: value })));
          } else head.append(make("span", {}, tr("passes_count", { count: state.passes })));
          box.append(head);
          handsPanel.append(box);
          buildHand(box, (move) => send({ type: "play", move, player: state.player }), tr, layout.track).update(state);
          const hand = box.querySelector("[data-role=hand]");
          if (hand) hand.setAttribute("aria-label", tr("explorer.hand_of", { player: state.player }));
        }
      }, () => handsPanel.querySelector("button"));
    }
    function drawMoves() {
      keepingFocus(movesPanel, () => {
        movesList.replaceChildren();
        for (const entry of model.get("moves") || []) {
          const item = make("li", { "data-player": entry.player, "data-to-move": entry.to_move });
          item.append(make("span", { className: "sw-seat-name" }, entry.to_move ? tr("explorer.moves_to_move", { player: entry.player }) : tr("explorer.moves_if_turn", { player: entry.player })));
          if (entry.note) item.append(make("span", { className: "sw-note" }, entry.note));
          for (const move of entry.moves) {
            const words = move.text || move.move;
            const text = move.kills.length ? tr("explorer.move_kills", { move: words, cards: move.kills.join(" ") }) : words;
            if (entry.to_move) {
              const play = button({ className: "sw-option", "data-action": "play-move", "data-move": move.move }, text);
              play.addEventListener("click", () => send({ type: "play", move: move.move }));
              item.append(play);
            } else item.append(make("span", { className: "sw-move", "data-move": move.move }, text));
          }
          movesList.append(item);
        }
      }, () => movesList.querySelector("button") || back);
    }
    const handlers = {
      "change:info": drawInfo,
      "change:layout_cells": drawLayout,
      "change:hands": drawHands,
      "change:moves": drawMoves,
      "change:position_text": () => {
        output.value = model.get("position_text") || "";
      },
      "change:hover": () => layout.showHover(model.get("hover")),
      "change:message": () => {
        message.textContent = model.get("message") || "";
        drawSettings();
      }
    };
    return { handlers };
  }
);
export {
  explorer_default as default
};
