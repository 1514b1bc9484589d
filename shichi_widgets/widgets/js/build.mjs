// Build the widgets' front end: each widget's ES module in src/ (with the modules of src/lib/ it
// imports) becomes one file in ../static/, the file the widget's ``_esm`` points at. The output is
// readable (not minified) and starts with a header saying where it comes from. The bundles are
// committed, since a pip install from git and the Binder image have no Node.
//
// Usage: node build.mjs [--outdir DIR] [--watch]
// esbuild is taken from ./node_modules (npm ci), or from $SHICHI_FRONTEND_TOOLS/node_modules.
import { createRequire } from "node:module";
import path from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** Every widget's entry module in src/, by the name of its bundle in static/. */
export const WIDGETS = ["explorer", "hand", "layout", "lesson", "record", "review", "storage", "table", "theme", "connection", "room"];

const tools = process.env.SHICHI_FRONTEND_TOOLS || HERE;
const esbuild = createRequire(path.join(tools, "package.json"))("esbuild");

/** @param {string} name */
function options(name, outdir) {
  const header = [
    `// Generated file, do not edit: the ${name} widget's front end, bundled by esbuild ${esbuild.version}`,
    `// from shichi_widgets/widgets/js/src/${name}.js and the modules it imports. Edit those and run`,
    "// `npm run build` in shichi_widgets/widgets/js (tests/frontend checks that this file is up to date).",
  ].join("\n");
  return {
    absWorkingDir: HERE,
    entryPoints: [`src/${name}.js`],
    outfile: path.join(outdir, `${name}.js`),
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    charset: "utf8",
    minify: false,
    legalComments: "none",
    banner: { js: header },
    logLevel: "warning",
  };
}

const args = process.argv.slice(2);
const at = args.indexOf("--outdir");
const outdir = path.resolve(at >= 0 ? args[at + 1] : path.join(HERE, "..", "static"));
if (args.includes("--watch")) {
  for (const name of WIDGETS) {
    const context = await esbuild.context(options(name, outdir));
    await context.watch();
  }
  console.log(`watching src/ and rebuilding into ${outdir} (Ctrl-C stops)`);
} else {
  await Promise.all(WIDGETS.map((name) => esbuild.build(options(name, outdir))));
  console.log(`built ${WIDGETS.length} bundles into ${outdir}`);
}
