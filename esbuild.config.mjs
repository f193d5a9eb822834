// Builds the product: the browser shell (dist/shell) and the Node server entries (dist/server).
//   node esbuild.config.mjs                 build both
//   node esbuild.config.mjs --server-only   build the server entries and the command-line tool only
//   node esbuild.config.mjs --shell-only    build the shell only
//   node esbuild.config.mjs --watch         rebuild the shell and server on every change
import * as esbuild from 'esbuild'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = dirname(fileURLToPath(import.meta.url))
const args = new Set(process.argv.slice(2))
const known = new Set(['--watch', '--server-only', '--shell-only'])
for (const a of args) {
  if (!known.has(a)) {
    console.error(`esbuild.config.mjs: unknown argument ${a} (known: ${[...known].join(', ')})`)
    process.exit(2)
  }
}
const watch = args.has('--watch')
const wantShell = !args.has('--server-only')
const wantServer = !args.has('--shell-only')

const alias = {
  // The more specific alias first: '@harness/protocol' would otherwise also match its subpath.
  '@harness/protocol/generated': join(root, 'protocol/src/generated/index.ts'),
  '@harness/protocol': join(root, 'protocol/src/index.ts'),
  '@harness/engine': join(root, 'engine/src/index.ts'),
}

/** Writes index.html with the hashed bundle names from the metafile. */
const htmlPlugin = {
  name: 'shell-html',
  setup(build) {
    build.onEnd(async (result) => {
      if (result.errors.length > 0 || !result.metafile) return
      const outputs = Object.keys(result.metafile.outputs).map((p) => p.replace(/^dist\/shell\//, ''))
      const js = outputs.find((p) => /^assets\/main-.*\.js$/.test(p))
      const css = outputs.find((p) => /^assets\/main-.*\.css$/.test(p))
      const template = await readFile(join(root, 'shell/index.html'), 'utf8')
      const html = template
        .replace('<!--styles-->', css ? `<link rel="stylesheet" href="/${css}">` : '')
        .replace('<!--scripts-->', `<script type="module" src="/${js}"></script>`)
      await writeFile(join(root, 'dist/shell/index.html'), html)
    })
  },
}

const shellOptions = {
  absWorkingDir: root,
  entryPoints: { main: 'shell/src/main.tsx' },
  outdir: 'dist/shell/assets',
  entryNames: '[name]-[hash]',
  assetNames: '[name]-[hash]',
  bundle: true,
  format: 'esm',
  splitting: true,
  target: 'es2022',
  platform: 'browser',
  jsx: 'automatic',
  sourcemap: true,
  minify: !watch,
  metafile: true,
  alias,
  loader: { '.png': 'file', '.svg': 'file', '.woff2': 'file' },
  define: { 'process.env.NODE_ENV': JSON.stringify(watch ? 'development' : 'production') },
  tsconfig: 'shell/tsconfig.json',
  plugins: [htmlPlugin],
  logLevel: 'warning',
}

const serverOptions = {
  absWorkingDir: root,
  entryPoints: {
    main: 'server/src/main.ts', cli: 'server/src/cli.ts', bench: 'server/src/bench.ts', 'bench-forum': 'server/src/forumBench.ts', 'bench-library': 'server/src/libraryBench.ts',
    'bench-workspace': 'server/src/workspaceBench.ts', 'bench-search': 'server/src/searchBench.ts', 'document.worker': 'server/src/documents/documentWorker.ts',
  },
  outdir: 'dist/server',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  alias,
  tsconfig: 'server/tsconfig.json',
  logLevel: 'warning',
}

// The engine and report Web Workers for the browser, under stable names the shell loads them by.
const workerOptions = {
  ...shellOptions,
  entryPoints: { 'engine.worker': 'workers/src/entries/engine.worker.ts', 'report.worker': 'workers/src/entries/report.worker.ts' },
  outdir: 'dist/shell/workers',
  entryNames: '[name]',
  splitting: false,
  tsconfig: 'workers/tsconfig.json',
  plugins: [],
  metafile: false,
}

// The command-line tool and its engine worker thread (Node), beside each other in dist/cli, and the
// fuzz runner (npm run fuzz) with its thread.
const cliOptions = {
  ...serverOptions,
  entryPoints: {
    harness: 'workers/node/cli/main.ts', 'engine.thread': 'workers/node/engine.thread.ts', 'report.thread': 'workers/node/report.thread.ts',
    fuzz: 'workers/node/fuzz/main.ts', 'fuzz.thread': 'workers/node/fuzz/fuzz.thread.ts',
  },
  outdir: 'dist/cli',
  tsconfig: 'workers/node/tsconfig.json',
}

// The editor benchmark (npm run bench:editor): drives Chromium against the built product.
const editorBenchOptions = {
  ...serverOptions,
  entryPoints: { 'bench-editor': 'tests/bench/editorBench.ts' },
  outdir: 'dist/bench',
  tsconfig: 'tests/tsconfig.json',
}

// maxGraph's side of the editor benchmark, a browser bundle the benchmark serves itself.
const maxgraphBenchOptions = {
  absWorkingDir: root,
  entryPoints: { maxgraph: 'tests/bench/maxgraphPage.ts' },
  outdir: 'dist/bench',
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  tsconfig: 'tests/tsconfig.json',
  logLevel: 'warning',
}

if (wantShell) {
  await rm(join(root, 'dist/shell'), { recursive: true, force: true })
  await mkdir(join(root, 'dist/shell/assets'), { recursive: true })
}
const jobs = []
if (wantShell) jobs.push(shellOptions, workerOptions)
if (wantServer) jobs.push(serverOptions, cliOptions, editorBenchOptions, maxgraphBenchOptions)

if (watch) {
  for (const options of jobs) {
    const ctx = await esbuild.context(options)
    await ctx.watch()
  }
  console.log('esbuild: watching shell and server sources')
} else {
  const started = Date.now()
  await Promise.all(jobs.map((options) => esbuild.build(options)))
  console.log(`esbuild: built ${[wantShell && 'shell', wantServer && 'server and command-line tool'].filter(Boolean).join(', ')} in ${Date.now() - started} ms`)
}
