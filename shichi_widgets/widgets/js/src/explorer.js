// PositionExplorer: edit a position by clicking cells, see every player's legal moves, step through
// a line, copy and paste position text. Python checks every edit with the engine; nothing is
// decided here. Every label comes from the message catalogue in the widget's language (``tr``).
import { make, setAttr } from "./lib/dom.js";
import { keepingFocus } from "./lib/focus.js";
import { buildHand } from "./lib/hand-cards.js";
import { buildLayout } from "./lib/layout-grid.js";
import { mount } from "./lib/mount.js";

/** @typedef {import("./lib/mount.js").Parts<import("./types.js").ExplorerTraits>} Parts */
/** @typedef {import("./types.js").ExplorerTraits["info"]} Info */
/** @typedef {import("./types.js").ExplorerTraits["schema"]} Schema */
/** @typedef {import("./types.js").LayoutCells} LayoutCells */

/** @param {Record<string, unknown>} attrs @param {string} [text] */
const button = (attrs, text) => /** @type {HTMLButtonElement} */ (make("button", { type: "button", ...attrs }, text));

export default mount({ attrs: { className: "sw-root sw-explorer", "data-role": "explorer" }, lang: true }, /** @param {Parts} parts */ ({ model, root, tr, send }) => {
  const section = (role, heading) => {
    const box = make("section", { className: `sw-panel sw-${role}`, "data-role": role, "aria-label": heading });
    box.append(make("p", { className: "sw-panel-title" }, heading));
    return box;
  };

  const status = make("p", { className: "sw-status", role: "status", "data-role": "status" });
  const tools = make("div", { className: "sw-bar sw-tools" });
  const brushLabel = make("label", {}, `${tr("explorer.brush_label")} `);
  const brush = /** @type {HTMLSelectElement} */ (make("select", { "data-setting": "brush", "aria-label": tr("explorer.brush") }));
  brushLabel.append(brush);
  tools.append(brushLabel);
  const keys = make("p", { className: "sw-keys", "data-role": "keys" }, tr("explorer.keys_help"));
  const layoutBox = make("div", { className: "sw-layout-box" });
  const message = make("p", { className: "sw-message", role: "alert" });
  // What an edit, a move, Back or Forward did: a polite live region, read out without moving focus.
  const announcer = make("p", { className: "sw-visually-hidden", "aria-live": "polite", "data-role": "announce" });
  const handsPanel = section("hands", tr("explorer.hands"));
  const movesPanel = section("moves", tr("explorer.moves"));
  const movesList = make("ul", { className: "sw-move-list" });
  movesPanel.append(movesList);
  const linePanel = section("line", tr("explorer.line"));
  const arrowButton = (action, label, arrow, after) => {
    const node = button({ className: "sw-button", "data-action": action });
    const mark = make("span", { "aria-hidden": "true" }, arrow);
    if (after) node.append(label, " ", mark);
    else node.append(mark, " ", label);
    return node;
  };
  const back = arrowButton("back", tr("explorer.back"), "◀", false);
  const forward = arrowButton("forward", tr("explorer.forward"), "▶", true);
  const lineText = make("span", { className: "sw-line-text", "data-role": "line-text" });
  const lineBar = make("div", { className: "sw-bar" });
  lineBar.append(back, forward, lineText);
  linePanel.append(lineBar);
  const rulesPanel = section("rules", tr("explorer.rules"));
  const rulesBox = make("div", { className: "sw-settings" });
  rulesPanel.append(rulesBox);
  const dealPanel = section("deal", tr("explorer.new_deal"));
  const dealBox = make("div", { className: "sw-settings" });
  dealPanel.append(dealBox);
  const textPanel = section("text", tr("explorer.text"));
  const output = /** @type {HTMLTextAreaElement} */ (make("textarea", { readonly: true, rows: 8, "data-role": "position-text", "aria-label": tr("explorer.output"), spellcheck: "false" }));
  const copyText = tr("explorer.copy_short");
  const copy = button({ className: "sw-button", "data-action": "copy" }, copyText);
  const paste = /** @type {HTMLTextAreaElement} */ (make("textarea", { rows: 6, "data-role": "paste", "aria-label": tr("explorer.paste_here"), placeholder: tr("explorer.paste_placeholder"), spellcheck: "false" }));
  const load = button({ className: "sw-button", "data-action": "load" }, tr("explorer.load"));
  const copyBox = make("div", { className: "sw-text-box" });
  copyBox.append(output, copy);
  const pasteBox = make("div", { className: "sw-text-box" });
  pasteBox.append(paste, load);
  textPanel.append(copyBox, pasteBox);
  const side = make("div", { className: "sw-explorer-side" });
  side.append(movesPanel, linePanel, rulesPanel, dealPanel, textPanel);
  const main = make("div", { className: "sw-explorer-main" });
  main.append(status, tools, keys, layoutBox, message, announcer, handsPanel);
  const columns = make("div", { className: "sw-explorer-columns" });
  columns.append(main, side);
  root.append(columns);

  const layout = buildLayout(layoutBox, {
    hover: (card) => send({ type: "hover", card }),
    click: (card) => {
      if (brush.value === "explain") send({ type: "hover", card });
      else send({ type: "edit", card, to: brush.value });
    },
  }, tr);

  back.addEventListener("click", () => send({ type: "back" }));
  forward.addEventListener("click", () => send({ type: "forward" }));
  load.addEventListener("click", () => send({ type: "load", text: paste.value }));
  copy.addEventListener("click", async () => {
    output.focus();
    output.select();
    const copied = tr("explorer.copied");
    try {
      await navigator.clipboard.writeText(output.value);
      copy.textContent = copied;
    } catch {
      copy.textContent = document.execCommand?.("copy") ? copied : tr("explorer.select_copy");
    }
    setTimeout(() => {
      copy.textContent = copyText;
    }, 1500);
  });

  // A choice's text: presets by name, yes/no and "none" in the widget's language (words as
  // house_rules.value_text gives them: no pass limit is "no limit", W4).
  function shown(name, value) {
    if (value === null) return name === "passes" ? tr("choice.no_limit") : tr("explorer.choice.none");
    if (name === "preset" || name === "deal-preset") return tr(`preset.${value}`);
    if (typeof value === "boolean") return tr(`explorer.choice.${value}`);
    if (name === "tunnels") return tr(`explorer.choice.${value}`);
    if (name === "penalty") return tr(`choice.${value}`);
    return String(value);
  }

  function choice(label, name, choices, current, onChange, text) {
    const select = /** @type {HTMLSelectElement} */ (make("select", { name, "data-setting": name }));
    for (const value of choices) {
      const option = /** @type {HTMLOptionElement} */ (make("option", { value: JSON.stringify(value) }, text ? text(value) : shown(name, value)));
      if (JSON.stringify(value) === JSON.stringify(current)) option.selected = true;
      select.append(option);
    }
    select.addEventListener("change", () => onChange(JSON.parse(select.value)));
    const wrap = make("label", {}, `${label} `);
    wrap.append(select);
    return wrap;
  }

  function drawBrush() {
    const info = model.get("info") || /** @type {Info} */ ({});
    const kept = brush.value || "cycle";
    brush.replaceChildren(
      make("option", { value: "cycle" }, info.kill ? tr("explorer.brush.cycle_kill") : tr("explorer.brush.cycle")),
      make("option", { value: "explain" }, tr("explorer.brush.explain")),
      make("option", { value: "layout" }, tr("explorer.brush.layout")),
    );
    for (let seat = 0; seat < (info.players || 0); seat++) brush.append(make("option", { value: `hand ${seat}` }, tr("explorer.brush.hand", { player: seat })));
    if (info.kill) {
      for (let seat = 0; seat < (info.players || 0); seat++) brush.append(make("option", { value: `penalty ${seat}` }, tr("explorer.brush.penalty", { player: seat })));
    }
    brush.append(make("option", { value: "out" }, tr("explorer.brush.out")));
    brush.value = [...brush.options].some((o) => o.value === kept) ? kept : "cycle";
  }

  function drawSettings() {
    const info = model.get("info") || /** @type {Info} */ ({});
    const schema = model.get("schema") || /** @type {Schema} */ ({});
    keepingFocus(rulesPanel, () => {
      rulesBox.replaceChildren(
        choice(tr("form.game"), "preset", schema.presets || [], info.preset, (preset) => send({ type: "rules", preset })),
        choice(tr("form.players"), "players", schema.players || [], info.players, (players) => send({ type: "players", players })),
        choice(tr("explorer.to_move"), "to_move", [...Array(info.players || 0).keys()], info.to_move, (player) => send({ type: "to_move", player }), (p) => tr("explorer.player_option", { player: p })),
      );
      for (const item of schema.flags || []) {
        const current = info.flags?.[item.flag];
        rulesBox.append(choice(item.label, item.flag, item.choices, current, (value) => send({ type: "rules", flags: { [item.flag]: value } })));
      }
    });
    keepingFocus(dealPanel, () => {
      const dealPreset = choice(tr("form.game"), "deal-preset", schema.presets || [], info.preset, () => {});
      const dealPlayers = choice(tr("form.players"), "deal-players", schema.players || [], info.players, () => {});
      const deal = button({ className: "sw-button", "data-action": "deal" }, tr("deal"));
      deal.addEventListener("click", () => send({
        type: "deal",
        preset: JSON.parse(dealPreset.querySelector("select").value),
        players: JSON.parse(dealPlayers.querySelector("select").value),
      }));
      dealBox.replaceChildren(dealPreset, dealPlayers, deal);
    });
  }

  let announced = null;
  function drawInfo() {
    const info = model.get("info") || /** @type {Info} */ ({});
    status.textContent = `${info.rules_label || info.rules || ""} · ${info.status || ""}`;
    root.setAttribute("data-over", info.result ? "true" : "false");
    // Back and Forward: a keyboard user whose button becomes disabled goes to the other one.
    const focused = document.activeElement;
    back.disabled = !info.can_back;
    forward.disabled = !info.can_forward;
    if (focused === back && back.disabled && !forward.disabled) forward.focus();
    else if (focused === forward && forward.disabled && !back.disabled) back.focus();
    else if ((focused === back && back.disabled) || (focused === forward && forward.disabled)) {
      /** @type {HTMLElement | null} */ (layoutBox.querySelector("[data-card][tabindex='0']"))?.focus();
    }
    lineText.replaceChildren();
    const played = info.line || [];
    const ahead = info.ahead || [];
    if (!played.length && !ahead.length) lineText.textContent = tr("explorer.line_empty");
    else {
      lineText.append(make("span", { className: "sw-played" }, (info.line_text || played).join(" · ")));
      const here = make("span", { className: "sw-here" });
      here.append(make("span", { "aria-hidden": "true" }, " ▮ "), make("span", { className: "sw-visually-hidden" }, ` (${tr("explorer.here")}) `));
      lineText.append(here);
      lineText.append(make("span", { className: "sw-ahead" }, (info.ahead_text || ahead).join(" · ")));
    }
    if (info.announce && info.announce !== announced) {
      announcer.textContent = info.announce;
    }
    announced = info.announce || null;
    drawBrush();
    drawSettings();
  }

  function drawLayout() {
    const state = model.get("layout_cells") || /** @type {LayoutCells} */ ({});
    layout.update(state);
    const owners = state.owners || {};
    for (const node of layoutBox.querySelectorAll("[data-card]")) {
      const owner = owners[/** @type {HTMLElement} */ (node).dataset.card];
      setAttr(node, "data-owner", owner === undefined ? null : String(owner));
      setAttr(node, "data-owner-number", owner === undefined ? null : String(owner + 1)); // shown: people count from 1
      // layout.update() has just written each cell's label afresh: add who holds the card.
      const label = node.getAttribute("aria-label") || "";
      if (owner !== undefined) node.setAttribute("aria-label", tr("card_label", { card: label, state: tr("explorer.held_by", { player: owner }) }));
    }
  }

  function drawHands() {
    keepingFocus(handsPanel, () => {
      for (const node of handsPanel.querySelectorAll(".sw-seat-hand")) node.remove();
      for (const state of model.get("hands") || []) {
        const box = make("div", { className: "sw-seat-hand", "data-seat": state.player, "data-to-move": state.to_move, "data-status": state.status });
        const head = make("div", { className: "sw-seat-head" });
        const values = { name: state.label, status: state.status_text || state.status };
        head.append(make("span", { className: "sw-seat-name" }, state.to_move ? tr("explorer.seat", values) : tr("explorer.seat_waiting", values)));
        if (state.limit !== null && state.limit !== undefined) {
          const passes = Number(state.passes);
          const used = [...Array(Math.max(state.limit, passes) + 1).keys()];
          head.append(choice(tr("explorer.passes_used"), `passes-${state.player}`, used, state.passes, (value) => send({ type: "passes", player: state.player, used: value })));
        } else head.append(make("span", {}, tr("passes_count", { count: state.passes })));
        box.append(head);
        handsPanel.append(box);
        buildHand(box, (move) => send({ type: "play", move, player: state.player }), tr, layout.track).update(state);
        const hand = box.querySelector("[data-role=hand]");
        if (hand) hand.setAttribute("aria-label", tr("explorer.hand_of", { player: state.player }));
      }
    }, () => handsPanel.querySelector("button"));
  }

  function drawMoves() {
    keepingFocus(movesPanel, () => {
      movesList.replaceChildren();
      for (const entry of model.get("moves") || []) {
        const item = make("li", { "data-player": entry.player, "data-to-move": entry.to_move });
        item.append(make("span", { className: "sw-seat-name" }, entry.to_move
          ? tr("explorer.moves_to_move", { player: entry.player })
          : tr("explorer.moves_if_turn", { player: entry.player })));
        if (entry.note) item.append(make("span", { className: "sw-note" }, entry.note));
        for (const move of entry.moves) {
          const words = move.text || move.move; // the move in words (Move.text); data-move keeps the notation
          const text = move.kills.length ? tr("explorer.move_kills", { move: words, cards: move.kills.join(" ") }) : words;
          if (entry.to_move) {
            const play = button({ className: "sw-option", "data-action": "play-move", "data-move": move.move }, text);
            play.addEventListener("click", () => send({ type: "play", move: move.move }));
            item.append(play);
          } else item.append(make("span", { className: "sw-move", "data-move": move.move }, text));
        }
        movesList.append(item);
      }
    }, () => movesList.querySelector("button") || back);
  }

  const handlers = {
    "change:info": drawInfo,
    "change:layout_cells": drawLayout,
    "change:hands": drawHands,
    "change:moves": drawMoves,
    "change:position_text": () => {
      output.value = model.get("position_text") || "";
    },
    "change:hover": () => layout.showHover(model.get("hover")),
    "change:message": () => {
      message.textContent = model.get("message") || "";
      drawSettings();
    },
  };
  return { handlers };
});
