// A card's face: rank and suit in the corner, a large suit in the middle (the CSS shows only the
// corner, centred, when cards are small). The joker is drawn, not an emoji.
import { parseCard, RANKS, SUIT_CLASSES, SUITS } from "./cards.js";
import { make } from "./dom.js";

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

/** @type {Map<string, DocumentFragment>} each card's face, built once and copied after */
const FACES = new Map();

/**
 * The parts of a face, new each call (copied from the one built the first time).
 * @param {string} text
 * @returns {Node}
 */
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

/**
 * Draw the face of ``text`` ("9♣", "JK") into ``node``; an empty text leaves it blank.
 * @param {HTMLElement} node
 * @param {string} [text]
 */
export function fillFace(node, text) {
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
