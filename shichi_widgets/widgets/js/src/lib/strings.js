// Labels come from Python in the widget's language (the ``strings`` trait, filled from the
// catalogue by ``front_end_strings(lang)``). The front end writes no words of its own: a key
// missing from the catalogue would show as the key itself, and tests/frontend checks there is none.
// Two conventions of the catalogue (engine/catalogue.py) hold here too, so a label reads the same
// whichever side fills it: a seat placeholder holds a 0-based seat and is shown counted from 1, as
// people count; a count of 1 picks ``key.one`` when the language has that form (Python sends
// ``.one`` labels only for languages that use them).

/** @typedef {Record<string, string | number>} Values */

/**
 * A translator takes a key and optional values: the label ``key`` in the widget's language, its
 * {placeholders} filled from the values.
 * @typedef {(key: string, values?: Values) => string} Translator
 */

/** Placeholders that hold a 0-based seat index (``SEAT_PLACEHOLDERS`` in engine/catalogue.py). */
export const SEAT_PLACEHOLDERS = ["ghost", "holder", "player", "seat", "to_move", "winner", "yurei"];

/**
 * ``text`` with each {name} replaced by ``values[name]`` (a seat counted from 1).
 * @param {string} text
 * @param {Values} [values]
 * @returns {string}
 */
export function fill(text, values) {
  let filled = text;
  for (const [name, value] of Object.entries(values || {})) {
    const shown = SEAT_PLACEHOLDERS.includes(name) && Number.isInteger(value) ? Number(value) + 1 : value;
    filled = filled.split(`{${name}}`).join(String(shown));
  }
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
    const count = values?.n ?? values?.count;
    const one = count === 1 && Object.hasOwn(strings, `${key}.one`) ? `${key}.one` : key;
    return fill(Object.hasOwn(strings, one) ? strings[one] : key, values);
  };
}
