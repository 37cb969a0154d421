#!/usr/bin/env node
// Print the parse tree the generated JavaScript parser (what the Kaitai Web
// IDE runs) builds for each file, as canonical JSON, for comparison with the
// Python parser's tree in tests/specs/test_generated.py.
//
//   node tree.js <generated-js-dir> <Type> <file>...
"use strict";
const fs = require("fs");
const path = require("path");

const INSTANCES = [
  "value", "raw", "len", "records", "prefix", "lenMin", "isLengthSane",
  "isTruncated", "lenEntry", "ofsCrcInput", "lenCrcInput",
];

function snake(name) {
  return name.replace(/[A-Z]/g, (c) => "_" + c.toLowerCase());
}

function canon(value) {
  if (value === null || value === undefined) return null;
  if (value instanceof Uint8Array) return Buffer.from(value).toString("hex");
  if (Array.isArray(value)) return value.map(canon);
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "bigint") return Number(value);
  if (typeof value === "boolean") return value;
  if (typeof value === "object" && value._io !== undefined) return tree(value);
  return String(value);
}

function tree(obj) {
  const out = {};
  for (const key of Object.keys(obj)) {
    if (key.startsWith("_") || obj[key] === undefined) continue;
    out[snake(key)] = canon(obj[key]);
  }
  for (const name of INSTANCES) {
    if (name in obj && !(name in out)) {
      const v = obj[name];
      if (v !== undefined) out[snake(name)] = canon(v);
    }
  }
  return out;
}

const [dir, type, ...files] = process.argv.slice(2);
const KaitaiStream = require("kaitai-struct/KaitaiStream");
const mod = require(path.resolve(dir, type + ".js"));
const Parser = mod[type];
const result = {};
for (const file of files) {
  const data = fs.readFileSync(file);
  result[file] = tree(new Parser(new KaitaiStream(data)));
}
process.stdout.write(JSON.stringify(result));
