// Numbered lists (the table's log, the review's rows) draw their numbers as text: a list marker
// sits outside the item, where a narrow padding or a host page's list style cut "39." to "9.".
import { make } from "./dom.js";

/**
 * Fill ``item`` with its number (``n.``) and ``content`` (text or a node); returns ``item``.
 * @param {HTMLElement} item
 * @param {number} n
 * @param {string | Node} content
 * @returns {HTMLElement}
 */
export function numbered(item, n, content) {
  item.append(make("span", { className: "sw-list-number" }, `${n}.`), content);
  return item;
}
