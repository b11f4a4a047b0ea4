#!/usr/bin/env bash
# `npm test`: everything CI runs, in order, failing on the first red step. At the end (or at the
# red step) it prints each step's seconds; the README gives the figures measured on CI's machine.
set -euo pipefail
source "$(dirname "$0")/toolchain.sh"
cd "$ROOT"
started=$SECONDS
step_names=()
step_seconds=()
current=""
current_started=0

end_step() {
  if [ -n "$current" ]; then
    step_names+=("$current")
    step_seconds+=("$((SECONDS - current_started))")
  fi
  current=""
}
step() {
  end_step
  current="$1"
  current_started=$SECONDS
  printf '\n━━ %s (%ss)\n' "$1" "$((SECONDS - started))"
}
print_table() {
  local status=$1 i
  end_step
  printf '\n%6s  %s\n' "s" "step"
  for i in "${!step_names[@]}"; do
    printf '%6s  %s\n' "${step_seconds[$i]}" "${step_names[$i]}"
  done
  if [ "$status" -eq 0 ]; then
    printf '%6s  %s\n' "$((SECONDS - started))" "in all: every step passed"
  else
    printf '%6s  %s\n' "$((SECONDS - started))" "in all: the last step above failed (exit $status)"
  fi
}
# Work started in the background (below) runs in process groups of its own (setsid), so that a red
# step, which ends the run (set -e), stops it too instead of leaving it running.
background=()
stop_background() {
  local pid
  for pid in "${background[@]}"; do
    kill -- "-$pid" 2>/dev/null || kill "$pid" 2>/dev/null || true
  done
}
trap 'status=$?; stop_background; print_table $status' EXIT

# A leg: a command run in the background into $legs/<key>.log, its exit status and seconds into
# $legs/<key>.status; `finish_legs` waits for every leg started and prints each.
legs="$(mktemp -d)"
leg_titles=()
leg() {
  leg_after "" "$@"
}
# `leg_after <other> <key> <title> <command…>`: a leg that starts once leg <other> has ended
# (whether it passed or not; "" for none); its seconds are its own, from its start.
leg_after() {
  local after=$1 key=$2 title=$3
  shift 3
  leg_titles+=("$key|$title")
  setsid bash -c 'while [ -n "$3" ] && [ ! -e "$3" ]; do sleep 1; done
    started=$SECONDS; status=0; "${@:4}" >"$1" 2>&1 || status=$?
    echo "$status $((SECONDS - started))" >"$2"' _ "$legs/$key.log" "$legs/$key.status" \
    "${after:+$legs/$after.status}" "$@" &
  background+=("$!")
}
finish_legs() {
  local entry key title status seconds failed=0
  wait
  background=()
  for entry in "${leg_titles[@]}"; do
    key="${entry%%|*}"
    title="${entry#*|}"
    read -r status seconds <"$legs/$key.status"
    printf '\n── %s: %s after %ss\n' "$title" "$([ "$status" -eq 0 ] && echo passed || echo "FAILED (exit $status)")" "$seconds"
    cat "$legs/$key.log"
    step_names+=("  · $title")
    step_seconds+=("$seconds")
    [ "$status" -eq 0 ] || failed=1
  done
  leg_titles=()
  return "$failed"
}

step "install"
install_workspace

step "lint, type-check, build, unit and component tests, server tests on PGlite, package checks, Storybook build; beside them, the format check"
# The format check (one process, ~16 s) ran alone before this step with the second core idle: it
# runs beside it instead, and its result is read when the step ends.
leg format "format (prettier --check)" pnpm exec prettier --check . --log-level warn
# One turbo run for every task. Started first beside turbo (2026-11-27), the server's tests on
# PGlite ended no sooner (350 s against 332 s inside it: the step is CPU-bound either way) and six
# busy processes on two cores stretched one 19 s test past its 120 s limit.
# Two tasks at a time, not four: the step is CPU-bound, and four tasks (each a Vitest with workers,
# a multi-threaded tsc-native or an esbuild) on two cores cost a third more CPU in all than the same
# tasks two at a time (measured on the two-core machine, 2026-11-29, uncached: four at a time
# 636 s, 1,232 core-s; two at a time 497 s, 947 core-s; the tasks one by one sum to ~930 core-s).
rm -rf .turbo/runs
pnpm exec turbo run lint typecheck build test test:build build-storybook --concurrency=2 \
  --output-logs=errors-only --summarize
# A turbo stopped by a signal exits 0: its summary says whether every task ran.
node scripts/turbo-complete.mjs
step "the format check beside it, to its end"
finish_legs

step "bundle budget (home route initial JS ≤ 150 KB gzip)"
node apps/web/scripts/bench-bundle.mjs

# The server tests on PostgreSQL wait on the database, timers and server processes much of their
# time: run last beside the three other legs only, they ended the run alone with the cores 30-55 %
# idle (vmstat, 2026-11-27). So they start with the Playwright suite and fill its gaps.
# Three more legs share no state with it or each other, each leaving a core idle part of the time
# (measured alone: 68 % and 56 % of two cores; the reliability test's servers wait on PostgreSQL
# much of theirs). Run after the Playwright suite they added its longest, about a minute, to the
# run (62 s on 2026-11-29, the suite 377 s with the PostgreSQL leg ending at 286 s): they start when
# the PostgreSQL leg ends instead, in the suite's last minute and a half, when it alone leaves a
# core idle a tenth of the time (vmstat). Each leg's log is printed when all are done.
step "end-to-end tests in Chromium (desktop, phone; account flows again on PostgreSQL); beside them, the bytes on the wire and the server tests on PostgreSQL, then the release check, Firebase emulator specs and reliability test"
# Bytes on the wire are bytes, whatever else the cores are doing: this 8-second check (a server
# started, the home page's scripts fetched and counted) runs beside the suite too.
leg wire "bytes on the wire (home route initial JS ≤ 150 KB brotli, as the server sends it)" \
  node apps/web/scripts/bench-wire.mjs
leg pg "server tests on PostgreSQL (the files marked for both databases)" bash scripts/server-pg-tests.sh
leg_after pg release "release check: publish to a throw-away registry, build apps/web from it, @smoke specs" \
  env RELEASE_CHECK_BUILT=1 node scripts/release-check.mjs
leg_after pg firebase "Firebase phone sign-in against the Auth emulator, in Chromium" \
  bash scripts/firebase-emulator-e2e.sh
leg_after pg reliability "reliability: 64 members for 20 s on two servers sharing PostgreSQL, one SIGKILL" \
  bash -c 'source scripts/postgres.sh && require_postgres "the reliability test" &&
    node apps/server/scripts/reliability.mjs'
bash scripts/e2e.sh

step "the legs beside the end-to-end tests, to their end"
finish_legs
rm -rf "$legs"
