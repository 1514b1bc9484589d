// GameTable: the whole table in one view. Everything shown comes from Python; clicks and the
// bot pace timer are reported back as messages. No rule is decided here.
import { make } from "./lib/dom.js";
import { fillFace } from "./lib/face.js";
import { buildHand } from "./lib/hand-cards.js";
import { buildLayout } from "./lib/layout-grid.js";
import { numbered } from "./lib/lists.js";
import { mount } from "./lib/mount.js";

/** @typedef {import("./lib/mount.js").Parts<import("./types.js").TableTraits>} Parts */
/** @typedef {import("./types.js").TableInfo} TableInfo */
/** @typedef {import("./types.js").TableTraits["schema"]} Schema */
/** @typedef {import("./types.js").TableTraits["settings"]} Settings */

/** @param {Record<string, unknown>} attrs @param {string} text */
/** How long to wait for the table's answer to a bot step before asking again. */
const STEP_AGAIN_MS = 5000;
/** Unanswered asks after which the page says so: the server or the connection is gone, or this
 * page's widget stopped getting messages (anywidget gives a model 2 s to start; a page that missed
 * it never hears from the table again). A reload brings the game back from the browser's memory. */
const ASKS_BEFORE_NOTICE = 6;
const button = (attrs, text) => /** @type {HTMLButtonElement} */ (make("button", { type: "button", ...attrs }, text));

export default mount({ attrs: { className: "sw-root sw-table", "data-role": "table" } }, /** @param {Parts} parts */ ({ model, root, tr, send }) => {
  const status = make("p", { className: "sw-status", role: "status", "aria-live": "polite" });
  const seats = make("div", { className: "sw-seats", "data-role": "seats" });
  const layoutBox = make("div", { className: "sw-layout-box" });
  const handBox = make("div", { className: "sw-hand-box" });
  const bar = make("div", { className: "sw-bar" });
  const extras = make("div", { className: "sw-bar", "data-role": "extras" });
  const yureiBox = make("div", { className: "sw-bar", "data-role": "yurei" });
  const message = make("p", { className: "sw-message", role: "alert" });
  const hint = make("p", { className: "sw-hint", "data-role": "hint" });
  const hintStatsText = make("p", {});
  const hintStats = make("details", { className: "sw-hint-stats", "data-role": "hint-stats", hidden: true });
  hintStats.append(make("summary", {}, tr("hint_stats")), hintStatsText);
  const history = make("div", { className: "sw-history" });
  const logBox = make("ol", { className: "sw-log", "data-role": "log", "aria-label": tr("what_happened") });
  const result = make("pre", { className: "sw-result", "data-role": "result" });
  const form = make("details", { className: "sw-new" });
  const announcer = make("p", { className: "sw-visually-hidden", "aria-live": "polite", "data-role": "announce" });
  const keys = make("p", { className: "sw-keys" }, tr("keys_help"));
  root.append(status, seats, layoutBox, handBox, bar, yureiBox, extras, message, hint, hintStats, history, logBox, result, keys, announcer, form);
  root.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (["INPUT", "SELECT", "TEXTAREA"].includes(/** @type {HTMLElement} */ (event.target).tagName)) return;
    const key = event.key.toLowerCase();
    if (key === "p" && !pass.disabled) {
      event.preventDefault();
      pass.click();
    } else if (key === "u" && !undo.disabled) {
      event.preventDefault();
      undo.click();
    }
  });

  const layout = buildLayout(layoutBox, {
    hover: (card) => send({ type: "hover", card }),
    click: (card) => {
      const hand = model.get("hand") || {};
      if ((hand.playable || []).includes(card)) send({ type: "play", move: card });
      else if ((hand.yurei_plays || []).includes(`yūrei ${card}`)) send({ type: "play", move: `yūrei ${card}` });
    },
  }, tr, { tokens: true });
  const hand = buildHand(handBox, (move) => send({ type: "play", move }), tr, layout.track);

  const pass = button({ className: "sw-button", "data-action": "pass" }, tr("pass"));
  const undo = button({ className: "sw-button", "data-action": "undo" }, tr("undo"));
  const hintButton = button({ className: "sw-button", "data-action": "hint" }, tr("hint"));
  pass.addEventListener("click", () => send({ type: "play", move: "pass" }));
  undo.addEventListener("click", () => send({ type: "undo" }));
  hintButton.addEventListener("click", () => send({ type: "hint" }));
  bar.append(pass, undo, hintButton);

  const slider = /** @type {HTMLInputElement} */ (make("input", { type: "range", min: 0, max: 0, value: 0, "data-action": "seek", "aria-label": tr("step_through") }));
  const where = make("span", { className: "sw-where" });
  const live = button({ className: "sw-button", "data-action": "live" }, tr("back_to_game"));
  slider.addEventListener("input", () => send({ type: "seek", index: Number(slider.value) }));
  live.addEventListener("click", () => send({ type: "seek", index: model.get("info")?.moves || 0 }));
  history.append(make("span", {}, tr("history")), slider, where, live);
  // Teacher mode: every hand shown at the seats (Python sends them only when asked).
  const revealBox = make("label", { className: "sw-reveal" });
  const reveal = /** @type {HTMLInputElement} */ (make("input", { type: "checkbox", "data-action": "reveal" }));
  revealBox.append(reveal, ` ${tr("table.show_all_hands")}`);
  reveal.addEventListener("change", () => send({ type: "reveal", on: reveal.checked }));
  history.append(revealBox);

  // New game form: preset, players, bots and house rules offered by Python.
  function buildForm() {
    const schema = model.get("schema") || /** @type {Schema} */ ({});
    const settings = model.get("settings") || /** @type {Settings} */ ({});
    form.replaceChildren(make("summary", {}, tr("new_game")));
    const box = make("div", { className: "sw-settings" });
    const shown = (name, choice) => {
      if (choice === null) return tr("form.default");
      if (name === "preset") return tr(`preset.${choice}`);
      if (name === "bots") return tr(`bot_level.${choice}`);
      if (choice === true) return tr("choice.yes");
      if (choice === false) return tr("choice.no");
      // Words have labels; numbers and cards ("7♦", "♠♥♣♦") are shown as they are.
      return /^[a-z]+$/.test(String(choice)) ? tr(`choice.${choice}`) : String(choice);
    };
    const pick = (label, name, choices, current, into) => {
      const select = /** @type {HTMLSelectElement} */ (make("select", { name, "data-setting": name }));
      for (const choice of choices) {
        const option = /** @type {HTMLOptionElement} */ (make("option", { value: JSON.stringify(choice) }, shown(name, choice)));
        if (JSON.stringify(choice) === JSON.stringify(current)) option.selected = true;
        select.append(option);
      }
      const wrap = make("label", {}, `${label} `);
      wrap.append(select);
      (into || box).append(wrap);
      return select;
    };
    const preset = pick(tr("form.game"), "preset", schema.presets || [], settings.preset);
    const players = pick(tr("form.players"), "players", schema.players || [], settings.players);
    const bots = pick(tr("form.bots"), "bots", schema.bots || [], settings.bots);
    const deal = button({ className: "sw-button", "data-action": "new" }, tr("deal"));
    box.append(deal);
    // House rules are folded away: the presets are complete games, the flags are for later.
    const rules = make("details", { className: "sw-rules" });
    rules.append(make("summary", {}, tr("form.house_rules")));
    const rulesBox = make("div", { className: "sw-settings" });
    rules.append(rulesBox);
    const flags = (schema.flags || []).map((item) => ({
      flag: item.flag,
      select: pick(tr(`rule.${item.flag}`), item.flag, [null, ...item.choices], null, rulesBox),
    }));
    deal.addEventListener("click", () => {
      const chosen = {};
      for (const { flag, select } of flags) {
        const value = JSON.parse(select.value);
        if (value !== null) chosen[flag] = value;
      }
      send({ type: "new", preset: JSON.parse(preset.value), players: JSON.parse(players.value), bots: JSON.parse(bots.value), flags: chosen });
    });
    form.append(box);
    if (flags.length) form.append(rules);
  }

  function drawSeats() {
    seats.replaceChildren();
    const fixed = model.get("seat_info") || [];
    for (const seat of model.get("seats") || []) {
      const { name = "", limit = null } = fixed[seat.seat] || {};
      const box = make("div", { className: "sw-seat", "data-seat": seat.seat, "data-status": seat.status, "data-to-move": seat.to_move });
      const tokens = limit === null
        ? tr("passes_count", { count: seat.passes })
        : "●".repeat(Math.max(0, limit - seat.passes)) + "○".repeat(Math.min(seat.passes, limit));
      const count = tr("card_count", { count: seat.cards });
      const used = limit === null
        ? tr("passes_used", { count: seat.passes })
        : tr("passes_used_of", { used: seat.passes, limit });
      // A seat box: the whole name on wide screens; on a phone and with large cards the seats
      // are compact, one row of four, with a short name ("You", "P2") and the status only when
      // it is not "active" (CSS picks which of the two names and lines shows).
      const nameBox = make("div", { className: "sw-seat-name" });
      const short = fixed[seat.seat]?.human ? tr("you_seat") : tr("table.seat_short", { player: seat.seat });
      nameBox.append(make("span", { className: "sw-seat-long" }, name), make("span", { className: "sw-seat-short", title: name }, short));
      const line = make("div", { className: "sw-seat-line" });
      line.append(make("span", { className: "sw-seat-count" }, count), make("span", { className: "sw-seat-state" }, ` · ${seat.status_text || seat.status}`));
      box.append(nameBox, line, make("div", { className: "sw-tokens", "aria-label": used }, tokens));
      if (seat.score) box.append(make("div", { className: "sw-score" }, seat.score));
      const exposed = seat.exposed || [];
      if (exposed.length) box.append(make("div", { className: "sw-exposed" }, tr("exposed", { cards: exposed.join(" ") })));
      const cards = (model.get("all_hands") || [])[seat.seat];
      if (cards) {
        // Teacher mode: the hand as small card faces; the words stay for a screen reader.
        const shown = make("div", { className: "sw-seat-cards", "data-role": "seat-hand" });
        shown.append(make("span", { className: "sw-visually-hidden" }, tr("table.all_hands", { cards: cards.join(" ") || "—" })));
        for (const text of cards) {
          const face = make("span", { className: "sw-card sw-mini", "data-card": text, "data-state": text === "JK" ? "joker" : "placed", "aria-hidden": "true" });
          fillFace(face, text);
          shown.append(face);
        }
        box.append(shown);
      }
      seats.append(box);
    }
  }

  let timer = null;
  function drawInfo() {
    const info = model.get("info") || /** @type {TableInfo} */ ({});
    status.textContent = info.status || "";
    if (info.announce) announcer.textContent = info.announce;
    root.setAttribute("data-over", info.over ? "true" : "false");
    setDisabled(undo, !info.can_undo);
    setDisabled(hintButton, !info.can_hint);
    hint.textContent = info.hint || "";
    hintStatsText.textContent = info.hint_stats || ""; // the expert's figures, on demand
    hintStats.hidden = !info.hint_stats;
    result.textContent = info.result || "";
    slider.max = String(info.moves || 0);
    slider.value = String(info.viewing >= 0 ? info.viewing : info.moves || 0);
    where.textContent = info.viewing >= 0 ? tr("move_of", { i: info.viewing, n: info.moves }) : tr("moves", { n: info.moves });
    live.hidden = !(info.viewing >= 0);
    reveal.checked = Boolean(info.reveal);
    drawLog();
    extras.replaceChildren();
    for (const seat of info.talk || []) {
      const talk = button({ className: "sw-option", "data-action": "talk", "data-player": seat }, tr("talk_to_ghost", { player: seat }));
      talk.addEventListener("click", () => send({ type: "talk", player: seat }));
      extras.append(talk);
    }
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    root.removeAttribute("data-no-answer");
    if (message.textContent === tr("no_answer")) message.textContent = model.get("message") || "";
    if (info.pending) {
      const seq = info.pending;
      // Asked again while no new state comes: a message lost on a reconnecting page must not
      // leave the bots waiting. The table ignores a step it has done, and answers a repeated
      // one by sending its state again. Long unanswered, the page says what to do.
      let asks = 0;
      const ask = (again) => {
        send(again ? { type: "step", seq, again: true } : { type: "step", seq });
        asks += 1;
        if (asks === ASKS_BEFORE_NOTICE) {
          root.setAttribute("data-no-answer", "true");
          message.textContent = tr("no_answer");
        }
        timer = setTimeout(() => ask(true), STEP_AGAIN_MS);
      };
      timer = setTimeout(() => ask(false), info.pace_ms || 0);
    }
  }

  // A button turned off under the keyboard (Pass, once passed) hands focus to the hand's card
  // in the tab order, else the history slider: focus never falls to the page.
  const setDisabled = (control, off) => {
    const focused = document.activeElement === control;
    control.disabled = off;
    if (focused && off) {
      const card = /** @type {HTMLElement | null} */ (handBox.querySelector("button.sw-card[tabindex='0']"));
      (card || slider).focus();
    }
  };

  function drawHand() {
    const state = model.get("hand") || {};
    hand.update(state);
    setDisabled(pass, !state.can_pass);
    yureiBox.replaceChildren();
    for (const move of state.yurei_plays || []) {
      const option = button({ className: "sw-option", "data-action": "yurei-play", "data-move": move }, state.move_texts?.[move] || move);
      option.addEventListener("click", () => send({ type: "play", move }));
      yureiBox.append(option);
    }
  }

  // The whole log, scrolling; on the history slider the lines of the move shown are highlighted.
  function drawLog() {
    const entries = (model.get("log_sent") || []).concat(model.get("log_recent") || []);
    const marks = entries.map((entry) => entry[0]);
    const viewing = model.get("info")?.viewing;
    logBox.replaceChildren(...entries.map((entry) => entry[1]).map((line, i) => numbered(make("li", {
      "data-moves": marks[i], "data-current": viewing >= 0 && marks[i] === viewing ? "true" : null,
      "aria-current": viewing >= 0 && marks[i] === viewing ? "step" : null,
      style: viewing >= 0 && marks[i] === viewing ? "font-weight: bold; outline: 2px solid var(--sw-focus, #1a73e8)" : null,
    }), i + 1, line)));
    const current = /** @type {HTMLElement | null} */ (logBox.querySelector("[data-current='true']"));
    if (current) logBox.scrollTop = Math.max(0, current.offsetTop - logBox.offsetTop - logBox.clientHeight / 2);
    else if (!(viewing >= 0)) logBox.scrollTop = logBox.scrollHeight;
  }

  const handlers = {
    "change:layout_cells": () => layout.update(model.get("layout_cells")),
    "change:hover": () => layout.showHover(model.get("hover")),
    "change:hand": drawHand,
    "change:seats": drawSeats,
    "change:seat_info": drawSeats,
    "change:all_hands": drawSeats,
    "change:log_sent": drawLog,
    "change:info": drawInfo,
    "change:log_recent": drawLog,
    "change:message": () => {
      message.textContent = model.get("message") || "";
    },
    "change:settings": buildForm,
  };
  const stop = () => {
    if (timer) clearTimeout(timer);
  };
  return { handlers, stop };
});
