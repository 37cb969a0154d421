#!/usr/bin/env node
// Compile .ksy specs with the pinned kaitai-struct-compiler (the JavaScript
// build the Kaitai Web IDE runs).
//
//   node compile.js <target> <out-dir> <spec.ksy>...
//
// Imports are resolved in the folder of the importing spec, as the Web IDE
// does. Exits non-zero, naming the spec, on any compile error.
//
// `cpp_stl` is compiled for the C++11 standard (what the command-line
// compiler's `--cpp-standard 11` selects: unique_ptr ownership, #pragma once,
// list initialisers); the JavaScript build hard-codes C++98 settings and has
// no option for it, so the compiler module is loaded with that one
// configuration changed.
"use strict";
const fs = require("fs");
const path = require("path");
const Module = require("module");
const yaml = require("js-yaml");

// The configuration MainJs.compile builds for every target (the Python
// translator has a second copy, which it never uses for C++).
const CPP98_CONFIG =
  "var config = new $c_Lio_kaitai_struct_RuntimeConfig((!debug), debug, false, true, false, new $c_Lio_kaitai_struct_CppRuntimeConfig($m_sci_Nil$(), false, false, false, " +
  "$m_Lio_kaitai_struct_CppRuntimeConfig$RawPointers$())";
const CPP11_CONFIG =
  "var config = new $c_Lio_kaitai_struct_RuntimeConfig((!debug), debug, false, true, false, new $c_Lio_kaitai_struct_CppRuntimeConfig($m_sci_Nil$(), true, true, true, " +
  "$m_Lio_kaitai_struct_CppRuntimeConfig$UniqueAndRawPointers$())";

// The compiler module, its C++ runtime configuration set to C++11.
function loadCompiler() {
  const file = require.resolve("kaitai-struct-compiler");
  const source = fs.readFileSync(file, "utf8");
  if (source.split(CPP98_CONFIG).length !== 2) {
    throw new Error(`${file}: the C++ runtime configuration to change was not found exactly once`);
  }
  const mod = new Module(file, module);
  mod.filename = file;
  mod.paths = Module._nodeModulePaths(path.dirname(file));
  mod._compile(source.replace(CPP98_CONFIG, CPP11_CONFIG), file);
  return mod.exports;
}

const compiler = loadCompiler();

function loadKsy(file) {
  return yaml.load(fs.readFileSync(file, "utf8"));
}

// Kaitai writes `import other_spec` for each imported spec, which only works
// when the generated folder itself is on sys.path. Rewrite those lines as
// package-relative imports so the generated modules form a package.
function relativePythonImports(text) {
  return text.replace(/^import (kafka_[a-z0-9_]+)$/gm, "from . import $1");
}

async function compileOne(target, outDir, specPath) {
  const dir = path.dirname(specPath);
  const importer = {
    importYaml(name) {
      return Promise.resolve(loadKsy(path.join(dir, name + ".ksy")));
    },
  };
  const files = await compiler.compile(target, loadKsy(specPath), importer, false);
  const written = [];
  for (let [name, text] of Object.entries(files)) {
    if (target === "python") text = relativePythonImports(text);
    const dest = path.join(outDir, name);
    fs.mkdirSync(path.dirname(dest), { recursive: true });
    fs.writeFileSync(dest, text);
    written.push(name);
  }
  return written;
}

async function main() {
  const [target, outDir, ...specs] = process.argv.slice(2);
  if (!target || !outDir || specs.length === 0) {
    console.error("usage: compile.js <target> <out-dir> <spec.ksy>...");
    process.exit(2);
  }
  let failed = false;
  for (const spec of specs) {
    try {
      const written = await compileOne(target, outDir, spec);
      console.log(`${spec} -> ${target}: ${written.join(", ")}`);
    } catch (err) {
      failed = true;
      const detail = err && err.toString ? err.toString() : String(err);
      console.error(`${spec}: ${target} compile failed: ${detail}`);
    }
  }
  process.exit(failed ? 1 : 0);
}

main();
