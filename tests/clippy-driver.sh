#!/bin/sh
# RUSTC_WORKSPACE_WRAPPER of tests/run.sh: tandem's own targets (the lib,
# the binary, every test, bench and example) are compiled by clippy's
# driver, which is rustc with clippy's lints, warnings denied as
# `cargo clippy -- -D warnings` denies them. The tests' build is then also
# the lint: no second compile of every crate for `cargo clippy` (about 300
# CPU-seconds of a fresh run on two cores).
exec clippy-driver "$@" -D warnings
