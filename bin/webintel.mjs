#!/usr/bin/env node
// Launcher: runs the TypeScript CLI with Node's type stripping (Node 24, pinned by the project).
import { fileURLToPath } from 'node:url'
const major = Number(process.versions.node.split('.')[0])
if (major < 24) {
  process.stderr.write(`webintel needs Node.js 24 or newer (this is ${process.version}); run it through npm/npx in the project.\n`)
  process.exit(1)
}
// `webintel config | head`: the reader may go away before everything is written. That is not an error of
// the command; stop quietly instead of printing an EPIPE stack (as cat or ls do on SIGPIPE).
process.stdout.on('error', (err) => {
  if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0)
  throw err
})
const { main } = await import(fileURLToPath(new URL('../src/cli/index.ts', import.meta.url)))
process.exitCode = await main(process.argv.slice(2))
