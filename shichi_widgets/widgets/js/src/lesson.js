// Lesson: a step's caption, layout, hands and question. Python computes every answer and every
// explanation (from the engine); this file draws what it is sent and reports clicks. Every label
// comes from the message catalogue in the widget's language (``tr``).
import { make, setAttr } from "./lib/dom.js";
import { keepingFocus } from "./lib/focus.js";
import { buildHand } from "./lib/hand-cards.js";
import { buildLayout } from "./lib/layout-grid.js";
import { mount } from "./lib/mount.js";

/** @typedef {import("./lib/mount.js").Parts<import("./types.js").LessonTraits>} Parts */
/** @typedef {import("./types.js").LessonView} LessonView */

export default mount({ attrs: { className: "sw-root sw-lesson", "data-role": "lesson" }, lang: true }, /** @param {Parts} parts */ ({ model, root, tr, send }) => {
  const head = make("div", { className: "sw-lesson-head" });
  const lessonTitle = make("span", { className: "sw-lesson-title", "data-role": "lesson-title" });
  const progress = make("span", { className: "sw-progress", "data-role": "progress" });
  const course = make("span", { className: "sw-course", "data-role": "course" });
  head.append(course, lessonTitle, progress);
  const title = make("p", { className: "sw-step-title", "data-role": "step-title" });
  const caption = make("div", { className: "sw-caption", "data-role": "caption" });
  const status = make("p", { className: "sw-lesson-status", "data-role": "status" });
  const questionBox = make("div", { className: "sw-question", "data-role": "question" });
  const prompt = make("p", { className: "sw-prompt", "data-role": "prompt" });
  const options = make("div", { className: "sw-options", "data-role": "options", role: "group", "aria-label": tr("lesson.options") });
  questionBox.append(prompt, options);
  const layoutBox = make("div", { className: "sw-layout-box" });
  const handsBox = make("div", { className: "sw-hands", "data-role": "hands" });
  const bar = make("div", { className: "sw-bar sw-lesson-bar", role: "group", "aria-label": tr("lesson.controls") });
  const button = (label, action) => /** @type {HTMLButtonElement} */ (make("button", { type: "button", className: "sw-button", "data-action": action }, label));
  const back = button(tr("lesson.back"), "back");
  const clear = button(tr("lesson.clear"), "clear");
  const check = button(tr("lesson.check"), "check");
  // "Nothing is killed" / "No joker play": an explicit answer, not an empty pick checked.
  const nothing = button("", "nothing");
  const next = button(tr("lesson.next"), "next");
  bar.append(back, clear, check, nothing, next);
  // The last step: the lesson is done, and the next lesson of the course is one click away.
  const doneBox = make("div", { className: "sw-done", "data-role": "done" });
  const doneText = make("p", { className: "sw-done-text" });
  const nextLesson = button("", "next-lesson");
  doneBox.append(doneText, nextLesson);
  // Results of Check appear here: a polite live region, read out without moving focus.
  const feedback = make("div", { className: "sw-feedback", "data-role": "feedback", role: "status", "aria-live": "polite", "aria-atomic": "true" });
  const message = make("p", { className: "sw-message", role: "alert" });
  const keys = make("p", { className: "sw-keys", "data-role": "keys" }, tr("lesson.keys_help"));
  // A new step is announced (progress and title); the step itself is read by moving on.
  const announcer = make("p", { className: "sw-visually-hidden", "aria-live": "polite", "data-role": "announce" });
  root.append(head, title, caption, status, questionBox, layoutBox, handsBox, bar, feedback, doneBox, message, keys, announcer);

  back.addEventListener("click", () => send({ type: "back" }));
  next.addEventListener("click", () => send({ type: "next" }));
  check.addEventListener("click", () => send({ type: "check" }));
  clear.addEventListener("click", () => send({ type: "clear" }));
  nothing.addEventListener("click", () => send({ type: "nothing" }));
  nextLesson.addEventListener("click", () => send({ type: "next_lesson" }));

  const question = () => model.get("view")?.question || null;
  const pick = (item) => {
    const q = question();
    if (q && q.picks === "cells") send({ type: "select", item });
  };
  const layout = buildLayout(layoutBox, {
    hover: (card) => send({ type: "hover", card }),
    click: (card) => pick(card),
  }, tr);

  // Pointed, selected and (after Check) right / missed / wrong marks on every card and option.
  // Cells of the layout grid say "selected" (aria-selected); hand cards and options are toggle
  // buttons (aria-pressed).
  function mark() {
    const view = model.get("view") || /** @type {LessonView} */ ({});
    const q = view.question;
    const pointed = new Set(view.point || []);
    const selected = new Set(model.get("selected") || []);
    const verdict = model.get("feedback") || {};
    const answer = new Set(verdict.answer || []);
    const missed = new Set(verdict.missed || []);
    const extra = new Set(verdict.extra || []);
    const judged = (item) => {
      if (!verdict.verdict) return null;
      if (extra.has(item)) return "wrong";
      if (missed.has(item)) return "missed";
      if (answer.has(item)) return "right";
      return null;
    };
    const picking = Boolean(q && q.picks === "cells");
    for (const node of root.querySelectorAll("[data-card]")) {
      const card = /** @type {HTMLElement} */ (node).dataset.card;
      setAttr(node, "data-pointed", pointed.has(card));
      setAttr(node, "data-selected", selected.has(card));
      setAttr(node, "data-answer", picking ? judged(card) : null);
      const cell = node.getAttribute("role") === "gridcell";
      if (picking && node.tagName === "BUTTON") {
        node.setAttribute(cell ? "aria-selected" : "aria-pressed", selected.has(card) ? "true" : "false");
      } else {
        node.removeAttribute("aria-pressed");
        node.removeAttribute("aria-selected");
      }
    }
    for (const node of options.querySelectorAll("[data-option]")) {
      const option = /** @type {HTMLElement} */ (node).dataset.option;
      setAttr(node, "data-selected", selected.has(option));
      node.setAttribute("aria-pressed", selected.has(option) ? "true" : "false");
      setAttr(node, "data-answer", judged(option));
    }
  }

  let shownIndex = null;
  function drawView() {
    const view = model.get("view") || /** @type {LessonView} */ ({});
    lessonTitle.textContent = view.lesson || "";
    course.textContent = view.course || "";
    course.hidden = !view.course;
    progress.textContent = view.progress || "";
    title.textContent = view.title || "";
    title.hidden = !view.title;
    // caption_html comes from Python's Markdown converter, which escapes every piece of the
    // author's text before adding its few tags (p ul ol li strong em code): no raw HTML passes.
    caption.innerHTML = view.caption_html || "";
    status.textContent = view.status || "";
    // A keyboard user on Back or Next stays there; if that button is now disabled (first or
    // last step), focus moves to the other one instead of being lost.
    const focused = document.activeElement;
    back.disabled = !(view.index > 0);
    next.disabled = !(view.index < view.count - 1);
    if (focused === next && next.disabled && !back.disabled) back.focus();
    else if (focused === back && back.disabled && !next.disabled) next.focus();
    const q = view.question;
    questionBox.hidden = !q;
    keys.hidden = !(q && q.picks === "cells"); // the keys pick cards: shown only where there are cards to pick
    check.hidden = !q;
    clear.hidden = !q;
    nothing.hidden = !q?.nothing;
    nothing.textContent = q?.nothing ? q.nothing : "";
    prompt.textContent = q ? q.prompt : "";
    doneBox.hidden = !view.done;
    doneText.textContent = view.done || "";
    const following = view.next_lesson || null;
    nextLesson.hidden = !following;
    nextLesson.textContent = following ? following.label : "";
    if (following) nextLesson.dataset.lesson = following.name;
    else delete nextLesson.dataset.lesson;
    keepingFocus(options, () => {
      options.replaceChildren();
      if (q && q.picks === "options") {
        for (const option of q.options) {
          const label = q.labels?.[option] || option;
          const node = make("button", { type: "button", className: "sw-option", "data-option": option }, label);
          node.addEventListener("click", () => send({ type: "select", item: option }));
          options.append(node);
        }
      }
    }, () => options.querySelector("button") || next);
    root.setAttribute("data-kind", q ? q.kind : "none");
    if (shownIndex !== null && shownIndex !== view.index) {
      announcer.textContent = [view.progress, view.title].filter(Boolean).join(": ");
    }
    shownIndex = view.index;
    mark();
  }

  function drawHands() {
    keepingFocus(handsBox, () => {
      handsBox.replaceChildren();
      for (const state of model.get("hands") || []) {
        const box = make("div", { className: "sw-seat-hand", "data-seat": state.player, "data-to-move": state.to_move });
        const label = [state.label, state.status !== "active" ? state.status_text || state.status : "", state.passes].filter(Boolean).join(" · ");
        box.append(make("div", { className: "sw-seat-name" }, label));
        handsBox.append(box);
        buildHand(box, (text) => pick(text), tr).update(state);
        const hand = box.querySelector("[data-role=hand]");
        if (hand && state.hand_label) hand.setAttribute("aria-label", state.hand_label);
      }
    }, () => handsBox.querySelector("button.sw-card") || check);
    mark();
  }

  function drawFeedback() {
    const verdict = model.get("feedback") || {};
    feedback.replaceChildren();
    if (verdict.verdict) {
      feedback.append(make("p", { className: "sw-summary" }, verdict.summary));
      const list = make("ul", { className: "sw-reasons" });
      for (const reason of verdict.reasons || []) list.append(make("li", {}, reason));
      feedback.append(list);
    }
    mark();
  }

  function drawResult() {
    const result = model.get("result");
    if (result) root.setAttribute("data-result", result);
    else root.removeAttribute("data-result");
  }

  const handlers = {
    "change:view": drawView,
    "change:layout_cells": () => {
      layout.update(model.get("layout_cells"));
      mark();
    },
    "change:hands": drawHands,
    "change:selected": mark,
    "change:feedback": drawFeedback,
    "change:result": drawResult,
    "change:hover": () => layout.showHover(model.get("hover")),
    "change:message": () => {
      message.textContent = model.get("message") || "";
    },
  };
  return { handlers };
});
