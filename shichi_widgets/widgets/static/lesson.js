// Generated file, do not edit: the lesson widget's front end, bundled by esbuild 0.28.2
// from shichi_widgets/widgets/js/src/lesson.js and the modules it imports. Edit those and run
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
      const button = make("button", { type: "button", className: "sw-option", "data-action": "joker-play", "data-move": move }, words);
      button.addEventListener("click", () => send(move));
      options.append(button);
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

// src/lesson.js
var lesson_default = mount(
  { attrs: { className: "sw-root sw-lesson", "data-role": "lesson" }, lang: true },
  /** @param {Parts} parts */
  ({ model, root, tr, send }) => {
    const head = make("div", { className: "sw-lesson-head" });
    const lessonTitle = make("span", { className: "sw-lesson-title", "data-role": "lesson-title" });
    const progress = make("span", { className: "sw-progress", "data-role": "progress" });
    const course = make("span", { className: "sw-course", "data-role": "course" });
    head.append(course, lessonTitle, progress);
    const title = make("p", { className: "sw-step-title", "data-role": "step-title" });
    const caption = make("div", { className: "sw-caption", "data-role": "caption" });
    const status = make("p", { className: "sw-lesson-status", "data-role": "status" });
    const questionBox = make("div", { className: "sw-question", "data-role": "question" });
    const prompt = make("p", { className: "sw-prompt", "data-role": "prompt" });
    const options = make("div", { className: "sw-options", "data-role": "options", role: "group", "aria-label": tr("lesson.options") });
    questionBox.append(prompt, options);
    const layoutBox = make("div", { className: "sw-layout-box" });
    const handsBox = make("div", { className: "sw-hands", "data-role": "hands" });
    const bar = make("div", { className: "sw-bar sw-lesson-bar", role: "group", "aria-label": tr("lesson.controls") });
    const button = (label, action) => (
      /** @type {HTMLButtonElement} */
      make("button", { type: "button", className: "sw-button", "data-action": action }, label)
    );
    const back = button(tr("lesson.back"), "back");
    const clear = button(tr("lesson.clear"), "clear");
    const check = button(tr("lesson.check"), "check");
    const nothing = button("", "nothing");
    const next = button(tr("lesson.next"), "next");
    bar.append(back, clear, check, nothing, next);
    const doneBox = make("div", { className: "sw-done", "data-role": "done" });
    const doneText = make("p", { className: "sw-done-text" });
    const nextLesson = button("", "next-lesson");
    doneBox.append(doneText, nextLesson);
    const feedback = make("div", { className: "sw-feedback", "data-role": "feedback", role: "status", "aria-live": "polite", "aria-atomic": "true" });
    const message = make("p", { className: "sw-message", role: "alert" });
    const keys = make("p", { className: "sw-keys", "data-role": "keys" }, tr("lesson.keys_help"));
    const announcer = make("p", { className: "sw-visually-hidden", "aria-live": "polite", "data-role": "announce" });
    root.append(head, title, caption, status, questionBox, layoutBox, handsBox, bar, feedback, doneBox, message, keys, announcer);
    back.addEventListener("click", () => send({ type: "back" }));
    next.addEventListener("click", () => send({ type: "next" }));
    check.addEventListener("click", () => send({ type: "check" }));
    clear.addEventListener("click", () => send({ type: "clear" }));
    nothing.addEventListener("click", () => send({ type: "nothing" }));
    nextLesson.addEventListener("click", () => send({ type: "next_lesson" }));
    const question = () => model.get("view")?.question || null;
    const pick = (item) => {
      const q = question();
      if (q && q.picks === "cells") send({ type: "select", item });
    };
    const layout = buildLayout(layoutBox, {
      hover: (card) => send({ type: "hover", card }),
      click: (card) => pick(card)
    }, tr);
    function mark() {
      const view = model.get("view") || /** @type {LessonView} */
      {};
      const q = view.question;
      const pointed = new Set(view.point || []);
      const selected = new Set(model.get("selected") || []);
      const verdict = model.get("feedback") || {};
      const answer = new Set(verdict.answer || []);
      const missed = new Set(verdict.missed || []);
      const extra = new Set(verdict.extra || []);
      const judged = (item) => {
        if (!verdict.verdict) return null;
        if (extra.has(item)) return "wrong";
        if (missed.has(item)) return "missed";
        if (answer.has(item)) return "right";
        return null;
      };
      const picking = Boolean(q && q.picks === "cells");
      for (const node of root.querySelectorAll("[data-card]")) {
        const card = (
          /** @type {HTMLElement} */
          node.dataset.card
        );
        setAttr(node, "data-pointed", pointed.has(card));
        setAttr(node, "data-selected", selected.has(card));
        setAttr(node, "data-answer", picking ? judged(card) : null);
        const cell = node.getAttribute("role") === "gridcell";
        if (picking && node.tagName === "BUTTON") {
          node.setAttribute(cell ? "aria-selected" : "aria-pressed", selected.has(card) ? "true" : "false");
        } else {
          node.removeAttribute("aria-pressed");
          node.removeAttribute("aria-selected");
        }
      }
      for (const node of options.querySelectorAll("[data-option]")) {
        const option = (
          /** @type {HTMLElement} */
          node.dataset.option
        );
        setAttr(node, "data-selected", selected.has(option));
        node.setAttribute("aria-pressed", selected.has(option) ? "true" : "false");
        setAttr(node, "data-answer", judged(option));
      }
    }
    let shownIndex = null;
    function drawView() {
      const view = model.get("view") || /** @type {LessonView} */
      {};
      lessonTitle.textContent = view.lesson || "";
      course.textContent = view.course || "";
      course.hidden = !view.course;
      progress.textContent = view.progress || "";
      title.textContent = view.title || "";
      title.hidden = !view.title;
      caption.innerHTML = view.caption_html || "";
      status.textContent = view.status || "";
      const focused = document.activeElement;
      back.disabled = !(view.index > 0);
      next.disabled = !(view.index < view.count - 1);
      if (focused === next && next.disabled && !back.disabled) back.focus();
      else if (focused === back && back.disabled && !next.disabled) next.focus();
      const q = view.question;
      questionBox.hidden = !q;
      keys.hidden = !(q && q.picks === "cells");
      check.hidden = !q;
      clear.hidden = !q;
      nothing.hidden = !q?.nothing;
      nothing.textContent = q?.nothing ? q.nothing : "";
      prompt.textContent = q ? q.prompt : "";
      doneBox.hidden = !view.done;
      doneText.textContent = view.done || "";
      const following = view.next_lesson || null;
      nextLesson.hidden = !following;
      nextLesson.textContent = following ? following.label : "";
      if (following) nextLesson.dataset.lesson = following.name;
      else delete nextLesson.dataset.lesson;
      keepingFocus(options, () => {
        options.replaceChildren();
        if (q && q.picks === "options") {
          for (const option of q.options) {
            const label = q.labels?.[option] || option;
            const node = make("button", { type: "button", className: "sw-option", "data-option": option }, label);
            node.addEventListener("click", () => send({ type: "select", item: option }));
            options.append(node);
          }
        }
      }, () => options.querySelector("button") || next);
      root.setAttribute("data-kind", q ? q.kind : "none");
      if (shownIndex !== null && shownIndex !== view.index) {
        announcer.textContent = [view.progress, view.title].filter(Boolean).join(": ");
      }
      shownIndex = view.index;
      mark();
    }
    function drawHands() {
      keepingFocus(handsBox, () => {
        handsBox.replaceChildren();
        for (const state of model.get("hands") || []) {
          const box = make("div", { className: "sw-seat-hand", "data-seat": state.player, "data-to-move": state.to_move });
          const label = [state.label, state.status !== "active" ? state.status_text || state.status : "", state.passes].filter(Boolean).join(" · ");
          box.append(make("div", { className: "sw-seat-name" }, label));
          handsBox.append(box);
          buildHand(box, (text) => pick(text), tr).update(state);
          const hand = box.querySelector("[data-role=hand]");
          if (hand && state.hand_label) hand.setAttribute("aria-label", state.hand_label);
        }
      }, () => handsBox.querySelector("button.sw-card") || check);
      mark();
    }
    function drawFeedback() {
      const verdict = model.get("feedback") || {};
      feedback.replaceChildren();
      if (verdict.verdict) {
        feedback.append(make("p", { className: "sw-summary" }, verdict.summary));
        const list = make("ul", { className: "sw-reasons" });
        for (const reason of verdict.reasons || []) list.append(make("li", {}, reason));
        feedback.append(list);
      }
      mark();
    }
    function drawResult() {
      const result = model.get("result");
      if (result) root.setAttribute("data-result", result);
      else root.removeAttribute("data-result");
    }
    const handlers = {
      "change:view": drawView,
      "change:layout_cells": () => {
        layout.update(model.get("layout_cells"));
        mark();
      },
      "change:hands": drawHands,
      "change:selected": mark,
      "change:feedback": drawFeedback,
      "change:result": drawResult,
      "change:hover": () => layout.showHover(model.get("hover")),
      "change:message": () => {
        message.textContent = model.get("message") || "";
      }
    };
    return { handlers };
  }
);
export {
  lesson_default as default
};
