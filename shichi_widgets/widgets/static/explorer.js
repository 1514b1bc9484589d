// PositionExplorer: edit a position by clicking cells, see every player's legal moves, step through
// a line, copy and paste position text. Python checks every edit with the engine; nothing is
// decided here.
export default {
  render({ model, el }) {
    const send = (message) => model.send(message);
    const root = make("div", { className: "sw-root sw-explorer", "data-role": "explorer" });
    el.append(root);
    const section = (role, heading) => {
      const box = make("section", { className: `sw-panel sw-${role}`, "data-role": role, "aria-label": heading });
      box.append(make("p", { className: "sw-panel-title" }, heading));
      return box;
    };

    const status = make("p", { className: "sw-status", role: "status", "data-role": "status" });
    const tools = make("div", { className: "sw-bar sw-tools" });
    const brushLabel = make("label", {}, "Click a cell to ");
    const brush = make("select", { "data-setting": "brush", "aria-label": "What a click on a cell does" });
    brushLabel.append(brush);
    tools.append(brushLabel);
    const layoutBox = make("div", { className: "sw-layout-box" });
    const message = make("p", { className: "sw-message", role: "alert" });
    const handsPanel = section("hands", "Hands");
    const movesPanel = section("moves", "Legal moves");
    const movesList = make("ul", { className: "sw-move-list" });
    movesPanel.append(movesList);
    const linePanel = section("line", "Line of moves");
    const back = make("button", { type: "button", className: "sw-button", "data-action": "back" }, "◀ Back");
    const forward = make("button", { type: "button", className: "sw-button", "data-action": "forward" }, "Forward ▶");
    const lineText = make("span", { className: "sw-line-text", "data-role": "line-text" });
    const lineBar = make("div", { className: "sw-bar" });
    lineBar.append(back, forward, lineText);
    linePanel.append(lineBar);
    const rulesPanel = section("rules", "Rules and seats");
    const rulesBox = make("div", { className: "sw-settings" });
    rulesPanel.append(rulesBox);
    const dealPanel = section("deal", "New deal");
    const dealBox = make("div", { className: "sw-settings" });
    dealPanel.append(dealBox);
    const textPanel = section("text", "Position text");
    const output = make("textarea", { readonly: true, rows: 8, "data-role": "position-text", "aria-label": "Position text of this position", spellcheck: "false" });
    const copy = make("button", { type: "button", className: "sw-button", "data-action": "copy" }, "Copy");
    const paste = make("textarea", { rows: 6, "data-role": "paste", "aria-label": "Paste position text here", placeholder: "Paste position text (shichi 1 …) here", spellcheck: "false" });
    const load = make("button", { type: "button", className: "sw-button", "data-action": "load" }, "Load");
    const copyBox = make("div", { className: "sw-text-box" });
    copyBox.append(output, copy);
    const pasteBox = make("div", { className: "sw-text-box" });
    pasteBox.append(paste, load);
    textPanel.append(copyBox, pasteBox);
    const side = make("div", { className: "sw-explorer-side" });
    side.append(movesPanel, linePanel, rulesPanel, dealPanel, textPanel);
    const main = make("div", { className: "sw-explorer-main" });
    main.append(status, tools, layoutBox, message, handsPanel);
    const columns = make("div", { className: "sw-explorer-columns" });
    columns.append(main, side);
    root.append(columns);

    const layout = buildLayout(layoutBox, {
      hover: (card) => send({ type: "hover", card }),
      click: (card) => {
        if (brush.value === "explain") send({ type: "hover", card });
        else send({ type: "edit", card, to: brush.value });
      },
    });

    back.addEventListener("click", () => send({ type: "back" }));
    forward.addEventListener("click", () => send({ type: "forward" }));
    load.addEventListener("click", () => send({ type: "load", text: paste.value }));
    copy.addEventListener("click", async () => {
      output.focus();
      output.select();
      try { await navigator.clipboard.writeText(output.value); copy.textContent = "Copied"; }
      catch (error) { copy.textContent = document.execCommand && document.execCommand("copy") ? "Copied" : "Select and copy"; }
      setTimeout(() => { copy.textContent = "Copy"; }, 1500);
    });

    function choice(label, name, choices, current, onChange, text) {
      const select = make("select", { name, "data-setting": name });
      for (const value of choices) {
        const option = make("option", { value: JSON.stringify(value) }, text ? text(value) : value === null ? "none" : String(value));
        if (JSON.stringify(value) === JSON.stringify(current)) option.selected = true;
        select.append(option);
      }
      select.addEventListener("change", () => onChange(JSON.parse(select.value)));
      const wrap = make("label", {}, `${label} `);
      wrap.append(select);
      return wrap;
    }

    function drawBrush() {
      const info = model.get("info") || {};
      const kept = brush.value || "cycle";
      brush.replaceChildren(
        make("option", { value: "cycle" }, info.kill ? "move it one place on (out → layout → hands → penalties → out)" : "move it one place on (out → layout → hands → out)"),
        make("option", { value: "explain" }, "explain it"),
        make("option", { value: "layout" }, "put it in the layout"),
      );
      for (let seat = 0; seat < (info.players || 0); seat++) brush.append(make("option", { value: `hand ${seat}` }, `deal it to player ${seat}`));
      if (info.kill) {
        for (let seat = 0; seat < (info.players || 0); seat++) brush.append(make("option", { value: `penalty ${seat}` }, `make it a penalty card of player ${seat}`));
      }
      brush.append(make("option", { value: "out" }, "take it out of play"));
      brush.value = [...brush.options].some((o) => o.value === kept) ? kept : "cycle";
    }

    function drawSettings() {
      const info = model.get("info") || {};
      const schema = model.get("schema") || {};
      rulesBox.replaceChildren(
        choice("Game", "preset", schema.presets || [], info.preset, (preset) => send({ type: "rules", preset })),
        choice("Players", "players", schema.players || [], info.players, (players) => send({ type: "players", players })),
        choice("To move", "to_move", [...Array(info.players || 0).keys()], info.to_move, (player) => send({ type: "to_move", player }), (p) => `player ${p}`),
      );
      for (const item of schema.flags || []) {
        const current = (info.flags || {})[item.flag];
        rulesBox.append(choice(item.label, item.flag, item.choices, current, (value) => send({ type: "rules", flags: { [item.flag]: value } })));
      }
      const dealPreset = choice("Game", "deal-preset", schema.presets || [], info.preset, () => {});
      const dealPlayers = choice("Players", "deal-players", schema.players || [], info.players, () => {});
      const deal = make("button", { type: "button", className: "sw-button", "data-action": "deal" }, "Deal");
      deal.addEventListener("click", () => send({
        type: "deal",
        preset: JSON.parse(dealPreset.querySelector("select").value),
        players: JSON.parse(dealPlayers.querySelector("select").value),
      }));
      dealBox.replaceChildren(dealPreset, dealPlayers, deal);
    }

    function drawInfo() {
      const info = model.get("info") || {};
      status.textContent = `${info.rules || ""} · ${info.status || ""}`;
      root.setAttribute("data-over", info.result ? "true" : "false");
      back.disabled = !info.can_back;
      forward.disabled = !info.can_forward;
      lineText.replaceChildren();
      const played = info.line || [];
      const ahead = info.ahead || [];
      if (!played.length && !ahead.length) lineText.textContent = "Play a legal move to start a line.";
      else {
        lineText.append(make("span", { className: "sw-played" }, played.join(" ")));
        lineText.append(make("span", { className: "sw-here", "aria-label": "you are here" }, " ▮ "));
        lineText.append(make("span", { className: "sw-ahead" }, ahead.join(" ")));
      }
      drawBrush();
      drawSettings();
    }

    function drawLayout() {
      const state = model.get("layout_cells") || {};
      layout.update(state);
      const owners = state.owners || {};
      for (const node of layoutBox.querySelectorAll("[data-card]")) {
        const owner = owners[node.dataset.card];
        setAttr(node, "data-owner", owner === undefined ? null : String(owner));
        const label = node.getAttribute("aria-label") || "";
        if (owner !== undefined && !label.includes("held by")) node.setAttribute("aria-label", `${label}, held by player ${owner}`);
      }
    }

    function drawHands() {
      handsPanel.querySelectorAll(".sw-seat-hand").forEach((node) => node.remove());
      for (const state of model.get("hands") || []) {
        const box = make("div", { className: "sw-seat-hand", "data-seat": state.player, "data-to-move": state.to_move, "data-status": state.status });
        const head = make("div", { className: "sw-seat-head" });
        head.append(make("span", { className: "sw-seat-name" }, `${state.label}${state.to_move ? " (to move)" : ""} · ${state.status}`));
        if (state.limit !== null && state.limit !== undefined) {
          const used = [...Array(Math.max(state.limit, state.passes) + 1).keys()];
          head.append(choice("passes used", `passes-${state.player}`, used, state.passes, (value) => send({ type: "passes", player: state.player, used: value })));
        } else head.append(make("span", {}, `${state.passes} passes`));
        box.append(head);
        handsPanel.append(box);
        buildHand(box, (move) => send({ type: "play", move, player: state.player })).update(state);
        const hand = box.querySelector("[data-role=hand]");
        if (hand) hand.setAttribute("aria-label", `Player ${state.player}'s hand`);
      }
    }

    function drawMoves() {
      movesList.replaceChildren();
      for (const entry of model.get("moves") || []) {
        const item = make("li", { "data-player": entry.player, "data-to-move": entry.to_move });
        item.append(make("span", { className: "sw-seat-name" }, `Player ${entry.player}${entry.to_move ? " (to move)" : " (if it were their turn)"}: `));
        if (entry.note) item.append(make("span", { className: "sw-note" }, entry.note));
        for (const move of entry.moves) {
          const text = move.kills.length ? `${move.move} (kills ${move.kills.join(" ")})` : move.move;
          if (entry.to_move) {
            const play = make("button", { type: "button", className: "sw-option", "data-action": "play-move", "data-move": move.move }, text);
            play.addEventListener("click", () => send({ type: "play", move: move.move }));
            item.append(play);
          } else item.append(make("span", { className: "sw-move", "data-move": move.move }, text));
        }
        movesList.append(item);
      }
    }

    const handlers = {
      "change:info": drawInfo,
      "change:layout_cells": drawLayout,
      "change:hands": drawHands,
      "change:moves": drawMoves,
      "change:position_text": () => { output.value = model.get("position_text") || ""; },
      "change:hover": () => layout.showHover(model.get("hover")),
      "change:message": () => { message.textContent = model.get("message") || ""; drawSettings(); },
    };
    for (const [event, handler] of Object.entries(handlers)) { model.on(event, handler); handler(); }
    return () => { for (const [event, handler] of Object.entries(handlers)) model.off(event, handler); };
  },
};
