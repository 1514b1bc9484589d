// Keyboard focus: one tab stop per group with arrow keys inside it, and redraws that keep a
// keyboard user's place.

/**
 * Roving focus: one element of a group is in the tab order; arrow keys move focus inside it.
 * @param {HTMLElement} container
 * @param {() => HTMLElement[]} items the group's elements now
 * @param {(current: HTMLElement, key: string) => HTMLElement | null} neighbour the element to move to, or null
 */
export function roveFocus(container, items, neighbour) {
  container.addEventListener("keydown", (event) => {
    if (!["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"].includes(event.key)) return;
    const current = /** @type {HTMLElement} */ (document.activeElement);
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
    if (!items().includes(/** @type {HTMLElement} */ (event.target))) return;
    for (const item of items()) item.tabIndex = item === event.target ? 0 : -1;
  });
}

/**
 * Leave exactly one element of the group in the tab order: the one that was, else ``preferred``,
 * else the first.
 * @param {() => HTMLElement[]} items
 * @param {HTMLElement} [preferred]
 */
export function keepOneTabStop(items, preferred) {
  const list = items();
  if (!list.length) return;
  const current = list.find((item) => item.tabIndex === 0);
  const chosen = current || preferred || list[0];
  for (const item of list) item.tabIndex = item === chosen ? 0 : -1;
}

/**
 * Redraw part of the page without losing a keyboard user's place: when the focused element is
 * replaced, focus goes to its new copy (same setting, card, move, option or button, in the same
 * seat), else to ``fallback()``.
 * @param {HTMLElement} container
 * @param {() => void} redraw
 * @param {() => HTMLElement | null} [fallback]
 */
export function keepingFocus(container, redraw, fallback) {
  const active = /** @type {HTMLElement | null} */ (document.activeElement);
  const inside = Boolean(active && active !== document.body && container.contains(active));
  let selector = null;
  if (inside) {
    const seat = /** @type {HTMLElement | null} */ (active.closest("[data-seat]"));
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
  const again = /** @type {HTMLElement | null} */ ((selector && container.querySelector(selector)) || fallback?.());
  if (again) again.focus();
}
