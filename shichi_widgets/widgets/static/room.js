// Generated file, do not edit: the room widget's front end, bundled by esbuild 0.28.2
// from shichi_widgets/widgets/js/src/room.js and the modules it imports. Edit those and run
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

// src/room.js
var KEY = "shichi-room";
var LEFT = "shichi-room-left";
var RETRY_MS = [500, 1e3, 2e3, 4e3];
function socketAddress(lang) {
  const config = document.getElementById("jupyter-config-data");
  if (!config || !/^https?:$/.test(location.protocol)) return null;
  let base = "/";
  try {
    base = JSON.parse(config.textContent || "{}").baseUrl || "/";
  } catch {
    return null;
  }
  const url = new URL(`${base.replace(/\/?$/, "/")}shichi/rooms/socket`, location.href);
  url.protocol = location.protocol === "https:" ? "wss:" : "ws:";
  url.searchParams.set("lang", lang);
  return url.href;
}
var button = (attrs, text) => (
  /** @type {HTMLButtonElement} */
  make("button", { type: "button", className: "sw-button", ...attrs }, text)
);
var room_default = mount(
  { attrs: { className: "sw-root sw-room", "data-role": "room-tab" }, lang: true },
  /** @param {{ model: any, root: HTMLElement, tr: Translator }} parts */
  ({ model, root, tr }) => {
    const line = make("p", { className: "sw-status", role: "status", "aria-live": "polite", "data-role": "room-status" });
    const problem = make("p", { className: "sw-message", role: "alert", "data-role": "room-error" });
    const lobby = make("div", { className: "sw-room-lobby", "data-role": "room-lobby" });
    const roomBox = make("div", { className: "sw-room-box", "data-role": "room", hidden: true });
    root.append(make("h3", {}, tr("room.title")), line, problem, lobby, roomBox);
    const preset = (
      /** @type {HTMLSelectElement} */
      make("select", { "data-role": "room-preset" })
    );
    for (const name of model.get("presets") || []) preset.append(make("option", { value: name }, tr(`preset.${name}`)));
    const seatsCount = (
      /** @type {HTMLSelectElement} */
      make("select", { "data-role": "room-seats" })
    );
    for (const n of model.get("seat_counts") || []) seatsCount.append(make("option", { value: String(n), selected: n === 4 }, String(n)));
    const turnTime = (
      /** @type {HTMLSelectElement} */
      make("select", { "data-role": "room-turn" })
    );
    for (const n of model.get("turn_choices") || []) turnTime.append(make("option", { value: String(n), selected: n === 60 }, tr("room.seconds", { n })));
    const watch = (
      /** @type {HTMLInputElement} */
      make("input", { type: "checkbox", "data-role": "room-watch" })
    );
    const open = button({ type: "submit", "data-action": "open-room", className: "sw-button sw-primary" }, tr("room.open"));
    const code = (
      /** @type {HTMLInputElement} */
      make("input", { type: "text", "data-role": "join-code", autocomplete: "off", autocapitalize: "characters", spellcheck: "false", maxlength: "12", "aria-label": tr("room.code_label") })
    );
    const join = button({ type: "submit", "data-action": "join-room" }, tr("room.join"));
    const label = (text, control) => {
      const box = make("label", { className: "sw-field" }, `${text} `);
      box.append(control);
      return box;
    };
    const watchLabel = make("label", { className: "sw-field" });
    watchLabel.append(watch, ` ${tr("room.watch")}`);
    const openForm = make("form", { className: "sw-room-form" });
    openForm.append(make("h4", {}, tr("room.open_heading")), label(tr("room.game"), preset), label(tr("room.seats"), seatsCount), label(tr("room.turn_time"), turnTime), watchLabel, open);
    const joinForm = make("form", { className: "sw-room-form" });
    joinForm.append(make("h4", {}, tr("room.join_heading")), label(tr("room.code_label"), code), join);
    lobby.append(make("p", {}, tr("room.intro")), joinForm, openForm);
    openForm.addEventListener("submit", (event) => {
      event.preventDefault();
      request({ type: "open", preset: preset.value, players: Number(seatsCount.value), turn_s: Number(turnTime.value), watch: watch.checked });
    });
    joinForm.addEventListener("submit", (event) => {
      event.preventDefault();
      request({ type: "join", code: code.value });
    });
    const codeLine = make("p", { className: "sw-room-code", "data-role": "room-code" });
    const share = make("p", { className: "sw-room-share" });
    const link = (
      /** @type {HTMLInputElement} */
      make("input", { type: "text", readonly: true, "data-role": "room-link", "aria-label": tr("room.share") })
    );
    const copy = button({ "data-action": "copy-room-link" }, tr("room.copy"));
    share.append(make("span", {}, tr("room.share")), link, copy);
    const seatList = make("ol", { className: "sw-room-seats", "data-role": "seats" });
    const start = button({ "data-action": "start-room", className: "sw-button sw-primary", hidden: true }, tr("room.start"));
    const stand = button({ "data-action": "leave-seat", hidden: true }, tr("room.stand"));
    const again = button({ "data-action": "again-room", className: "sw-button sw-primary", hidden: true }, tr("room.again"));
    const table = make("div", { className: "sw-room-table", "data-room-table": "" });
    const layoutBox = make("div", { className: "sw-layout-box" });
    const handBox = make("div", { className: "sw-hand-box" });
    const pass = button({ "data-action": "pass" }, tr("room.pass"));
    const bar = make("div", { className: "sw-bar" });
    bar.append(pass);
    table.append(layoutBox, handBox, bar);
    const result = make("pre", { className: "sw-result", "data-role": "result" });
    const logBox = make("ol", { className: "sw-log", "data-role": "log", "aria-label": tr("room.log") });
    const leave = button({ "data-action": "leave-room" }, tr("room.leave"));
    const main = make("div", { className: "sw-room-main" });
    const side = make("div", { className: "sw-room-side" });
    main.append(table, result, again);
    side.append(seatList, start, stand, make("h4", {}, tr("room.log")), logBox, leave);
    roomBox.append(codeLine, share, main, side);
    const ask = button({ "data-action": "ask-class", hidden: true }, tr("room.ask"));
    const questionBox = make("section", { className: "sw-class-question", "data-class-question": "", hidden: true });
    const qTitle = make("h4", {});
    const qCaption = make("div", { className: "sw-caption" });
    const qPrompt = make("p", { className: "sw-prompt", "data-role": "prompt" });
    const qOptions = make("div", { className: "sw-options", "data-role": "options", role: "group" });
    const qLayoutBox = make("div", { className: "sw-layout-box sw-question-layout" });
    const qHands = make("ul", { className: "sw-class-hands", "data-role": "hands" });
    const qBar = make("div", { className: "sw-bar", role: "group" });
    const qClear = button({ "data-action": "clear" }, tr("lesson.clear"));
    const qCheck = button({ "data-action": "check", className: "sw-button sw-primary" }, tr("lesson.check"));
    const qNothing = button({ "data-action": "nothing" }, "");
    qBar.append(qClear, qCheck, qNothing);
    const qSent = make("p", { className: "sw-status", "data-role": "answer-sent" });
    const qTally = make("div", { className: "sw-class-tally", "data-role": "tally" });
    const qHost = make("div", { className: "sw-bar" });
    const reveal = button({ "data-action": "reveal-answer", className: "sw-button sw-primary" }, tr("room.reveal"));
    const closeQuestion = button({ "data-action": "close-question" }, tr("room.close_question"));
    qHost.append(reveal, closeQuestion);
    const qFeedback = make("div", { className: "sw-feedback", "data-role": "feedback", role: "status", "aria-live": "polite" });
    questionBox.append(qTitle, qCaption, qPrompt, qOptions, qLayoutBox, qHands, qBar, qSent, qTally, qHost, qFeedback);
    main.insertBefore(questionBox, table);
    side.insertBefore(ask, start);
    let picked = /* @__PURE__ */ new Set();
    let pickedFor = 0;
    const togglePick = (item) => {
      const q = view?.question;
      if (!q || q.revealed) return;
      if (picked.has(item)) picked.delete(item);
      else {
        if (!q.multiple) picked.clear();
        picked.add(item);
      }
      markQuestion();
    };
    const qLayout = buildLayout(qLayoutBox, { click: (card) => view?.question?.picks === "cells" && togglePick(card) }, tr);
    qClear.addEventListener("click", () => {
      picked.clear();
      markQuestion();
    });
    qCheck.addEventListener("click", () => request({ type: "answer", picks: [...picked], question: view?.question?.id }));
    qNothing.addEventListener("click", () => {
      picked.clear();
      request({ type: "answer", picks: [], question: view?.question?.id });
    });
    ask.addEventListener("click", () => {
      const source = model.get("ask_source");
      if (source && Object.keys(source).length) request({ type: "ask", source });
      else problem.textContent = tr("room.nothing_to_ask");
    });
    reveal.addEventListener("click", () => request({ type: "reveal", question: view?.question?.id }));
    closeQuestion.addEventListener("click", () => request({ type: "close" }));
    const layout = buildLayout(layoutBox, {}, tr);
    const hand = buildHand(handBox, (move) => request({ type: "play", move, turn: view?.turn }), tr, layout.track);
    pass.addEventListener("click", () => request({ type: "play", move: "pass", turn: view?.turn }));
    start.addEventListener("click", () => request({ type: "start" }));
    again.addEventListener("click", () => request({ type: "again" }));
    stand.addEventListener("click", () => request({ type: "leave" }));
    copy.addEventListener("click", async () => {
      link.select();
      try {
        await navigator.clipboard.writeText(link.value);
        copy.textContent = tr("room.copied");
      } catch {
        link.focus();
      }
    });
    leave.addEventListener("click", () => {
      if (view) sessionStorage.setItem(LEFT, view.code);
      sessionStorage.removeItem(KEY);
      view = null;
      connection?.close();
      connection = null;
      show();
    });
    let view = null;
    let connection = null;
    let queue = [];
    let tries = 0;
    let closed = false;
    let countdown = 0;
    let timer = 0;
    function connect() {
      const address = socketAddress(model.get("lang"));
      if (!address) {
        line.textContent = tr("room.unavailable");
        root.setAttribute("data-room-state", "unavailable");
        lobby.hidden = true;
        return null;
      }
      const socket = new WebSocket(address);
      root.setAttribute("data-room-state", "connecting");
      socket.addEventListener("open", () => {
        tries = 0;
        root.setAttribute("data-room-state", "ok");
        const code2 = sessionStorage.getItem(KEY);
        if (code2) send(socket, [{ type: "join", code: code2 }, { type: "sit" }]);
        send(socket, queue);
        queue = [];
      });
      socket.addEventListener("message", (event) => receive(JSON.parse(event.data)));
      socket.addEventListener("close", () => {
        if (connection !== socket || closed) return;
        connection = null;
        if (!sessionStorage.getItem(KEY)) return;
        root.setAttribute("data-room-state", "lost");
        line.textContent = tr("room.lost");
        setTimeout(() => {
          if (!closed && !connection) connection = connect();
        }, RETRY_MS[Math.min(tries++, RETRY_MS.length - 1)]);
      });
      return socket;
    }
    function send(socket, messages) {
      for (const message of messages) socket.send(JSON.stringify(message));
    }
    function request(message) {
      problem.textContent = "";
      if (!connection) connection = connect();
      if (!connection) return;
      if (connection.readyState === WebSocket.OPEN) send(connection, [message]);
      else queue.push(message);
    }
    function receive(message) {
      if (message.type === "error") {
        problem.textContent = message.text;
        return;
      }
      if (message.type !== "room") return;
      view = message.room;
      sessionStorage.setItem(KEY, view.code);
      show();
    }
    function tick() {
      if (countdown > 0) countdown -= 1;
      statusLine();
    }
    function statusLine() {
      if (!view) {
        line.textContent = "";
        return;
      }
      const mine = view.hand;
      if (view.status === "waiting") line.textContent = view.host ? tr("room.waiting_you") : view.seat === void 0 ? tr("room.watching") : tr("room.waiting_host");
      else if (view.status === "over") line.textContent = view.host ? tr("room.over_host") : tr("room.over");
      else if (mine?.to_move) {
        const values = { seconds: countdown };
        if (!(mine.playable || []).length && !(mine.joker_plays || []).length) line.textContent = tr("room.your_turn_pass", values);
        else line.textContent = mine.can_pass ? tr("room.your_turn_or_pass", values) : tr("room.your_turn", values);
      } else line.textContent = tr("room.their_turn", { to_move: view.to_move });
    }
    function show() {
      lobby.hidden = Boolean(view);
      roomBox.hidden = !view;
      if (!view) {
        root.removeAttribute("data-room-code");
        statusLine();
        return;
      }
      root.setAttribute("data-room-code", view.code);
      root.setAttribute("data-room-version", String(view.version));
      codeLine.textContent = tr("room.code", { code: view.code });
      const address = new URL(location.href);
      address.search = `?room=${view.code}`;
      address.hash = "";
      link.value = address.href;
      seatList.replaceChildren();
      for (const seat of view.seats) {
        const kinds = { open: tr("room.seat_open"), person: tr("room.seat_person"), bot: tr("room.seat_bot") };
        const kind = seat.you ? tr("room.seat_you") : kinds[seat.kind];
        const bits = [kind];
        if (seat.host) bits.push(tr("room.seat_host"));
        if (seat.name && !seat.you) bits.push(seat.name);
        if (seat.cards !== void 0) bits.push(tr("room.cards", { n: seat.cards }));
        if (seat.passes) bits.push(tr("room.passes", { n: seat.passes }));
        if (seat.stood_in) bits.push(tr("room.seat_stood_in"));
        if (seat.status && seat.status !== "active") bits.push(seat.status_text);
        const item = make("li", { "data-seat": seat.seat, "data-kind": seat.kind, "data-you": Boolean(seat.you), "data-to-move": view.to_move === seat.seat });
        item.append(make("strong", {}, tr("room.seat", { seat: seat.seat })), ` ${bits.join(" · ")}`);
        if (view.status === "waiting" && seat.kind === "open") {
          const sit = button({ "data-action": "take-seat", "data-seat": seat.seat }, tr("room.sit"));
          sit.addEventListener("click", () => request({ type: "sit", seat: seat.seat }));
          item.append(" ", sit);
        }
        seatList.append(item);
      }
      start.hidden = !(view.host && view.status === "waiting");
      again.hidden = !(view.host && view.status === "over");
      stand.hidden = !(view.status === "waiting" && view.seat !== void 0);
      table.hidden = view.status === "waiting";
      setAttr(root, "data-question-open", Boolean(view.question));
      share.hidden = view.status !== "waiting";
      setAttr(root, "data-room-status", view.status);
      setAttr(table, "data-over", view.status === "over");
      if (view.layout) layout.update(view.layout);
      hand.update(view.hand);
      handBox.hidden = !view.hand;
      pass.hidden = !view.hand || view.status === "over";
      pass.disabled = !view.hand?.can_pass;
      result.textContent = view.result || "";
      result.hidden = !view.result;
      logBox.replaceChildren(...(view.log || []).map((text) => make("li", {}, text)));
      logBox.scrollTop = logBox.scrollHeight;
      countdown = view.turn_left_s || 0;
      ask.hidden = !view.host;
      showQuestion();
      statusLine();
    }
    function showQuestion() {
      const q = view?.question;
      questionBox.hidden = !q;
      if (!q) {
        questionBox.removeAttribute("data-tally");
        return;
      }
      if (q.id !== pickedFor) {
        picked = new Set(q.mine || []);
        pickedFor = q.id;
      }
      qTitle.textContent = q.title || "";
      qTitle.hidden = !q.title;
      qCaption.innerHTML = q.caption_html || "";
      qPrompt.textContent = q.prompt;
      qOptions.replaceChildren();
      for (const option of q.options || []) {
        const node = button({ className: "sw-option", "data-option": option.value }, option.label);
        node.addEventListener("click", () => togglePick(option.value));
        qOptions.append(node);
      }
      qOptions.hidden = q.picks !== "options";
      qLayout.update(q.layout);
      qHands.replaceChildren(...(q.hands || []).map((cards, seat) => make("li", {}, `${tr("lesson.player", { player: seat })}: ${cards.join(" ")}`)));
      qHands.hidden = !(q.hands || []).length;
      qBar.hidden = q.revealed || view.host;
      qNothing.hidden = !q.may_be_empty;
      qNothing.textContent = q.may_be_empty ? tr("room.nothing_answer") : "";
      qSent.textContent = q.answered && !q.revealed ? tr("room.answer_sent") : "";
      qHost.hidden = !view.host;
      reveal.hidden = q.revealed;
      if (q.tally) {
        questionBox.setAttribute("data-tally", String(q.tally.n));
        const labels = Object.fromEntries((q.options || []).map((o) => [o.value, o.label]));
        const rows = Object.entries(q.tally.picked || {}).map(([item, n]) => make("li", { "data-item": item, "data-count": n }, `${labels[item] || item}: ${n}`));
        const list = make("ul", {});
        list.append(...rows);
        qTally.replaceChildren(make("p", {}, tr("room.tally", { n: q.tally.n })), list);
      } else {
        questionBox.removeAttribute("data-tally");
        qTally.replaceChildren();
      }
      qFeedback.replaceChildren();
      if (q.revealed) {
        setAttr(questionBox, "data-verdict", q.verdict || "shown");
        if (q.summary) qFeedback.append(make("p", { className: "sw-verdict" }, q.summary));
        const reasons = make("ul", {});
        reasons.append(...(q.reasons || []).map((text) => make("li", {}, text)));
        qFeedback.append(reasons);
      } else questionBox.removeAttribute("data-verdict");
      markQuestion();
    }
    function markQuestion() {
      const q = view?.question;
      if (!q) return;
      const answer = new Set(q.revealed ? q.answer || [] : []);
      const judged = (item) => {
        if (!q.revealed) return null;
        if (answer.has(item)) return picked.has(item) || !q.verdict ? "right" : "missed";
        return picked.has(item) && q.verdict ? "wrong" : null;
      };
      for (const node of qLayoutBox.querySelectorAll("[data-card]")) {
        const card = (
          /** @type {HTMLElement} */
          node.dataset.card || ""
        );
        setAttr(node, "data-selected", q.picks === "cells" && picked.has(card));
        setAttr(node, "data-answer", q.picks === "cells" ? judged(card) : null);
      }
      for (const node of qOptions.querySelectorAll("[data-option]")) {
        const option = (
          /** @type {HTMLElement} */
          node.dataset.option || ""
        );
        setAttr(node, "data-selected", picked.has(option));
        node.setAttribute("aria-pressed", picked.has(option) ? "true" : "false");
        setAttr(node, "data-answer", judged(option));
      }
    }
    const joinNow = model.get("join");
    if (joinNow && joinNow !== sessionStorage.getItem(LEFT)) sessionStorage.setItem(KEY, joinNow);
    if (sessionStorage.getItem(KEY)) connection = connect();
    else if (!socketAddress("en")) connect();
    timer = window.setInterval(tick, 1e3);
    let mounted = false;
    const joinLater = () => {
      const code2 = model.get("join");
      if (mounted && code2 && code2 !== view?.code) {
        sessionStorage.removeItem(LEFT);
        request({ type: "join", code: code2 });
      }
      mounted = true;
    };
    show();
    return {
      handlers: { "change:join": joinLater },
      stop: () => {
        closed = true;
        window.clearInterval(timer);
        connection?.close();
      }
    };
  }
);
export {
  room_default as default
};
