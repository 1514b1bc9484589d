// Labels come from Python in the widget's language (the ``strings`` trait, filled from the
// catalogue by ``front_end_strings(lang)``). The front end writes no words of its own: a key
// missing from the catalogue would show as the key itself, and tests/frontend checks there is none.

/** @typedef {Record<string, string | number>} Values */

/**
 * A translator takes a key and optional values: the label ``key`` in the widget's language, its
 * {placeholders} filled from the values.
 * @typedef {(key: string, values?: Values) => string} Translator
 */

/**
 * ``text`` with each {name} replaced by ``values[name]``.
 * @param {string} text
 * @param {Values} [values]
 * @returns {string}
 */
export function fill(text, values) {
  let filled = text;
  for (const [name, value] of Object.entries(values || {})) filled = filled.split(`{${name}}`).join(String(value));
  return filled;
}

/**
 * The labels of a widget's model, looked up when asked (so a change of language is seen).
 * @param {{ get(key: "strings"): Record<string, string> | undefined }} model
 * @returns {Translator}
 */
export function translator(model) {
  return (key, values) => {
    const strings = model.get("strings") || {};
    return fill(Object.hasOwn(strings, key) ? strings[key] : key, values);
  };
}
