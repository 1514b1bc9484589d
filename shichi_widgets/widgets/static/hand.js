// HandView: one player's hand; click a playable card to play it, the joker to see its plays.
export default relabelling({
  render({ model, el }) {
    const root = make("div", { className: "sw-root sw-hand-view" });
    el.append(root);
    const stopLook = watchLook(model, root);
    const send = (move) => model.send({ type: "play", move });
    const tr = translator(model);
    const hand = buildHand(root, send, tr);
    const bar = make("div", { className: "sw-bar" });
    const pass = make("button", { type: "button", className: "sw-button", "data-action": "pass" }, tr("pass", "Pass"));
    pass.addEventListener("click", () => send("pass"));
    const extras = make("span", { className: "sw-extras" });
    bar.append(pass, extras);
    const message = make("p", { className: "sw-message", role: "status" });
    root.append(bar, message);
    const draw = () => {
      const state = model.get("state") || {};
      hand.update(state);
      pass.disabled = !state.can_pass;
      extras.replaceChildren();
      for (const move of state.yurei_plays || []) {
        const button = make("button", { type: "button", className: "sw-option", "data-action": "yurei-play", "data-move": move }, move);
        button.addEventListener("click", () => send(move));
        extras.append(button);
      }
    };
    const drawMessage = () => { message.textContent = model.get("message") || ""; };
    draw(); drawMessage();
    model.on("change:state", draw);
    model.on("change:message", drawMessage);
    return () => { stopLook(); model.off("change:state", draw); model.off("change:message", drawMessage); };
  },
});
