//! The rules engine: positions, turns, notation and rendering for every game.
