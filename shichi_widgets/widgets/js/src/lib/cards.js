// Cards as the front end names them: the notation Python sends ("10♥", "JK") and the grid's
// order (suits 0-3 as ♠ ♥ ♣ ♦, columns 0-12 as A..K). No rule lives here.

export const SUITS = ["♠", "♥", "♣", "♦"];
export const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
/** CSS classes of the four suits, in the order of ``SUITS``. */
export const SUIT_CLASSES = ["sw-spades", "sw-hearts", "sw-clubs", "sw-diamonds"];

/** Every card's text by suit and column, made once: a redraw looks up 52 of them. */
const TEXTS = SUITS.map((suit) => RANKS.map((rank) => rank + suit));

/**
 * A card's text from its place in the grid.
 * @param {number} suit 0-3
 * @param {number} col 0-12 (A..K)
 * @returns {string}
 */
export function cardText(suit, col) {
  return TEXTS[suit][col];
}

/**
 * A card's text split into its place in the grid (or the joker).
 * @param {string} text such as "10♥" or "JK"
 * @returns {{ joker: true } | { joker: false, suit: number, col: number }}
 */
export function parseCard(text) {
  if (text === "JK") return { joker: true };
  const suit = SUITS.indexOf(text.slice(-1));
  const col = RANKS.indexOf(text.slice(0, -1));
  return { joker: false, suit, col };
}

/**
 * A card's spoken name in the widget's language ("queen of hearts"), from the catalogue.
 * @param {string} text
 * @param {import("./strings.js").Translator} tr
 * @returns {string}
 */
export function cardName(text, tr) {
  return tr(`card.${text}`);
}

/**
 * Whether a row mask (one integer per suit, bit ``col`` set) holds a cell.
 * @param {number[] | undefined} rows
 * @param {number} suit
 * @param {number} col
 * @returns {boolean}
 */
export function has(rows, suit, col) {
  return Boolean(((rows?.[suit] || 0) >> col) & 1);
}
