// Checks every .mjs under tools/, scripts/ and tests/bench/ without running it: it parses
// (node --check), each relative import names a file that exists and exports the names imported from it,
// and each package import resolves from the file's folder. The tools are run by hand now
// and then (tools/README.md), so nothing else notices when a file they import moves.
//   node scripts/check_mjs.mjs [DIR...]      (default: tools scripts tests/bench; exit 1 on a problem)
// A ctest test of the native preset (tools/CMakeLists.txt).
import fs from 'node:fs';
import path from 'node:path';
import { builtinModules, createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dirs = process.argv.length > 2 ? process.argv.slice(2) : ['tools', 'scripts', 'tests/bench'];

function mjsFiles(dir) {
  const out = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory() && e.name !== 'node_modules') out.push(...mjsFiles(p));
    else if (e.isFile() && e.name.endsWith('.mjs')) out.push(p);
  }
  return out.sort();
}

// Comments out, so a commented import is not checked (strings and templates stay).
const stripComments = (src) => src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

// [{ spec, names: [...] | null (namespace / side effect), wantsDefault }]
function importsOf(src) {
  const out = [];
  const text = stripComments(src);
  const re = /^\s*(import|export)\s+([\w$\s{},*]*?)\s*from\s*(['"])([^'"]+)\3|^\s*import\s*(['"])([^'"]+)\5|\bimport\(\s*(['"])([^'"]+)\7\s*\)/gm;
  for (const m of text.matchAll(re)) {
    if (m[4] !== undefined) {
      const clause = m[2];
      const names = [];
      const braces = clause.match(/\{([\s\S]*)\}/);
      if (braces) {
        for (const part of braces[1].split(',')) {
          const name = part.trim().split(/\s+as\s+/)[0].trim();
          if (name && name !== 'default') names.push(name);
        }
      }
      const wantsDefault = m[1] === 'import' && /^[A-Za-z_$][\w$]*\s*(,|$)/.test(clause.trim());
      out.push({ spec: m[4], names, wantsDefault });
    } else {
      out.push({ spec: m[6] ?? m[8], names: [], wantsDefault: false });
    }
  }
  return out;
}

function exportsName(src, name) {
  const text = stripComments(src);
  const n = name.replace(/\$/g, '\\$');
  return new RegExp(`\\bexport\\s+(async\\s+)?(function\\s*\\*?|const|let|var|class)\\s+${n}\\b`).test(text) ||
    [...text.matchAll(/\bexport\s*\{([^}]*)\}/g)].some((m) =>
      m[1].split(',').some((p) => p.trim().split(/\s+as\s+/).pop().trim() === name)) ||
    /\bexport\s*\*\s*from\b/.test(text);  // re-exports everything: not followed
}

const problems = [];
let checked = 0;
for (const dir of dirs) {
  for (const file of mjsFiles(path.resolve(root, dir))) {
    const rel = path.relative(root, file);
    ++checked;
    const syntax = spawnSync(process.execPath, ['--check', file], { encoding: 'utf8' });
    if (syntax.status !== 0) {
      problems.push(`${rel}: does not parse\n${syntax.stderr.trim()}`);
      continue;
    }
    const src = fs.readFileSync(file, 'utf8');
    for (const { spec, names, wantsDefault } of importsOf(src)) {
      if (spec.startsWith('./') || spec.startsWith('../')) {
        const target = path.resolve(path.dirname(file), spec);
        if (!fs.existsSync(target) || !fs.statSync(target).isFile()) {
          problems.push(`${rel}: imports ${spec}, which does not exist`);
          continue;
        }
        const tsrc = fs.readFileSync(target, 'utf8');
        for (const name of names)
          if (!exportsName(tsrc, name)) problems.push(`${rel}: ${spec} does not export ${name}`);
        if (wantsDefault && !/\bexport\s+default\b/.test(stripComments(tsrc)))
          problems.push(`${rel}: ${spec} has no default export`);
      } else if (spec.startsWith('node:') || builtinModules.includes(spec)) {
        if (!builtinModules.includes(spec.replace(/^node:/, '')))
          problems.push(`${rel}: ${spec} is not a Node module`);
      } else {
        try {
          createRequire(file).resolve(spec);
        } catch {
          const pkg = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
          if (!fs.existsSync(path.join(root, 'node_modules', pkg, 'package.json')))
            problems.push(`${rel}: package ${spec} does not resolve`);
        }
      }
    }
  }
}
for (const p of problems) console.log(p);
console.log(`check_mjs: ${checked} files, ${problems.length} problems`);
process.exit(problems.length ? 1 : 0);
