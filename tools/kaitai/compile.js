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
//
// Byte fields of the C++ build are views, not copies (byteFieldsAsViews): the
// runtime's read_bytes gives a kaitai::bytes_view of the stream's bytes, and
// the fields and accessors the compiler declares as std::string for it are
// declared with that type, so a record's value of many megabytes is never
// copied by the parse (pyspark_udfs/native/kaitai/kaitaistream.h).
//
// A field of another spec's type (a record's varints) and a repeated field's
// vector are held inside the struct that owns them (partsHeldInside), not
// each in its own heap allocation: kaitai::held<T> in place of
// std::unique_ptr<T> (pyspark_udfs/native/kaitai/kaitaistruct.h).
//
// The methods of a leaf spec (a varint, a string) are defined inline in its header
// (leafMethodsInline), so the types holding it can inline its parse.
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

// The generated Python resolves an enum field with KaitaiStream.resolve_enum(enum, value): the
// runtime's enum(value) under a try, three Python frames before Enum.__new__ looks the value up in
// the enum's value map. Call the module's own _resolve_enum instead, which looks there first and
// leaves any other value to the runtime's: the same member, or the same int for a value the enum
// does not name. Written here, not patched in at import, so what runs is what `make generate` wrote.
const RESOLVE_ENUM_CALL = "KaitaiStream.resolve_enum(";
const RESOLVE_ENUM_DEFINITION = `

_ENUM_MEMBERS = {}


def _resolve_enum(enum_obj, value):
    """KaitaiStream.resolve_enum's answer, from the enum's value map first (tools/kaitai/compile.js)."""
    members = _ENUM_MEMBERS.get(enum_obj)
    if members is None:  # an enum class's attributes are slow to get: once each
        members = _ENUM_MEMBERS[enum_obj] = enum_obj._value2member_map_
    try:
        return members[value]
    except (KeyError, TypeError):
        return KaitaiStream.resolve_enum(enum_obj, value)
`;

function enumsLookedUpFirst(text) {
  if (!text.includes(RESOLVE_ENUM_CALL)) return text;
  return text.split(RESOLVE_ENUM_CALL).join("_resolve_enum(").replace(/\n*$/, "\n") + RESOLVE_ENUM_DEFINITION;
}

// The names of the fields a C++ source reads with read_bytes(_full) (m_NAME = m__io->read_bytes...)
// and of those it decodes to text (bytes_to_str): the first are byte fields, the second strings.
function cppFieldNames(source, pattern) {
  return new Set([...source.matchAll(pattern)].map((m) => m[1]));
}

// The generated C++ of one spec (its .h and .cpp texts) with every byte field, its accessor and
// its instance method declared as kaitai::bytes_view instead of std::string. A name that is a
// string field in the same spec, or a declaration not found, stops the build: the rewrite is
// exact or it is not made.
function byteFieldsAsViews(header, source, spec) {
  const bytes = cppFieldNames(source, /\bm_(\w+) = m__io->read_bytes(?:_full)?\(/g);
  const strings = cppFieldNames(source, /\bm_(\w+) = kaitai::kstream::bytes_to_str\(/g);
  for (const name of bytes) {
    if (strings.has(name)) throw new Error(`${spec}: m_${name} is read both as bytes and as a string`);
    const member = new RegExp(`^(\\s*)std::string m_${name};$`, "gm");
    const accessor = new RegExp(`^(\\s*)std::string ${name}\\(\\)( const \\{ return m_${name}; \\}|;)$`, "gm");
    const count = (header.match(member) || []).length;
    if (count === 0) throw new Error(`${spec}: no std::string declaration of m_${name} to rewrite`);
    if ((header.match(accessor) || []).length !== count) {
      throw new Error(`${spec}: m_${name} is not declared with one accessor per member`);
    }
    header = header.replace(member, `$1kaitai::bytes_view m_${name};`)
      .replace(accessor, `$1kaitai::bytes_view ${name}()$2`);
    source = source.replace(new RegExp(`^std::string (\\w+)::${name}\\(\\) \\{$`, "gm"),
      `kaitai::bytes_view $1::${name}() {`);
  }
  return [header, source];
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// The generated C++ of one spec with every member that owns a part of another spec's type (one
// the header includes, so its size is known there) or a vector declared kaitai::held<T> instead
// of std::unique_ptr<T>, and each `m_x = std::unique_ptr<T>(new T(args));` that makes one written
// `m_x.emplace(args);`. Such a part is made only there; a member whose making is not found, or
// one made another way, stops the build: the rewrite is exact or it is not made.
function partsHeldInside(header, source, spec) {
  const imported = new Set([...header.matchAll(/^#include "(kafka_\w+)\.h"$/gm)].map((m) => `${m[1]}_t`));
  const eligible = (type) => imported.has(type) || type.startsWith("std::vector<");
  // A name some class declares with another type (a switch's kaitai::kstruct) stays a unique_ptr
  // everywhere: the source's `m_x = ...` lines do not say which class they are in.
  const mixed = new Set();
  for (const m of header.matchAll(/^\s*(?:std::unique_ptr<(.+)>|\S.*) m_(\w+);$/gm)) {
    if (m[1] === undefined || !eligible(m[1])) mixed.add(m[2]);
  }
  const held = new Map();  // member name -> set of types
  header = header.replace(/^(\s*)std::unique_ptr<(.+)> m_(\w+);$/gm, (line, indent, type, name) => {
    if (!eligible(type) || mixed.has(name)) return line;
    if (!held.has(name)) held.set(name, new Set());
    held.get(name).add(type);
    return `${indent}kaitai::held<${type}> m_${name};`;
  });
  for (const [name, types] of held) {
    for (const type of types) {
      const t = escapeRegExp(type);
      const made = new RegExp(`^(\\s*)m_${name} = std::unique_ptr<${t}>\\(new ${t}\\((.*)\\)\\);$`, "gm");
      if (!made.test(source)) throw new Error(`${spec}: m_${name} (${type}) is never made as the rewrite expects`);
      source = source.replace(made, `$1m_${name}.emplace($2);`);
      if (new RegExp(`\\bm_${name} = std::unique_ptr<${t}>`).test(source)) {
        throw new Error(`${spec}: m_${name} (${type}) is also made another way`);
      }
    }
  }
  return [header, source];
}

// The generated C++ of a leaf spec (one type, no imports, no enums: a varint, a string, the parts
// other specs' records are made of) with its methods defined inline in its header instead of in
// its source, which keeps only its includes: a record's parse then inlines its varints' constructor,
// _read and value() instead of calling each across files. The source must be includes and method
// definitions only (each from its signature line to the first `}` line); anything else stops the
// build: the rewrite is exact or it is not made.
function leafMethodsInline(header, source, spec) {
  const classes = header.match(/^\s*class \w+ : public kaitai::kstruct \{$/gm) || [];
  if (classes.length !== 1 || /^#include "kafka_/m.test(header) || /^\s*enum /m.test(header)) return [header, source];
  const kept = [];
  const includes = [];
  const definitions = [];
  const lines = source.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (/^[\w:<>* ]*\b(\w+)::~?\w+\(.*\)( : .*)? \{$/.test(line)) {
      const end = lines.indexOf("}", i);
      if (end < 0) throw new Error(`${spec}: no end to the definition "${line}"`);
      definitions.push("inline " + lines.slice(i, end + 1).join("\n"));
      i = end;
    } else if (/^#include "kaitai\//.test(line)) {
      includes.push(line);
    } else if (line === "" || line.startsWith("//") || /^#include "kafka_\w+\.h"$/.test(line)) {
      kept.push(line);
    } else {
      throw new Error(`${spec}: the source line "${line}" is not an include or a method definition`);
    }
  }
  if (definitions.length === 0) throw new Error(`${spec}: no method definitions to move to the header`);
  header = header.replace(/\n*$/, "\n") + "\n" + includes.map((l) => l + "\n").join("") + "\n" +
    definitions.join("\n\n") + "\n";
  source = kept.join("\n").replace(/\n*$/, "\n") + "\n// Its methods are defined inline in the header (compile.js's leafMethodsInline).\n";
  return [header, source];
}

async function compileOne(target, outDir, specPath) {
  const dir = path.dirname(specPath);
  const importer = {
    importYaml(name) {
      return Promise.resolve(loadKsy(path.join(dir, name + ".ksy")));
    },
  };
  const files = await compiler.compile(target, loadKsy(specPath), importer, false);
  if (target === "cpp_stl") {
    for (const name of Object.keys(files).filter((n) => n.endsWith(".cpp"))) {
      const header = name.replace(/\.cpp$/, ".h");
      [files[header], files[name]] = byteFieldsAsViews(files[header], files[name], specPath);
      [files[header], files[name]] = partsHeldInside(files[header], files[name], specPath);
      [files[header], files[name]] = leafMethodsInline(files[header], files[name], specPath);
    }
  }
  const written = [];
  for (let [name, text] of Object.entries(files)) {
    if (target === "python") text = enumsLookedUpFirst(relativePythonImports(text));
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
