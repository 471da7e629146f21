#!/usr/bin/env bash
# Raises the descriptor limit as far as the hard limit allows (each flood process holds 10,000 sockets), then
# runs bench/security/sockets.ts. Usage: bash bench/security/sockets.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
export PATH="$PWD/node_modules/.bin:$PATH"
exec node bench/security/sockets.ts
