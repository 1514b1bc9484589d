// RoomTable: a table several people share. The game lives on the classroom server (one per room);
// this page talks to the server's rooms socket directly, so a lost kernel or a reload does not touch
// the room, and the server sends this seat only what it may see. Python gives the labels, the
// presets and a code to join. No rule is decided here: the lit cards and the pass button come from
// the server's view of this seat.
import { make, setAttr } from "./lib/dom.js";
import { buildHand } from "./lib/hand-cards.js";
import { buildLayout } from "./lib/layout-grid.js";
import { mount } from "./lib/mount.js";

/** @typedef {import("./lib/strings.js").Translator} Translator */

/** The room this browser tab was in, so a reload or a new kernel comes back to it. */
const KEY = "shichi-room";
/** The room this tab left on purpose: the app's link to it is not followed again. */
const LEFT = "shichi-room-left";
/** Waits before connecting again after the socket closed (then the last one, again and again). */
const RETRY_MS = [500, 1000, 2000, 4000];

/**
 * The rooms socket of the server that served this page, or null outside a classroom server.
 * @param {string} lang
 * @returns {string | null}
 */
function socketAddress(lang) {
  const config = document.getElementById("jupyter-config-data");
  if (!config || !/^https?:$/.test(location.protocol)) return null;
  let base = "/";
  try {
    base = JSON.parse(config.textContent || "{}").baseUrl || "/";
  } catch {
    return null;
  }
  const url = new URL(`${base.replace(/\/?$/, "/")}shichi/rooms/socket`, location.href);
  url.protocol = location.protocol === "https:" ? "wss:" : "ws:";
  url.searchParams.set("lang", lang);
  return url.href;
}

/** @param {Record<string, unknown>} attrs @param {string} text */
const button = (attrs, text) => /** @type {HTMLButtonElement} */ (make("button", { type: "button", className: "sw-button", ...attrs }, text));

export default mount(
  { attrs: { className: "sw-root sw-room", "data-role": "room-tab" }, lang: true },
  /** @param {{ model: any, root: HTMLElement, tr: Translator }} parts */
  ({ model, root, tr }) => {
    const line = make("p", { className: "sw-status", role: "status", "aria-live": "polite", "data-role": "room-status" });
    const problem = make("p", { className: "sw-message", role: "alert", "data-role": "room-error" });
    const lobby = make("div", { className: "sw-room-lobby", "data-role": "room-lobby" });
    const roomBox = make("div", { className: "sw-room-box", "data-role": "room", hidden: true });
    root.append(make("h3", {}, tr("room.title")), line, problem, lobby, roomBox);

    // -- the lobby: open a table or join one ----------------------------------------------------
    const preset = /** @type {HTMLSelectElement} */ (make("select", { "data-role": "room-preset" }));
    for (const name of model.get("presets") || []) preset.append(make("option", { value: name }, tr(`preset.${name}`)));
    const seatsCount = /** @type {HTMLSelectElement} */ (make("select", { "data-role": "room-seats" }));
    for (const n of model.get("seat_counts") || []) seatsCount.append(make("option", { value: String(n), selected: n === 4 }, String(n)));
    const turnTime = /** @type {HTMLSelectElement} */ (make("select", { "data-role": "room-turn" }));
    for (const n of model.get("turn_choices") || []) turnTime.append(make("option", { value: String(n), selected: n === 60 }, tr("room.seconds", { n })));
    const watch = /** @type {HTMLInputElement} */ (make("input", { type: "checkbox", "data-role": "room-watch" }));
    const open = button({ type: "submit", "data-action": "open-room", className: "sw-button sw-primary" }, tr("room.open"));
    const code = /** @type {HTMLInputElement} */ (
      make("input", { type: "text", "data-role": "join-code", autocomplete: "off", autocapitalize: "characters", spellcheck: "false", maxlength: "12", "aria-label": tr("room.code_label") })
    );
    const join = button({ type: "submit", "data-action": "join-room" }, tr("room.join"));
    const label = (text, control) => {
      const box = make("label", { className: "sw-field" }, `${text} `);
      box.append(control);
      return box;
    };
    const watchLabel = make("label", { className: "sw-field" });
    watchLabel.append(watch, ` ${tr("room.watch")}`);
    const openForm = make("form", { className: "sw-room-form" });
    openForm.append(make("h4", {}, tr("room.open_heading")), label(tr("room.game"), preset), label(tr("room.seats"), seatsCount), label(tr("room.turn_time"), turnTime), watchLabel, open);
    const joinForm = make("form", { className: "sw-room-form" });
    joinForm.append(make("h4", {}, tr("room.join_heading")), label(tr("room.code_label"), code), join);
    lobby.append(make("p", {}, tr("room.intro")), joinForm, openForm);
    openForm.addEventListener("submit", (event) => {
      event.preventDefault();
      request({ type: "open", preset: preset.value, players: Number(seatsCount.value), turn_s: Number(turnTime.value), watch: watch.checked });
    });
    joinForm.addEventListener("submit", (event) => {
      event.preventDefault();
      request({ type: "join", code: code.value });
    });

    // -- the room: its code, the seats, the table, the log --------------------------------------
    const codeLine = make("p", { className: "sw-room-code", "data-role": "room-code" });
    const share = make("p", { className: "sw-room-share" });
    const link = /** @type {HTMLInputElement} */ (make("input", { type: "text", readonly: true, "data-role": "room-link", "aria-label": tr("room.share") }));
    const copy = button({ "data-action": "copy-room-link" }, tr("room.copy"));
    share.append(make("span", {}, tr("room.share")), link, copy);
    const seatList = make("ol", { className: "sw-room-seats", "data-role": "seats" });
    const start = button({ "data-action": "start-room", className: "sw-button sw-primary", hidden: true }, tr("room.start"));
    const stand = button({ "data-action": "leave-seat", hidden: true }, tr("room.stand"));
    const again = button({ "data-action": "again-room", className: "sw-button sw-primary", hidden: true }, tr("room.again"));
    const table = make("div", { className: "sw-room-table", "data-room-table": "" });
    const layoutBox = make("div", { className: "sw-layout-box" });
    const handBox = make("div", { className: "sw-hand-box" });
    const pass = button({ "data-action": "pass" }, tr("room.pass"));
    const bar = make("div", { className: "sw-bar" });
    bar.append(pass);
    table.append(layoutBox, handBox, bar);
    const result = make("pre", { className: "sw-result", "data-role": "result" });
    const logBox = make("ol", { className: "sw-log", "data-role": "log", "aria-label": tr("room.log") });
    const leave = button({ "data-action": "leave-room" }, tr("room.leave"));
    // The table (or the class's question) first, then the seats and the log: on a phone the layout
    // and the hand come first; in large mode (a projector) they stand side by side.
    const main = make("div", { className: "sw-room-main" });
    const side = make("div", { className: "sw-room-side" });
    main.append(table, result, again);
    side.append(seatList, start, stand, make("h4", {}, tr("room.log")), logBox, leave);
    roomBox.append(codeLine, share, main, side);

    // -- a question for the class: the Learn tab's controls, answered to the room ----------------
    const ask = button({ "data-action": "ask-class", hidden: true }, tr("room.ask"));
    const questionBox = make("section", { className: "sw-class-question", "data-class-question": "", hidden: true });
    const qTitle = make("h4", {});
    const qCaption = make("div", { className: "sw-caption" });
    const qPrompt = make("p", { className: "sw-prompt", "data-role": "prompt" });
    const qOptions = make("div", { className: "sw-options", "data-role": "options", role: "group" });
    const qLayoutBox = make("div", { className: "sw-layout-box sw-question-layout" });
    const qHands = make("ul", { className: "sw-class-hands", "data-role": "hands" });
    const qBar = make("div", { className: "sw-bar", role: "group" });
    const qClear = button({ "data-action": "clear" }, tr("lesson.clear"));
    const qCheck = button({ "data-action": "check", className: "sw-button sw-primary" }, tr("lesson.check"));
    const qNothing = button({ "data-action": "nothing" }, "");
    qBar.append(qClear, qCheck, qNothing);
    const qSent = make("p", { className: "sw-status", "data-role": "answer-sent" });
    const qTally = make("div", { className: "sw-class-tally", "data-role": "tally" });
    const qHost = make("div", { className: "sw-bar" });
    const reveal = button({ "data-action": "reveal-answer", className: "sw-button sw-primary" }, tr("room.reveal"));
    const closeQuestion = button({ "data-action": "close-question" }, tr("room.close_question"));
    qHost.append(reveal, closeQuestion);
    const qFeedback = make("div", { className: "sw-feedback", "data-role": "feedback", role: "status", "aria-live": "polite" });
    questionBox.append(qTitle, qCaption, qPrompt, qOptions, qLayoutBox, qHands, qBar, qSent, qTally, qHost, qFeedback);
    main.insertBefore(questionBox, table);
    side.insertBefore(ask, start);
    /** @type {Set<string>} what this person has picked for the open question */
    let picked = new Set();
    let pickedFor = 0;
    const togglePick = (item) => {
      const q = view?.question;
      if (!q || q.revealed) return;
      if (picked.has(item)) picked.delete(item);
      else {
        if (!q.multiple) picked.clear();
        picked.add(item);
      }
      markQuestion();
    };
    const qLayout = buildLayout(qLayoutBox, { click: (card) => view?.question?.picks === "cells" && togglePick(card) }, tr);
    qClear.addEventListener("click", () => {
      picked.clear();
      markQuestion();
    });
    qCheck.addEventListener("click", () => request({ type: "answer", picks: [...picked], question: view?.question?.id }));
    qNothing.addEventListener("click", () => {
      picked.clear();
      request({ type: "answer", picks: [], question: view?.question?.id });
    });
    ask.addEventListener("click", () => {
      const source = model.get("ask_source");
      if (source && Object.keys(source).length) request({ type: "ask", source });
      else problem.textContent = tr("room.nothing_to_ask");
    });
    reveal.addEventListener("click", () => request({ type: "reveal", question: view?.question?.id }));
    closeQuestion.addEventListener("click", () => request({ type: "close" }));

    const layout = buildLayout(layoutBox, {}, tr);
    const hand = buildHand(handBox, (move) => request({ type: "play", move, turn: view?.turn }), tr, layout.track);
    pass.addEventListener("click", () => request({ type: "play", move: "pass", turn: view?.turn }));
    start.addEventListener("click", () => request({ type: "start" }));
    again.addEventListener("click", () => request({ type: "again" }));
    stand.addEventListener("click", () => request({ type: "leave" }));
    copy.addEventListener("click", async () => {
      link.select();
      try {
        await navigator.clipboard.writeText(link.value);
        copy.textContent = tr("room.copied");
      } catch {
        link.focus(); // the clipboard is not allowed here: the link is selected to copy by hand
      }
    });
    leave.addEventListener("click", () => {
      if (view) sessionStorage.setItem(LEFT, view.code); // a redraw (another language) must not join it again
      sessionStorage.removeItem(KEY);
      view = null;
      connection?.close();
      connection = null;
      show();
    });

    // -- the socket -----------------------------------------------------------------------------
    /** @type {any} the server's view of the room for this seat */
    let view = null;
    /** @type {WebSocket | null} */
    let connection = null;
    /** @type {object[]} requests waiting for the socket to open */
    let queue = [];
    let tries = 0;
    let closed = false;
    let countdown = 0;
    let timer = 0;

    function connect() {
      const address = socketAddress(model.get("lang"));
      if (!address) {
        line.textContent = tr("room.unavailable");
        root.setAttribute("data-room-state", "unavailable");
        lobby.hidden = true;
        return null;
      }
      const socket = new WebSocket(address);
      root.setAttribute("data-room-state", "connecting");
      socket.addEventListener("open", () => {
        tries = 0;
        root.setAttribute("data-room-state", "ok");
        const code = sessionStorage.getItem(KEY);
        if (code) send(socket, [{ type: "join", code }, { type: "sit" }]);
        send(socket, queue);
        queue = [];
      });
      socket.addEventListener("message", (event) => receive(JSON.parse(event.data)));
      socket.addEventListener("close", () => {
        if (connection !== socket || closed) return;
        connection = null;
        if (!sessionStorage.getItem(KEY)) return; // not in a room: connect again when asked
        root.setAttribute("data-room-state", "lost");
        line.textContent = tr("room.lost");
        setTimeout(() => {
          if (!closed && !connection) connection = connect();
        }, RETRY_MS[Math.min(tries++, RETRY_MS.length - 1)]);
      });
      return socket;
    }

    /** @param {WebSocket} socket @param {object[]} messages */
    function send(socket, messages) {
      for (const message of messages) socket.send(JSON.stringify(message));
    }

    /** @param {object} message */
    function request(message) {
      problem.textContent = "";
      if (!connection) connection = connect();
      if (!connection) return;
      if (connection.readyState === WebSocket.OPEN) send(connection, [message]);
      else queue.push(message);
    }

    /** @param {any} message */
    function receive(message) {
      if (message.type === "error") {
        problem.textContent = message.text;
        return;
      }
      if (message.type !== "room") return;
      view = message.room;
      sessionStorage.setItem(KEY, view.code);
      show();
    }

    function tick() {
      if (countdown > 0) countdown -= 1;
      statusLine();
    }

    function statusLine() {
      if (!view) {
        line.textContent = "";
        return;
      }
      const mine = view.hand;
      if (view.status === "waiting") line.textContent = view.host ? tr("room.waiting_you") : view.seat === undefined ? tr("room.watching") : tr("room.waiting_host");
      else if (view.status === "over") line.textContent = view.host ? tr("room.over_host") : tr("room.over");
      else if (mine?.to_move) {
        const values = { seconds: countdown };
        if (!(mine.playable || []).length && !(mine.joker_plays || []).length) line.textContent = tr("room.your_turn_pass", values);
        else line.textContent = mine.can_pass ? tr("room.your_turn_or_pass", values) : tr("room.your_turn", values);
      } else line.textContent = tr("room.their_turn", { to_move: view.to_move });
    }

    function show() {
      lobby.hidden = Boolean(view);
      roomBox.hidden = !view;
      if (!view) {
        root.removeAttribute("data-room-code");
        statusLine();
        return;
      }
      root.setAttribute("data-room-code", view.code);
      root.setAttribute("data-room-version", String(view.version)); // which view the page shows
      codeLine.textContent = tr("room.code", { code: view.code });
      const address = new URL(location.href);
      address.search = `?room=${view.code}`;
      address.hash = "";
      link.value = address.href;
      seatList.replaceChildren();
      for (const seat of view.seats) {
        const kinds = { open: tr("room.seat_open"), person: tr("room.seat_person"), bot: tr("room.seat_bot") };
        const kind = seat.you ? tr("room.seat_you") : kinds[seat.kind];
        const bits = [kind];
        if (seat.host) bits.push(tr("room.seat_host"));
        if (seat.name && !seat.you) bits.push(seat.name);
        if (seat.cards !== undefined) bits.push(tr("room.cards", { n: seat.cards }));
        if (seat.passes) bits.push(tr("room.passes", { n: seat.passes }));
        if (seat.stood_in) bits.push(tr("room.seat_stood_in"));
        if (seat.status && seat.status !== "active") bits.push(seat.status_text);
        const item = make("li", { "data-seat": seat.seat, "data-kind": seat.kind, "data-you": Boolean(seat.you), "data-to-move": view.to_move === seat.seat });
        item.append(make("strong", {}, tr("room.seat", { seat: seat.seat })), ` ${bits.join(" · ")}`);
        if (view.status === "waiting" && seat.kind === "open") {
          const sit = button({ "data-action": "take-seat", "data-seat": seat.seat }, tr("room.sit"));
          sit.addEventListener("click", () => request({ type: "sit", seat: seat.seat }));
          item.append(" ", sit);
        }
        seatList.append(item);
      }
      start.hidden = !(view.host && view.status === "waiting");
      again.hidden = !(view.host && view.status === "over");
      stand.hidden = !(view.status === "waiting" && view.seat !== undefined);
      table.hidden = view.status === "waiting";
      setAttr(root, "data-question-open", Boolean(view.question));
      share.hidden = view.status !== "waiting"; // the link is for gathering; the code stays on show
      setAttr(root, "data-room-status", view.status);
      setAttr(table, "data-over", view.status === "over");
      if (view.layout) layout.update(view.layout);
      hand.update(view.hand);
      handBox.hidden = !view.hand;
      pass.hidden = !view.hand || view.status === "over";
      pass.disabled = !view.hand?.can_pass;
      result.textContent = view.result || "";
      result.hidden = !view.result;
      logBox.replaceChildren(...(view.log || []).map((text) => make("li", {}, text)));
      logBox.scrollTop = logBox.scrollHeight;
      countdown = view.turn_left_s || 0;
      ask.hidden = !view.host;
      showQuestion();
      statusLine();
    }

    function showQuestion() {
      const q = view?.question;
      questionBox.hidden = !q;
      if (!q) {
        questionBox.removeAttribute("data-tally");
        return;
      }
      if (q.id !== pickedFor) {
        picked = new Set(q.mine || []);
        pickedFor = q.id;
      }
      qTitle.textContent = q.title || "";
      qTitle.hidden = !q.title;
      // caption_html comes from the lessons' Markdown converter, which escapes the author's text.
      qCaption.innerHTML = q.caption_html || "";
      qPrompt.textContent = q.prompt;
      qOptions.replaceChildren();
      for (const option of q.options || []) {
        const node = button({ className: "sw-option", "data-option": option.value }, option.label);
        node.addEventListener("click", () => togglePick(option.value));
        qOptions.append(node);
      }
      qOptions.hidden = q.picks !== "options";
      qLayout.update(q.layout);
      qHands.replaceChildren(...(q.hands || []).map((cards, seat) => make("li", {}, `${tr("lesson.player", { player: seat })}: ${cards.join(" ")}`)));
      qHands.hidden = !(q.hands || []).length;
      qBar.hidden = q.revealed || view.host;
      qNothing.hidden = !q.may_be_empty;
      qNothing.textContent = q.may_be_empty ? tr("room.nothing_answer") : "";
      qSent.textContent = q.answered && !q.revealed ? tr("room.answer_sent") : "";
      qHost.hidden = !view.host;
      reveal.hidden = q.revealed;
      if (q.tally) {
        questionBox.setAttribute("data-tally", String(q.tally.n));
        const labels = Object.fromEntries((q.options || []).map((o) => [o.value, o.label]));
        const rows = Object.entries(q.tally.picked || {}).map(([item, n]) => make("li", { "data-item": item, "data-count": n }, `${labels[item] || item}: ${n}`));
        const list = make("ul", {});
        list.append(...rows);
        qTally.replaceChildren(make("p", {}, tr("room.tally", { n: q.tally.n })), list);
      } else {
        questionBox.removeAttribute("data-tally");
        qTally.replaceChildren();
      }
      qFeedback.replaceChildren();
      if (q.revealed) {
        setAttr(questionBox, "data-verdict", q.verdict || "shown");
        if (q.summary) qFeedback.append(make("p", { className: "sw-verdict" }, q.summary));
        const reasons = make("ul", {});
        reasons.append(...(q.reasons || []).map((text) => make("li", {}, text)));
        qFeedback.append(reasons);
      } else questionBox.removeAttribute("data-verdict");
      markQuestion();
    }

    function markQuestion() {
      const q = view?.question;
      if (!q) return;
      const answer = new Set(q.revealed ? q.answer || [] : []);
      const judged = (item) => {
        if (!q.revealed) return null;
        if (answer.has(item)) return picked.has(item) || !q.verdict ? "right" : "missed";
        return picked.has(item) && q.verdict ? "wrong" : null;
      };
      for (const node of qLayoutBox.querySelectorAll("[data-card]")) {
        const card = /** @type {HTMLElement} */ (node).dataset.card || "";
        setAttr(node, "data-selected", q.picks === "cells" && picked.has(card));
        setAttr(node, "data-answer", q.picks === "cells" ? judged(card) : null);
      }
      for (const node of qOptions.querySelectorAll("[data-option]")) {
        const option = /** @type {HTMLElement} */ (node).dataset.option || "";
        setAttr(node, "data-selected", picked.has(option));
        node.setAttribute("aria-pressed", picked.has(option) ? "true" : "false");
        setAttr(node, "data-answer", judged(option));
      }
    }

    const joinNow = model.get("join");
    if (joinNow && joinNow !== sessionStorage.getItem(LEFT)) sessionStorage.setItem(KEY, joinNow);
    if (sessionStorage.getItem(KEY)) connection = connect();
    else if (!socketAddress("en")) connect();
    timer = window.setInterval(tick, 1000);
    // An app link opened after the page was drawn (?room=…): join that table now.
    let mounted = false;
    const joinLater = () => {
      const code = model.get("join");
      if (mounted && code && code !== view?.code) {
        sessionStorage.removeItem(LEFT);
        request({ type: "join", code });
      }
      mounted = true; // the first call is mount's own: the code above has joined already
    };
    show();
    // A new language redraws the widget (mount's relabelling): the new view connects with it and joins again.
    return {
      handlers: { "change:join": joinLater },
      stop: () => {
        closed = true;
        window.clearInterval(timer);
        connection?.close();
      },
    };
  },
);
