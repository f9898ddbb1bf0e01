#!/bin/sh
# RUSTC_WRAPPER of tests/fuzz/run.sh: coverage instrumentation (cargo-fuzz's
# flags, $TANDEM_FUZZ_RUSTFLAGS) for the code the fuzzers explore: tandem,
# the targets, and mail-parser (which reads the raw mail of
# mail_to_commands). Every other crate, and every build script, builds
# plain: instrumenting them all, as `cargo fuzz build` does, was half the
# fuzz build.
case " $* " in
  *" --crate-name build_script_"*) exec "$@" ;;
esac
case "${CARGO_PKG_NAME:-}" in
  tandem | tandem-fuzz | mail-parser) exec "$@" $TANDEM_FUZZ_RUSTFLAGS ;;
  *) exec "$@" ;;
esac
