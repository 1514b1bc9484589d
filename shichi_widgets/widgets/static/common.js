// shichi_widgets: shared drawing code for every view. No rules live here: the Python side
// sends what is placed, open, killed and legal; this file only draws it and reports clicks.
// It has no imports or exports: each widget's module is this file followed by its own.

const SUITS = ["♠", "♥", "♣", "♦"];
const SUIT_NAMES = ["spades", "hearts", "clubs", "diamonds"];
const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
const RANK_NAMES = ["ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king"];

// Labels come from Python in the widget's language (the ``strings`` trait); English is the
// fallback written here. ``tr(key, english, values)`` fills {placeholders}.
function fill(text, values) {
  for (const [name, value] of Object.entries(values || {})) text = text.split(`{${name}}`).join(String(value));
  return text;
}

function ENGLISH(key, english, values) {
  return fill(english === undefined ? key : english, values);
}

function translator(model) {
  return (key, english, values) => {
    const strings = model.get("strings") || {};
    const known = Object.prototype.hasOwnProperty.call(strings, key) ? strings[key] : undefined;
    return fill(known === undefined ? (english === undefined ? key : english) : known, values);
  };
}

function cardText(suit, col) {
  return RANKS[col] + SUITS[suit];
}

function parseCard(text) {
  if (text === "JK") return { joker: true };
  const suit = SUITS.indexOf(text.slice(-1));
  const col = RANKS.indexOf(text.slice(0, -1));
  return { joker: false, suit, col };
}

function cardName(text, tr) {
  const card = parseCard(text);
  const english = card.joker ? "joker" : `${RANK_NAMES[card.col]} of ${SUIT_NAMES[card.suit]}`;
  return (tr || ENGLISH)(`card.${text}`, english);
}

function has(rows, suit, col) {
  return Boolean(((rows && rows[suit]) || 0) >> col & 1);
}

function make(tag, attrs, text) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "className") node.className = value;
    else node.setAttribute(key, value === true ? "true" : String(value));
  }
  if (text !== undefined && text !== null) node.textContent = String(text); // text, never HTML
  return node;
}

// Set or remove an attribute, touching the DOM only when the value changes (cheaper restyling).
function setAttr(node, key, value) {
  if (value === null || value === undefined || value === false) {
    if (node.hasAttribute(key)) node.removeAttribute(key);
    return;
  }
  const text = value === true ? "true" : String(value);
  if (node.getAttribute(key) !== text) node.setAttribute(key, text);
}

// A card's face: rank and suit in the corner, a large suit in the middle (the CSS shows only the
// corner, centred, when cards are small). The joker is drawn, not an emoji.
const SUIT_CLASSES = ["sw-spades", "sw-hearts", "sw-clubs", "sw-diamonds"];
const JOKER_ART = (() => {
  const holder = document.createElement("template");
  // A jester's cap with three bells: a fixed drawing, no data goes into this markup.
  holder.innerHTML = '<svg class="sw-joker-art" viewBox="0 0 24 24" aria-hidden="true" focusable="false">'
    + '<path class="sw-joker-a" d="M3 18 L5.5 6.5 L9.5 13.5 L12 18 Z"/>'
    + '<path class="sw-joker-b" d="M9.5 13.5 L12 3.5 L14.5 13.5 L12 18 Z"/>'
    + '<path class="sw-joker-a" d="M14.5 13.5 L18.5 6.5 L21 18 L12 18 Z"/>'
    + '<rect class="sw-joker-b" x="3" y="17.5" width="18" height="3.2" rx="1"/>'
    + '<circle class="sw-joker-bell" cx="5.5" cy="5.6" r="1.9"/><circle class="sw-joker-bell" cx="12" cy="2.6" r="1.9"/>'
    + '<circle class="sw-joker-bell" cx="18.5" cy="5.6" r="1.9"/></svg>';
  return holder.content.firstChild;
})();

function fillFace(node, text) {
  node.replaceChildren();
  if (!text) return;
  const card = parseCard(text);
  const corner = make("span", { className: "sw-corner" });
  if (card.joker) {
    corner.append(make("span", { className: "sw-rank" }, "JK"));
    node.append(corner, JOKER_ART.cloneNode(true));
    return;
  }
  node.classList.toggle("sw-red", card.suit === 1 || card.suit === 3);
  node.classList.add(SUIT_CLASSES[card.suit]);
  corner.append(make("span", { className: "sw-rank" }, RANKS[card.col]), make("span", { className: "sw-suit" }, SUITS[card.suit]));
  node.append(corner, make("span", { className: "sw-pip", "aria-hidden": "true" }, SUITS[card.suit]));
}

// Options of look shared by every widget: the four-colour deck and the large (projector) mode,
// as attributes on the widget's root that the stylesheet reads. Returns a function that stops it.
function watchLook(model, root) {
  const apply = () => {
    root.setAttribute("data-deck", model.get("four_colour") ? "four" : "two");
    setAttr(root, "data-large", Boolean(model.get("large")));
  };
  apply();
  model.on("change:four_colour", apply);
  model.on("change:large", apply);
  return () => { model.off("change:four_colour", apply); model.off("change:large", apply); };
}

// The key to the layout's marks, drawn with the same styles as the cells, words from Python.
function buildLegend(tr, options) {
  const legend = make("details", { className: "sw-legend", "data-role": "legend" });
  if (options.legendOpen) legend.open = true;
  legend.append(make("summary", {}, tr("legend.title", "What the marks mean")));
  const list = make("ul", { className: "sw-legend-list" });
  const sample = (attrs, mark, face) => {
    const cell = make("span", { className: "sw-cell sw-sample", "aria-hidden": "true", ...attrs });
    if (face) fillFace(cell, face);
    else if (mark) cell.append(make("span", { className: "sw-mark" }, mark));
    return cell;
  };
  const entries = [
    ["open", sample({ "data-state": "empty", "data-playable": "true" }, "●"), tr("legend.open", "open: a card may be played here")],
    ["empty", sample({ "data-state": "empty" }), tr("legend.empty", "empty: not playable yet")],
    ["placed", sample({ "data-state": "placed" }, null, "7♥"), tr("legend.placed", "a card in the layout")],
    ["fresh", sample({ "data-state": "placed", "data-fresh": "true" }, null, "8♠"), tr("legend.fresh", "just played (gold ring, corner mark)")],
    ["joker", sample({ "data-state": "joker" }, null, "JK"), tr("legend.joker", "a joker standing in for the card")],
    ["killed", sample({ "data-state": "killed" }, "✕"), tr("legend.killed", "dead (killed): can never be filled")],
    ["kill-preview", sample({ "data-state": "empty", "data-preview": "kill" }), tr("legend.kill_preview", "red frame: this play would kill it")],
    ["exposed", sample({ "data-state": "empty", "data-exposed": "true" }, null, "5♣"), tr("legend.exposed", "dotted: a yūrei's card, shown")],
    ["tunnel", make("span", { className: "sw-wrap", "aria-hidden": "true" }, "⟲"), tr("legend.tunnel", "K and A are neighbours (tunnel)")],
    ["tokens", make("span", { className: "sw-tokens", "aria-hidden": "true" }, "●●○"), tr("legend.tokens", "pass tokens: ● left, ○ used")],
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

// Roving focus: one element of a group is in the tab order; arrow keys move focus inside it.
// ``neighbour(current, key)`` returns the element to move to, or null.
function roveFocus(container, items, neighbour) {
  container.addEventListener("keydown", (event) => {
    if (!["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"].includes(event.key)) return;
    const current = document.activeElement;
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
    if (!items().includes(event.target)) return;
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

// Redraw part of the page without losing a keyboard user's place: when the focused element is
// replaced, focus goes to its new copy (same setting, card, move, option or button, in the same
// seat), else to ``fallback()``.
function keepingFocus(container, redraw, fallback) {
  const active = document.activeElement;
  const inside = Boolean(active && active !== document.body && container.contains(active));
  let selector = null;
  if (inside) {
    const seat = active.closest("[data-seat]");
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
  const again = (selector && container.querySelector(selector)) || (fallback && fallback());
  if (again) again.focus();
}

// The layout grid on its table surface, with the key to its marks beside it.
// Returns { update(state), showHover(info) }. ``options``: { tokens, legendOpen } for the legend.
function buildLayout(root, handlers, tr, options) {
  tr = tr || ENGLISH;
  options = options || {};
  const frame = make("div", { className: "sw-frame" });
  const box = make("div", { className: "sw-layout", "data-role": "layout", role: "grid", "aria-label": tr("layout", "Layout") });
  const legend = buildLegend(tr, options);
  const info = make("p", { className: "sw-explain", "aria-live": "polite" });
  frame.append(box, legend);
  root.append(frame, info);
  let shown = null; // the cells placed and killed at the last update, to mark what just changed
  let cells = {};
  let builtRows = null;
  let tunnels = null;

  function build(state) {
    box.replaceChildren();
    cells = {};
    const head = make("div", { className: "sw-row sw-head", role: "row" });
    const corner = make("span", { className: "sw-label", role: "columnheader" });
    corner.append(make("span", { className: "sw-visually-hidden" }, tr("suit", "Suit")));
    head.append(corner);
    RANKS.forEach((rank, col) => {
      head.append(make("span", { className: col === 6 ? "sw-colhead sw-seven" : "sw-colhead", role: "columnheader" }, rank));
    });
    if (state.tunnels) head.append(make("span", { className: "sw-wrap", "aria-hidden": "true" }, ""));
    box.append(head);
    for (const suit of state.rows) {
      const row = make("div", { className: "sw-row", role: "row" });
      const label = make("span", { className: "sw-label", role: "rowheader", "aria-label": tr(`suitname.${suit}`, SUIT_NAMES[suit]) }, SUITS[suit]);
      label.classList.toggle("sw-red", suit === 1 || suit === 3);
      label.classList.add(SUIT_CLASSES[suit]);
      row.append(label);
      for (let col = 0; col < 13; col++) {
        const text = cardText(suit, col);
        const cell = make("button", { className: col === 6 ? "sw-cell sw-seven" : "sw-cell", type: "button", "data-card": text, role: "gridcell" });
        cell.addEventListener("mouseenter", () => handlers.hover && handlers.hover(text));
        cell.addEventListener("focus", () => handlers.hover && handlers.hover(text));
        cell.addEventListener("click", () => handlers.click && handlers.click(text, cell));
        cells[text] = cell;
        row.append(cell);
      }
      if (state.tunnels) row.append(make("span", { className: "sw-wrap", title: tr("tunnel_neighbours", "K and A are neighbours through the tunnel"), "aria-hidden": "true" }, "⟲"));
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
  let order = [];
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
    if (!state || !state.rows) return;
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
          kind === "placed" ? tr("in_layout", "in the layout") : kind === "joker" ? tr("joker_in_cell", "joker in the cell")
            : kind === "killed" ? tr("killed", "killed") : tr("empty", "empty"),
        ];
        if (playable) states.push(tr("playable", "playable"));
        if (exposed) states.push(tr("exposed_by_yurei", "exposed by a yūrei"));
        if (marks.placed.has(text)) states.push(tr("just_played", "just played"));
        cell.setAttribute("aria-label", tr("card_label", "{card}, {state}", { card: cardName(text, tr), state: states.join(", ") }));
        // The face is rebuilt only when it changes: a move redraws two or three cells, not 52.
        const face = kind === "placed" || exposed ? "card" : kind === "joker" ? "joker" : kind === "killed" ? "killed" : playable ? "open" : "empty";
        if (cell.dataset.face === face) continue;
        cell.dataset.face = face;
        if (face === "card") fillFace(cell, text);
        else if (face === "joker") fillFace(cell, "JK");
        else if (face === "killed") { cell.replaceChildren(make("span", { className: "sw-mark", "aria-hidden": "true" }, "✕")); }
        else if (face === "open") { cell.replaceChildren(make("span", { className: "sw-mark", "aria-hidden": "true" }, "●")); }
        else cell.replaceChildren();
      }
    }
  }

  // Cells placed or killed since the last update are "just played" / "just killed" (drawn with a
  // ring and a short animation). A new deal or a step back marks nothing; a pass keeps the marks.
  let fresh = { placed: new Set(), killed: new Set() };
  function freshMarks(state) {
    const now = { placed: new Set(), killed: new Set() };
    for (const suit of state.rows) {
      for (let col = 0; col < 13; col++) {
        const text = cardText(suit, col);
        if (has(state.placed, suit, col) || has(state.jokers, suit, col)) now.placed.add(text);
        if (has(state.killed, suit, col) || has(state.dead, suit, col)) now.killed.add(text);
      }
    }
    const before = shown;
    shown = now;
    if (!before) return (fresh = { placed: new Set(), killed: new Set() });
    const added = (key) => [...now[key]].filter((text) => !before[key].has(text));
    const removed = [...before.placed].some((text) => !now.placed.has(text));
    const placed = added("placed");
    const killed = added("killed");
    if (removed || placed.length > 4) return (fresh = { placed: new Set(), killed: new Set() });
    if (!placed.length && !killed.length) return fresh;
    return (fresh = { placed: new Set(placed), killed: new Set(killed) });
  }

  function showHover(hover) {
    for (const cell of Object.values(cells)) setAttr(cell, "data-preview", null);
    if (!hover || !hover.card) { info.textContent = ""; return; }
    info.textContent = hover.text || "";
    const cell = cells[hover.card];
    if (cell) cell.title = hover.text || "";
    for (const killed of hover.kills || []) {
      if (cells[killed]) setAttr(cells[killed], "data-preview", "kill");
    }
    if ((hover.kills || []).length) info.textContent += " " + tr("playing_kills", "Playing it kills {cards}.", { cards: hover.kills.join(" ") });
  }

  return { update, showHover, cells: () => cells };
}

// A hand of cards. Returns { update(state) }. ``send(move)`` plays a move text.
function buildHand(root, send, tr) {
  tr = tr || ENGLISH;
  const box = make("div", { className: "sw-hand", "data-role": "hand", role: "group", "aria-label": tr("your_hand", "Your hand") });
  const options = make("div", { className: "sw-joker-options", role: "group", "aria-label": tr("joker_plays", "Joker plays") });
  root.append(box, options);
  let state = null;

  function showJokerOptions() {
    options.replaceChildren();
    for (const move of state.joker_plays || []) {
      const words = (state.move_texts || {})[move] || move; // the move in words; data-move keeps the notation
      const button = make("button", { type: "button", className: "sw-option", "data-action": "joker-play", "data-move": move }, words);
      button.addEventListener("click", () => send(move));
      options.append(button);
    }
    const first = options.querySelector("button");
    if (first) first.focus(); // keyboard users land on the joker's choices
  }

  const cardsNow = () => [...box.querySelectorAll("button.sw-card")];
  roveFocus(box, cardsNow, (card, key) => {
    const list = cardsNow();
    const at = list.indexOf(card);
    if (key === "ArrowLeft" || key === "ArrowUp") return list[at - 1] || null;
    if (key === "ArrowRight" || key === "ArrowDown") return list[at + 1] || null;
    return key === "Home" ? list[0] : list[list.length - 1];
  });

  function update(next) {
    state = next || {};
    const focused = cardsNow().indexOf(document.activeElement);
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
        "aria-label": canPlay ? tr("card_label", "{card}, {state}", { card: cardName(text, tr), state: tr("playable", "playable") }) : cardName(text, tr),
      });
      fillFace(card, text);
      card.addEventListener("click", () => {
        if (joker) showJokerOptions();
        else send(text);
      });
      box.append(card);
    }
    for (const text of state.penalties || []) {
      const card = make("span", { className: "sw-card sw-penalty", "data-card": text, "data-state": "killed", "aria-label": tr("card_label", "{card}, {state}", { card: cardName(text, tr), state: tr("penalty_card", "penalty card") }) });
      fillFace(card, text);
      box.append(card);
    }
    if (!(state.cards || []).length && !(state.penalties || []).length) box.append(make("span", { className: "sw-empty-hand" }, tr("no_cards", "no cards")));
    const list = cardsNow();
    keepOneTabStop(cardsNow, list.find((c) => c.dataset.playable === "true"));
    if (focused >= 0 && list.length) {
      // Keep a keyboard user in the hand after a move: the same place, or the nearest card.
      const target = list[Math.min(focused, list.length - 1)];
      for (const card of list) card.tabIndex = card === target ? 0 : -1;
      target.focus();
    }
  }

  return { update };
}

// A widget whose language can change in place: when Python sends new labels (``strings``, after
// a change of ``lang``) the view is drawn again from the model, which keeps all the state.
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
    },
  };
}
