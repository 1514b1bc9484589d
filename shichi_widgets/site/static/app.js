// The static site's page: boots Pyodide, installs the runtime (ipywidgets, anywidget, shichi_widgets),
// builds App() in Python and draws its widgets. Python decides everything; this file only draws what
// the widget models hold and forwards the learner's clicks, over the Jupyter widget protocol.
// The anywidget front ends (widgets/static/*.js) run unchanged; the few ipywidgets the app uses
// (boxes, HTML, toggle buttons, dropdown, tabs) are drawn by the small views below.

const config = JSON.parse(document.getElementById("sw-config").textContent);
const phases = {}; // milliseconds since navigation start, per phase (the benchmark reads them)
const site = { phases, models: new Map(), errors: [] };
window.shichiSite = site;
const mark = (name) => { phases[name] = performance.now(); };

const root = document.getElementById("sw-root");
const note = document.getElementById("sw-loading");
// The page's language (index.html sets it from ?lang= or the browser's); the app's own once it runs.
const japanese = () => document.documentElement.lang === "ja";
const say = (en, ja) => { if (note) note.textContent = japanese() ? ja : en; };

function fail(error) {
  console.error(error);
  site.errors.push(String(error && error.message || error));
  const box = document.createElement("p");
  box.className = "sw-problem";
  box.setAttribute("role", "alert");
  // Python's ValueErrors carry a sentence for the reader; keep only the last line of a traceback.
  const text = String(error && error.message || error).trim().split("\n").pop();
  box.textContent = japanese() ? `アプリを起動できませんでした：${text}` : `The app could not start: ${text}`;
  root.replaceChildren(box);
  if (note) note.remove();
}

// ------------------------------------------------------------------------------------------- the link
let python = null; // shichi_widgets.site.bridge.receive
const inbox = []; // messages from Python, handled once the Python call that sent them returns
let depth = 0;

function fromPython(type, id, text) {
  inbox.push([type, id, text]);
}

function callPython(fn) {
  depth += 1;
  try {
    return fn();
  } finally {
    depth -= 1;
    if (depth === 0) flush();
  }
}

function toPython(id, data) {
  try {
    callPython(() => python(id, JSON.stringify(data)));
  } catch (error) {
    console.error(error);
    site.errors.push(String(error.message || error));
  }
}

const displays = [];

function flush() {
  while (inbox.length) {
    const [type, id, text] = inbox.shift();
    const message = JSON.parse(text);
    if (type === "comm_open") {
      site.models.set(id, new Model(id, message.data.state || {}));
    } else if (type === "comm_msg") {
      const model = site.models.get(id);
      const data = message.data;
      if (model && data.method === "update") model.update(data.state || {});
      else if (model && data.method === "custom") model.emit("msg:custom", data.content, []);
      // "echo_update" only confirms what this page sent: nothing to draw.
    } else if (type === "comm_close") {
      site.models.delete(id);
    } else if (type === "display") {
      displays.push(id);
    }
  }
}

// ------------------------------------------------------------------------------------------- models
class Model {
  constructor(id, state) {
    this.id = id;
    this.state = state;
    this.handlers = new Map();
    this.changed = null;
    this.widget_manager = { get_model: async (ref) => modelOf(ref) };
  }
  get(key) { return this.state[key]; }
  set(key, value) {
    this.state[key] = value;
    (this.changed ??= {})[key] = value;
    this.emit(`change:${key}`, this, value);
    this.emit("change", this);
  }
  save_changes() {
    if (!this.changed) return;
    const state = this.changed;
    this.changed = null;
    toPython(this.id, { method: "update", state, buffer_paths: [] });
  }
  send(content) { toPython(this.id, { method: "custom", content }); }
  update(state) {
    Object.assign(this.state, state);
    for (const [key, value] of Object.entries(state)) this.emit(`change:${key}`, this, value);
    this.emit("change", this);
  }
  on(event, handler) {
    for (const name of event.split(/\s+/)) {
      if (!this.handlers.has(name)) this.handlers.set(name, new Set());
      this.handlers.get(name).add(handler);
    }
  }
  off(event, handler) {
    if (!event) { this.handlers.clear(); return; }
    for (const name of event.split(/\s+/)) {
      if (handler) this.handlers.get(name)?.delete(handler);
      else this.handlers.delete(name);
    }
  }
  emit(event, ...args) {
    for (const handler of [...(this.handlers.get(event) || [])]) {
      try { handler(...args); } catch (error) { console.error(error); }
    }
  }
}

function modelOf(ref) {
  const id = typeof ref === "string" && ref.startsWith("IPY_MODEL_") ? ref.slice("IPY_MODEL_".length) : ref;
  const model = site.models.get(id);
  if (!model) throw new Error(`no widget model ${id}`);
  return model;
}

// ------------------------------------------------------------------------------------------- views
const modules = new Map(); // ES module text -> import promise
const styles = new Set();
const initialized = new WeakSet();

function addStyle(css) {
  if (!css || styles.has(css)) return;
  styles.add(css);
  const style = document.createElement("style");
  style.textContent = css;
  document.head.append(style);
}

function element(tag, className, attributes = {}) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

function domClasses(model, node) {
  let shown = [];
  const draw = () => {
    node.classList.remove(...shown);
    shown = [...(model.get("_dom_classes") || [])];
    node.classList.add(...shown);
  };
  model.on("change:_dom_classes", draw);
  draw();
}

async function anyView(model) {
  const esm = model.get("_esm");
  if (!modules.has(esm)) {
    const url = URL.createObjectURL(new Blob([esm], { type: "text/javascript" }));
    modules.set(esm, import(url));
  }
  const module = await modules.get(esm);
  const widget = module.default ?? module;
  addStyle(model.get("_css"));
  if (widget.initialize && !initialized.has(model)) {
    initialized.add(model);
    await widget.initialize({ model });
  }
  const node = element("div", "sw-any");
  domClasses(model, node);
  await widget.render({ model, el: node });
  return node;
}

// A container keeps the views of children it already shows, so a changed list redraws only new ones.
function childViews() {
  const shown = new Map();
  return async (refs) => {
    const models = refs.map(modelOf);
    const nodes = await Promise.all(models.map((model) => shown.get(model.id) ?? view(model)));
    shown.clear();
    models.forEach((model, index) => shown.set(model.id, nodes[index]));
    return nodes;
  };
}

async function boxView(model, direction) {
  const node = element("div", `sw-box sw-${direction}`);
  domClasses(model, node);
  const views = childViews();
  const draw = async () => node.replaceChildren(...(await views(model.get("children") || [])));
  model.on("change:children", () => draw().catch(console.error));
  await draw();
  return node;
}

function htmlView(model) {
  const node = element("div", "sw-html");
  domClasses(model, node);
  const draw = () => { node.innerHTML = model.get("value") || ""; };
  model.on("change:value", draw);
  draw();
  return node;
}

function labelled(model, node, control) {
  const label = element("label", "sw-description");
  const draw = () => {
    label.textContent = model.get("description") || "";
    label.hidden = !label.textContent;
  };
  model.on("change:description", draw);
  draw();
  node.append(label, control);
  return label;
}

function toggleButtonsView(model) {
  const node = element("div", "sw-toggles");
  domClasses(model, node);
  const group = element("div", "sw-toggle-group", { role: "radiogroup" });
  labelled(model, node, group);
  const draw = () => {
    const chosen = model.get("index");
    group.replaceChildren(...(model.get("_options_labels") || []).map((text, index) => {
      const button = element("button", "sw-toggle", { type: "button", role: "radio" });
      button.textContent = text;
      button.setAttribute("aria-checked", String(index === chosen));
      button.addEventListener("click", () => { model.set("index", index); model.save_changes(); });
      return button;
    }));
  };
  model.on("change:index change:_options_labels", draw);
  draw();
  return node;
}

function dropdownView(model) {
  const node = element("div", "sw-dropdown");
  domClasses(model, node);
  const select = element("select");
  const label = labelled(model, node, select);
  select.id = `sw-select-${model.id}`;
  label.htmlFor = select.id;
  const draw = () => {
    select.replaceChildren(...(model.get("_options_labels") || []).map((text, index) => {
      const option = element("option", "", { value: String(index) });
      option.textContent = text;
      return option;
    }));
    const index = model.get("index");
    select.selectedIndex = index === null || index === undefined ? -1 : index;
  };
  select.addEventListener("change", () => { model.set("index", select.selectedIndex); model.save_changes(); });
  model.on("change:index change:_options_labels", draw);
  draw();
  return node;
}

function checkboxView(model) {
  const node = element("label", "sw-checkbox");
  domClasses(model, node);
  const box = element("input", "", { type: "checkbox" });
  const text = element("span");
  node.append(box, text);
  const draw = () => {
    box.checked = Boolean(model.get("value"));
    box.disabled = Boolean(model.get("disabled"));
    text.textContent = model.get("description") || "";
  };
  box.addEventListener("change", () => { model.set("value", box.checked); model.save_changes(); });
  model.on("change:value change:description change:disabled", draw);
  draw();
  return node;
}

function buttonView(model, toggle) {
  const node = element("button", `sw-button${toggle ? " sw-toggle" : ""}`, { type: "button" });
  domClasses(model, node);
  const draw = () => {
    node.textContent = model.get("description") || "";
    node.title = model.get("tooltip") || "";
    node.disabled = Boolean(model.get("disabled"));
    if (toggle) node.setAttribute("aria-pressed", String(Boolean(model.get("value"))));
  };
  node.addEventListener("click", () => {
    if (toggle) {
      model.set("value", !model.get("value"));
      model.save_changes();
    } else {
      model.send({ event: "click" });
    }
  });
  model.on("change:value change:description change:disabled change:tooltip", draw);
  draw();
  return node;
}

function labelView(model) {
  const node = element("div", "sw-label");
  domClasses(model, node);
  const draw = () => { node.textContent = model.get("value") || ""; };
  model.on("change:value", draw);
  draw();
  return node;
}

async function tabView(model) {
  const node = element("div", "sw-tabs");
  domClasses(model, node);
  const bar = element("div", "sw-tab-bar", { role: "tablist" });
  const panels = element("div", "sw-tab-panels");
  node.append(bar, panels);
  let drawn = [];
  const views = childViews();
  const select = () => {
    const chosen = model.get("selected_index") ?? 0;
    bar.querySelectorAll("[role=tab]").forEach((tab, index) => {
      tab.setAttribute("aria-selected", String(index === chosen));
      tab.tabIndex = index === chosen ? 0 : -1;
    });
    drawn.forEach((panel, index) => { panel.hidden = index !== chosen; });
  };
  const titles = () => {
    const names = model.get("titles") || [];
    bar.querySelectorAll("[role=tab]").forEach((tab, index) => { tab.textContent = names[index] || ""; });
  };
  const draw = async () => {
    const children = await views(model.get("children") || []);
    bar.replaceChildren(...children.map((_, index) => {
      const tab = element("button", "sw-tab", { type: "button", role: "tab", id: `sw-tab-${model.id}-${index}` });
      tab.addEventListener("click", () => { model.set("selected_index", index); model.save_changes(); });
      tab.addEventListener("keydown", (event) => {
        const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
        if (!step) return;
        const next = (index + step + children.length) % children.length;
        model.set("selected_index", next);
        model.save_changes();
        bar.children[next].focus();
      });
      return tab;
    }));
    drawn = children.map((child, index) => {
      const panel = element("div", "sw-tab-panel", { role: "tabpanel", "aria-labelledby": `sw-tab-${model.id}-${index}` });
      panel.append(child);
      return panel;
    });
    panels.replaceChildren(...drawn);
    titles();
    select();
  };
  model.on("change:selected_index", select);
  model.on("change:titles", titles);
  model.on("change:children", () => draw().catch(console.error));
  await draw();
  return node;
}

const VIEWS = {
  AnyModel: anyView,
  VBoxModel: (model) => boxView(model, "vbox"),
  HBoxModel: (model) => boxView(model, "hbox"),
  BoxModel: (model) => boxView(model, "hbox"),
  HTMLModel: htmlView,
  ToggleButtonsModel: toggleButtonsView,
  DropdownModel: dropdownView,
  TabModel: tabView,
  CheckboxModel: checkboxView,
  ToggleButtonModel: (model) => buttonView(model, true),
  ButtonModel: (model) => buttonView(model, false),
  LabelModel: labelView,
};

async function view(model) {
  const make = VIEWS[model.get("_model_name")];
  if (!make) {
    const node = element("div", "sw-unsupported");
    node.textContent = `(${model.get("_model_name")} is not shown on this page)`;
    return node;
  }
  return make(model);
}

// ------------------------------------------------------------------------------------------- offline
// The service worker (sw.js, written by the build) keeps this build for visits with the host down.
// Where a browser has none or refuses it (file://, some private windows), the page runs as it is.
const workers = config.worker && window.isSecureContext ? navigator.serviceWorker : undefined;
const TAKE_OVER_MS = 20000; // activating deletes the old cache: seconds on a busy machine

// A newer build that the worker installed on an earlier visit waits while pages of the old one are
// open. Let it take over before this (old) page fetches anything, and load the page again from it.
// Returns true when the page is being reloaded.
async function newerBuild() {
  if (!workers || !workers.controller) return false;
  try {
    const registration = await workers.getRegistration();
    const waiting = registration && registration.waiting;
    if (!waiting) return false;
    const changed = await new Promise((resolve) => {
      workers.addEventListener("controllerchange", () => resolve(true), { once: true });
      setTimeout(() => resolve(false), TAKE_OVER_MS);
      waiting.postMessage("take-over");
    });
    if (changed) location.reload();
    return changed;
  } catch (error) {
    console.info(`The newer build was not taken: ${error.message || error}`);
    return false;
  }
}

// Register the worker once the app runs (a first visit loads the app first; the worker then keeps
// the files, mostly from the browser's HTTP cache). A registered worker is checked for a new build
// by the browser on each visit.
async function keepForOffline() {
  if (!workers) return;
  try {
    await workers.register(config.worker);
  } catch (error) {
    console.info(`This browser keeps no copy of the app for offline visits: ${error.message || error}`);
  }
}

// ------------------------------------------------------------------------------------------- start
function followLanguage(app) {
  // <html lang> says the app's language (for screen readers and fonts), also after the learner switches it.
  const speak = () => { document.documentElement.lang = app.lang; };
  speak();
  const language = site.models.get(app.language.model_id);
  // The click reaches Python in the same task (save_changes); read the language once it has.
  if (language) language.on("change:index", () => setTimeout(speak, 0));
}

async function boot() {
  if (await newerBuild()) return;
  mark("page");
  say("Loading Python…", "Pythonを読み込んでいます…");
  const runtime = fetch(config.runtime).then((response) => {
    if (!response.ok) throw new Error(`${config.runtime}: HTTP ${response.status}`);
    return response.arrayBuffer();
  });
  const { loadPyodide } = await import(new URL(`${config.pyodide}pyodide.mjs`, location.href).href);
  const pyodide = await loadPyodide({
    indexURL: new URL(config.pyodide, location.href).href,
    stdout: (line) => console.log(line),
    stderr: (line) => console.warn(line),
  });
  mark("pyodide");
  say("Loading the widgets…", "ウィジェットを読み込んでいます…");
  pyodide.unpackArchive(await runtime, "zip", { extractDir: config.extract_dir });
  pyodide.runPython(`import sys; sys.path.insert(0, ${JSON.stringify(config.extract_dir)})`);
  mark("packages");
  pyodide.runPython("import ipywidgets, anywidget"); // what a kernel with widgets has loaded
  const bridge = pyodide.pyimport("shichi_widgets.site.bridge");
  python = bridge.receive;
  bridge.start(fromPython);
  const page = pyodide.pyimport("shichi_widgets.site.page");
  mark("kernel");
  say("Starting the app…", "アプリを起動しています…");
  const app = callPython(() => page.open_app(location.search));
  followLanguage(app);
  for (const id of displays.splice(0)) root.append(await view(modelOf(id)));
  if (note) note.remove();
  mark("app");
  document.body.dataset.ready = "true";
  keepForOffline();
}

boot().catch(fail);
