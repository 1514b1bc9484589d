// HandView: one player's hand; click a playable card to play it, the joker to see its plays.
import { make } from "./lib/dom.js";
import { buildHand } from "./lib/hand-cards.js";
import { mount } from "./lib/mount.js";

/** @typedef {import("./lib/mount.js").Parts<import("./types.js").HandViewTraits>} Parts */

export default mount({ attrs: { className: "sw-root sw-hand-view" } }, /** @param {Parts} parts */ ({ model, root, tr }) => {
  const send = (move) => model.send({ type: "play", move });
  const hand = buildHand(root, send, tr);
  const bar = make("div", { className: "sw-bar" });
  const pass = /** @type {HTMLButtonElement} */ (make("button", { type: "button", className: "sw-button", "data-action": "pass" }, tr("pass")));
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
  const drawMessage = () => {
    message.textContent = model.get("message") || "";
  };
  return { handlers: { "change:state": draw, "change:message": drawMessage } };
});
