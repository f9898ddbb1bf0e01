#!/usr/bin/env bash
# Runs every fuzz target of tests/fuzz for a bounded time; exits non-zero if
# any target crashes (a panic, a failed assertion, a timeout or running out
# of memory).
#
#   bash tests/fuzz/run.sh [--build-only] [SECONDS_PER_TARGET]    (default 20: a minute in all)
#
# TANDEM_FUZZ_NO_CMP=1 builds without tracing comparisons (cargo fuzz's
# --no-trace-compares), into tests/fuzz/target-nocmp: twice the inputs a
# second of turn_parser, for long runs from a corpus already grown with
# them (docs/testing.md, "Long fuzz runs").
#
# CI runs it after `cargo test` (tests/run.sh); a longer run is the same with
# more seconds, e.g. `bash tests/fuzz/run.sh 3600`.
#
# - Builds the targets as cargo-fuzz does (`cargo fuzz build -s none -a`: the
#   same coverage flags, the host's --target so that build scripts are not
#   instrumented, the same target dir) but without cargo-fuzz, whose install
#   took 2 of the 29 minutes of a fresh CI run, and instruments only the
#   code under test (rustc-wrapper.sh; the dependencies build plain, most
#   at opt-level 0: tests/fuzz/Cargo.toml): 460 CPU-seconds instead of 840
#   on a half-speed 2-core machine, the targets no slower. Runs each
#   binary as `cargo fuzz run` would. Uses nightly when installed, else the default toolchain
#   with RUSTC_BOOTSTRAP=1. `cargo fuzz` works on the same directory.
# - The committed seeds in tests/fuzz/corpus/TARGET, and the reproducers of
#   bugs found before in tests/fuzz/regressions/TARGET, are read only; what a run
#   finds goes to tests/fuzz/target/corpus/TARGET (kept between local runs,
#   delete it to start over). Crashes land in tests/fuzz/artifacts/TARGET/;
#   replay one with `tests/fuzz/target/HOST/release/TARGET FILE` (or `cargo
#   +nightly fuzz run --fuzz-dir tests/fuzz -s none -a TARGET FILE`), minimise
#   it with `cargo fuzz tmin` (docs/testing.md, "Fuzzing").
# - Built without a sanitizer (`-s none`): tandem's only unsafe code (the
#   move list) checks its bounds with an assert, and the targets run no C
#   code; this halves the build and doubles the speed. Debug assertions and
#   overflow checks are on.
set -euo pipefail
cd "$(dirname "$0")/../.."

# `--build-only` builds the targets and stops (tests/run.sh builds them
# while the tests run, and runs them after).
build_only=false
if [ "${1:-}" = --build-only ]; then
  build_only=true
  shift
fi
seconds="${1:-20}"
case "$seconds" in
  '' | *[!0-9]* | 0) echo "usage: $0 [--build-only] [SECONDS_PER_TARGET]" >&2; exit 2 ;;
esac
targets=(mail_to_commands turn_parser fen)
fuzz_dir=tests/fuzz

if rustup run nightly rustc --version >/dev/null 2>&1; then
  cargo=(cargo +nightly)
else
  echo "fuzz: no nightly toolchain; using the default one with RUSTC_BOOTSTRAP=1" >&2
  export RUSTC_BOOTSTRAP=1
  cargo=(cargo)
fi

host=$(rustc -vV | sed -n 's/^host: //p')
# cargo-fuzz's flags for `-s none --debug-assertions` (SanitizerCoverage for
# libFuzzer), given by rustc-wrapper.sh to the code under test only;
# `cfg(fuzzing)` for every crate, as cargo-fuzz does.
export TANDEM_FUZZ_RUSTFLAGS="-Cpasses=sancov-module -Cllvm-args=-sanitizer-coverage-level=4 \
-Cllvm-args=-sanitizer-coverage-inline-8bit-counters -Cllvm-args=-sanitizer-coverage-pc-table \
-Cllvm-args=-sanitizer-coverage-trace-compares -Cdebug-assertions"
target_dir="$fuzz_dir/target"
if [ "${TANDEM_FUZZ_NO_CMP:-0}" = 1 ]; then
  TANDEM_FUZZ_RUSTFLAGS=${TANDEM_FUZZ_RUSTFLAGS/-Cllvm-args=-sanitizer-coverage-trace-compares /}
  # cargo does not see the wrapper's flags: another directory, not a mixed build.
  target_dir="$fuzz_dir/target-nocmp"
fi
export RUSTFLAGS="--cfg fuzzing ${RUSTFLAGS:-}"
export RUSTC_WRAPPER="$PWD/$fuzz_dir/rustc-wrapper.sh"
bin="$target_dir/$host/release"

start=$(date +%s)
"${cargo[@]}" build --manifest-path "$fuzz_dir/Cargo.toml" --release --bins --target "$host" \
  --target-dir "$target_dir" </dev/null
echo "fuzz: built ${#targets[@]} targets in $(($(date +%s) - start)) s"
if $build_only; then
  exit 0
fi

# Runs one target; writes libFuzzer's exit status and the seconds it took
# to tests/fuzz/target/fuzz-TARGET.result.
run_target() {
  local t=$1 t0 status=0
  t0=$(date +%s)
  local corpus="$fuzz_dir/target/corpus/$t"
  mkdir -p "$corpus" "$fuzz_dir/artifacts/$t"
  # New inputs go to the scratch corpus (first dir); the seeds and the
  # reproducers of bugs found before are only read.
  local seeds=("$fuzz_dir/corpus/$t")
  if [ -d "$fuzz_dir/regressions/$t" ]; then seeds+=("$fuzz_dir/regressions/$t"); fi
  "$bin/$t" -artifact_prefix="$fuzz_dir/artifacts/$t/" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
    "$corpus" "${seeds[@]}" </dev/null >"$fuzz_dir/target/fuzz-$t.log" 2>&1 || status=$?
  echo "$status $(($(date +%s) - t0))" >"$fuzz_dir/target/fuzz-$t.result"
}

# As many targets at once as there are cores (each is one process on one
# core): on two, the three take two rounds instead of three.
cores=$(nproc 2>/dev/null || echo 1)
for t in "${targets[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "$cores" ]; do wait -n || true; done
  rm -f "$fuzz_dir/target/fuzz-$t.result"
  run_target "$t" &
done
wait

failed=()
for t in "${targets[@]}"; do
  log="$fuzz_dir/target/fuzz-$t.log"
  read -r status took <"$fuzz_dir/target/fuzz-$t.result" || { status=1; took=?; }
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1 || true)
  speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -n 1 || true)
  cov=$( (grep -o 'cov: [0-9]*' "$log" || true) | tail -n 1 | cut -d' ' -f2)
  found=$(find "$fuzz_dir/target/corpus/$t" -type f | wc -l)
  if [ "$status" -eq 0 ]; then
    verdict=ok
  else
    verdict="CRASH (exit $status)"
    failed+=("$t")
  fi
  echo "fuzz $t: ${runs:-?} runs in $took s (${speed:-?}/s), coverage ${cov:-?}, $found new inputs: $verdict"
  if [ "$status" -ne 0 ]; then
    # What libFuzzer said about the crash, and where the input is.
    grep -v '^#[0-9]' "$log" | tail -n 40 >&2
    ls -l "$fuzz_dir/artifacts/$t" >&2
  fi
done

if [ "${#failed[@]}" -gt 0 ]; then
  echo "fuzz: crashes in ${failed[*]}; inputs in $fuzz_dir/artifacts/" >&2
  exit 1
fi
echo "fuzz: ${#targets[@]} targets, $seconds s each, no crash"
