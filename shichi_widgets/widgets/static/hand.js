// Generated file, do not edit: the hand widget's front end, bundled by esbuild 0.28.2
// from shichi_widgets/widgets/js/src/hand.js and the modules it imports. Edit those and run
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

// src/hand.js
var hand_default = mount(
  { attrs: { className: "sw-root sw-hand-view" } },
  /** @param {Parts} parts */
  ({ model, root, tr }) => {
    const send = (move) => model.send({ type: "play", move });
    const hand = buildHand(root, send, tr);
    const bar = make("div", { className: "sw-bar" });
    const pass = (
      /** @type {HTMLButtonElement} */
      make("button", { type: "button", className: "sw-button", "data-action": "pass" }, tr("pass"))
    );
    pass.addEventListener("click", () => send("pass"));
    const extras = make("span", { className: "sw-extras" });
    bar.append(pass, extras);
    const message = make("p", { className: "sw-message", role: "status" });
    root.append(bar, message);
    const draw = () => {
      const state = model.get("state") || {};
      hand.update(state);
      pass.disabled = !state.can_pass;
      extras.replaceChildren();
      for (const move of state.yurei_plays || []) {
        const button = make("button", { type: "button", className: "sw-option", "data-action": "yurei-play", "data-move": move }, move);
        button.addEventListener("click", () => send(move));
        extras.append(button);
      }
    };
    const drawMessage = () => {
      message.textContent = model.get("message") || "";
    };
    return { handlers: { "change:state": draw, "change:message": drawMessage } };
  }
);
export {
  hand_default as default
};
