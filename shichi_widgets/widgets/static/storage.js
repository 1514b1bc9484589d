// Generated file, do not edit: the storage widget's front end, bundled by esbuild 0.28.2
// from shichi_widgets/widgets/js/src/storage.js and the modules it imports. Edit those and run
// `npm run build` in shichi_widgets/widgets/js (tests/frontend checks that this file is up to date).

// src/storage.js
var storage_default = {
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
      }
    };
    model.on("change:saved", write);
    const languages = [...navigator.languages || [navigator.language || ""]].filter(Boolean).slice(0, 16);
    model.send({ type: "opened", stored, link: `${window.location.search}${window.location.hash}`, languages });
    return () => model.off("change:saved", write);
  }
};
export {
  storage_default as default
};
