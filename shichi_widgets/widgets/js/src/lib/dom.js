// Building and restyling elements. Text goes in as text, never as HTML.

/**
 * A new element with attributes and text. ``null``, ``undefined`` and ``false`` attributes are
 * left out, ``true`` is written "true"; ``className`` sets the class.
 * @param {string} tag
 * @param {Record<string, unknown>} [attrs]
 * @param {unknown} [text]
 * @returns {HTMLElement}
 */
export function make(tag, attrs, text) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "className") node.className = String(value);
    else node.setAttribute(key, value === true ? "true" : String(value));
  }
  if (text !== undefined && text !== null) node.textContent = String(text); // text, never HTML
  return node;
}

/**
 * Set or remove an attribute, touching the DOM only when the value changes (cheaper restyling).
 * @param {Element} node
 * @param {string} key
 * @param {unknown} value
 */
export function setAttr(node, key, value) {
  if (value === null || value === undefined || value === false) {
    if (node.hasAttribute(key)) node.removeAttribute(key);
    return;
  }
  const text = value === true ? "true" : String(value);
  if (node.getAttribute(key) !== text) node.setAttribute(key, text);
}
