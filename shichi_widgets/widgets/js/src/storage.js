// BrowserStorage: the app's memory in localStorage, one key per app URL. Python decides what is
// kept (the ``saved`` trait, JSON) and checks what comes back; this file only reads and writes it.

/** @typedef {import("./types.js").RenderProps<import("./types.js").StorageTraits>} Props */

export default {
  /** @param {Props} props */
  render({ model, el }) {
    el.style.display = "none";
    const key = () => (model.get("key") || "shichi-widgets/app:") + window.location.pathname;
    let stored = null;
    try {
      stored = window.localStorage.getItem(key());
    } catch {
      stored = null;
    }
    const write = () => {
      const value = model.get("saved") || "";
      try {
        if (value) window.localStorage.setItem(key(), value);
        else window.localStorage.removeItem(key());
      } catch {
        // storage full or refused: the app still works, unsaved
      }
    };
    model.on("change:saved", write);
    // The browser's preferred languages: a first visit opens in Japanese from a Japanese browser.
    const languages = [...(navigator.languages || [navigator.language || ""])].filter(Boolean).slice(0, 16);
    model.send({ type: "opened", stored, link: `${window.location.search}${window.location.hash}`, languages });
    return () => model.off("change:saved", write);
  },
};
