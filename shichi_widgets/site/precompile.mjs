// Compile the app page's runtime archive to Python 3.14 bytecode with Pyodide itself, in Node, at
// build time: the page then imports .pyc files instead of compiling ~150 modules on every visit.
// Each module's .pyc takes the place of its .py (sourceless import), which also keeps the archive small.
// Usage: node precompile.mjs PYODIDE_DIR IN.zip OUT.zip
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import path from "node:path";

const [pyodideDir, input, output] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: path.resolve(pyodideDir) + "/" });
pyodide.unpackArchive(new Uint8Array(readFileSync(input)), "zip", { extractDir: "/runtime" });
pyodide.runPython(`
import compileall, os, py_compile, sys, zipfile
ok = compileall.compile_dir("/runtime", quiet=1, legacy=True)
if not ok:
    sys.exit("some modules of the runtime do not compile")
with zipfile.ZipFile("/out.zip", "w") as archive:
    for folder, _, files in sorted(os.walk("/runtime")):
        for name in sorted(files):
            if name.endswith(".py") and name + "c" in files:
                continue
            full = os.path.join(folder, name)
            info = zipfile.ZipInfo(os.path.relpath(full, "/runtime"), date_time=(2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            with open(full, "rb") as handle:
                archive.writestr(info, handle.read())
`);
writeFileSync(output, pyodide.FS.readFile("/out.zip"));
