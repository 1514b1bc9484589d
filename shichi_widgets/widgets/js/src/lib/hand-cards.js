// A hand of cards: the playable ones are buttons that play, the joker shows its plays, penalty
// cards are shown apart. Python says which cards are playable.
import { cardName } from "./cards.js";
import { make } from "./dom.js";
import { fillFace } from "./face.js";
import { keepOneTabStop, roveFocus } from "./focus.js";

/** @typedef {import("../types.js").HandState} HandState */

/**
 * Build a hand into ``root``; ``send(move)`` plays a move text.
 * @param {HTMLElement} root
 * @param {(move: string) => void} send
 * @param {import("./strings.js").Translator} tr
 * @param {(node: HTMLElement, card: string) => void} [track] explains a card while it is pointed at or focused (the layout's ``track``)
 * @returns {{ update(state: HandState | undefined): void }}
 */
export function buildHand(root, send, tr, track) {
  const box = make("div", { className: "sw-hand", "data-role": "hand", role: "group", "aria-label": tr("your_hand") });
  const options = make("div", { className: "sw-joker-options", role: "group", "aria-label": tr("joker_plays") });
  root.append(box, options);
  /** @type {HandState} */
  let state = {};

  function showJokerOptions() {
    options.replaceChildren();
    for (const move of state.joker_plays || []) {
      const words = state.move_texts?.[move] || move; // the move in words; data-move keeps the notation
      const button = make("button", { type: "button", className: "sw-option", "data-action": "joker-play", "data-move": move }, words);
      button.addEventListener("click", () => send(move));
      options.append(button);
    }
    const first = options.querySelector("button");
    if (first) first.focus(); // keyboard users land on the joker's choices
  }

  /** @returns {HTMLElement[]} */
  const cardsNow = () => [.../** @type {NodeListOf<HTMLElement>} */ (box.querySelectorAll("button.sw-card"))];
  roveFocus(box, cardsNow, (card, key) => {
    const list = cardsNow();
    const at = list.indexOf(card);
    if (key === "ArrowLeft" || key === "ArrowUp") return list[at - 1] || null;
    if (key === "ArrowRight" || key === "ArrowDown") return list[at + 1] || null;
    return key === "Home" ? list[0] : list[list.length - 1];
  });

  function update(next) {
    state = next || {};
    const focused = cardsNow().indexOf(/** @type {HTMLElement} */ (document.activeElement));
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
        "aria-label": canPlay ? tr("card_label", { card: cardName(text, tr), state: tr("playable") }) : cardName(text, tr),
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
      // Keep a keyboard user in the hand after a move: the same place, or the nearest card.
      const target = list[Math.min(focused, list.length - 1)];
      for (const card of list) card.tabIndex = card === target ? 0 : -1;
      target.focus();
    }
  }

  return { update };
}
