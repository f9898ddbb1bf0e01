#!/usr/bin/env python3
"""Matches for tandem's house engine (`tandem uci`).

Run from the repository's top directory; the script builds the release
binary first (`cargo build --release`) unless --no-build.

  contrib/match/match.py levels --variant chess --games 50 --movetime 100
      level k+1 against level k, for each k in --pairs (default 1..7);
      --time-scale 0.05 instead gives each level its own time a move, scaled;
      in bughouse and tandem-chess each of the four armies is an engine of
      its own (a team's two at one level), the boards taking turns
  contrib/match/match.py fairymax --games 20 --movetime 1000 [--level 8]
      chess against Fairy-Max (/usr/games/fairymax, XBoard, `st` seconds)
  contrib/match/match.py stockfish --games 20 --movetime 500 --skill -20
      crazyhouse against Fairy-Stockfish at a skill level (UCI)

Colours alternate; each pair of games starts from one of a few openings
(chess, crazyhouse) or from the start with a new seed (the other games:
the lower levels' choices differ by seed). A game longer than --max-plies
is adjudicated a draw. The score printed is the first named player's
(the higher level, or tandem). Needs python-chess for fairymax/stockfish
(`pip install chess`); the level matches use `tandem uci` as the referee
(its non-UCI `result` command) and need nothing else.
"""

import argparse
import subprocess
import os
import sys
import time

# TANDEM_BIN picks another build (e.g. target/debug/tandem with --no-build).
TANDEM = os.environ.get("TANDEM_BIN", "target/release/tandem")
OPENINGS = [
    [], ["e2e4", "e7e5"], ["d2d4", "d7d5"], ["e2e4", "c7c5"], ["c2c4", "e7e5"],
    ["g1f3", "d7d5"], ["e2e4", "e7e6"], ["d2d4", "g8f6"], ["e2e4", "c7c6"], ["b1c3", "d7d5"],
]


class Uci:
    def __init__(self, cmd, options):
        self.p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send("uci")
        self.wait("uciok")
        for k, v in options.items():
            self.send(f"setoption name {k} value {v}")
        self.send("isready")
        self.wait("readyok")

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def wait(self, prefix):
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("engine ended")
            if line.startswith(prefix):
                return line.strip()

    def best(self, moves, movetime, fen=None, board=None):
        start = f"fen {fen}" if fen else "startpos"
        self.send(f"position {start} moves {' '.join(moves)}" if moves else f"position {start}")
        self.send(f"go movetime {movetime}" + (f" board {board}" if board else ""))
        return self.wait("bestmove").split()[1]

    def result(self, moves):
        self.send(f"position startpos moves {' '.join(moves)}" if moves else "position startpos")
        self.send("result")
        return self.wait("result").split(None, 1)[1]

    def sides(self):
        """The armies that may move in the last position given: [("A", "white"), ...]."""
        self.send("sides")
        return [tuple(w.split(":")) for w in self.wait("sides").split()[1:]]

    def close(self):
        try:
            self.send("quit")
            self.p.wait(timeout=5)
        except Exception:
            self.p.kill()


class FairyMax:
    """Just enough XBoard: `new`, `st`, moves in coordinates, `go`."""

    def __init__(self, seconds):
        self.p = subprocess.Popen(["/usr/games/fairymax"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.seconds = seconds

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def new_game(self, moves, engine_white):
        self.send("xboard")
        self.send("protover 2")
        self.send("new")
        self.send("force")
        self.send(f"st {self.seconds}")
        for m in moves:
            self.send(m)

    def reply(self, opponent_move=None):
        if opponent_move:
            self.send(opponent_move)
        self.send("go")
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("fairymax ended")
            if line.startswith("move "):
                self.send("force")
                return line.split()[1]

    def close(self):
        try:
            self.send("quit")
            self.p.wait(timeout=5)
        except Exception:
            self.p.kill()


def score_of(result, first_is_white):
    if result.startswith("1-0"):
        return 1.0 if first_is_white else 0.0
    if result.startswith("0-1"):
        return 0.0 if first_is_white else 1.0
    return 0.5


# Each level's own time a move (src/engine/level.rs, `default_movetime_ms`;
# the daemon's `[engine] move_time_ms`), for --time-scale; the games whose
# every turn is two moves have their own (`[engine] two_move_time_ms`).
LEVEL_MS = [100, 150, 200, 300, 500, 800, 1200, 3000]
TWO_MOVE_LEVEL_MS = [50, 75, 100, 150, 250, 500, 1200, 3000]
TWO_MOVE_GAMES = {"tandem84", "tandem84-knightrider", "two-prong", "bughouse-sync"}


def level_ms(args, level):
    """A level's time a move in this match: --movetime, or with --time-scale
    its own time scaled, as the levels differ by time too."""
    if args.time_scale:
        table = TWO_MOVE_LEVEL_MS if args.variant in TWO_MOVE_GAMES else LEVEL_MS
        return max(1, round(table[level - 1] * args.time_scale))
    return args.movetime


# The games of four players: each army is a seat of its own.
FOUR_PLAYERS = {"bughouse", "tandem-chess"}
SEATS = [("A", "white"), ("A", "black"), ("B", "white"), ("B", "black")]


def team1(seat):
    """Team 1 plays White on board A and Black on board B."""
    return (seat[0] == "A") == (seat[1] == "white")


def play(args, referee, level, seed, seat_to_move):
    """One game, each seat (an army, or a colour) its own engine at
    `level[seat]` with `seed[seat]`; `seat_to_move(moves, last_board)`
    names the seat to move next and the board it is asked for (None: no
    seat can move). Returns the result and the plies."""
    engines = {s: Uci([TANDEM, "uci"], {"UCI_Variant": args.variant, "Level": lv, "Seed": seed[s]}) for s, lv in level.items()}
    moves, last_board = [], None
    while True:
        result = referee.result(moves)
        if result != "*":
            break
        if len(moves) >= args.max_plies:
            result = "1/2-1/2 adjudicated"
            break
        seat, board = seat_to_move(moves, last_board)
        if seat is None:
            result = "1/2-1/2 no army can move"
            break
        mv = engines[seat].best(moves, level_ms(args, level[seat]), board=board)
        if mv == "0000":
            result = "1/2-1/2 no move found"
            break
        moves.append(mv)
        last_board = board
    for e in engines.values():
        e.close()
    return result, len(moves)


def level_game(args, referee, hi, lo, g):
    """Game g of level hi against level lo: in bughouse and tandem-chess
    the higher team's two armies at level hi
    (team 1 in even games), the boards taking turns as two boards played
    at once would (a board whose army cannot move now, e.g. mated until a
    partner sends a piece, waits); in the other games hi has White in even
    games. Returns hi's score and what to print."""
    hi_first = g % 2 == 0
    if args.variant in FOUR_PLAYERS:
        level = {s: hi if team1(s) == hi_first else lo for s in SEATS}
        seed = {s: 1000 * g + 10 * level[s] + i for i, s in enumerate(SEATS)}

        def seat_to_move(moves, last_board):
            # The referee was just given `moves` (`play` asks its result first).
            sides = referee.sides()
            seat = next((s for s in sides if s[0] != last_board), sides[0] if sides else None)
            return seat, seat and seat[0]
        who = f"as team {1 if hi_first else 2}"
    else:
        level = {"white": hi if hi_first else lo, "black": lo if hi_first else hi}
        seed = {s: 1000 * g + lv for s, lv in level.items()}

        def seat_to_move(moves, last_board):
            return ("white" if len(moves) % 2 == 0 else "black"), None
        who = "white" if hi_first else "black"
    result, plies = play(args, referee, level, seed, seat_to_move)
    return score_of(result, hi_first), f"level {hi} {who}: {result} ({plies} plies)"


def levels(args):
    pairs = [tuple(map(int, p.split("-"))) for p in args.pairs.split(",")] if args.pairs else [(k + 1, k) for k in range(1, 8)]
    referee = Uci([TANDEM, "uci"], {"UCI_Variant": args.variant})
    for hi, lo in pairs:
        total = 0.0
        began = time.time()
        for g in range(args.games):
            s, said = level_game(args, referee, hi, lo, g)
            total += s
            print(f"  game {g + 1}: {said}", flush=True)
        pace = (f"at {level_ms(args, hi)} and {level_ms(args, lo)} ms a move (their own times x {args.time_scale})"
                if args.time_scale else f"at {args.movetime} ms a move")
        print(f"{args.variant}: level {hi} vs level {lo}: {total}/{args.games} "
              f"({100 * total / args.games:.0f}%) {pace}, {time.time() - began:.0f} s", flush=True)
    referee.close()


def versus_fairymax(args):
    import chess
    total = 0.0
    for g in range(args.games):
        opening = OPENINGS[(g // 2) % len(OPENINGS)]
        tandem_white = g % 2 == 0
        board = chess.Board()
        for m in opening:
            board.push_uci(m)
        ours = Uci([TANDEM, "uci"], {"Level": args.level, "Seed": g})
        fm = FairyMax(max(1, args.movetime // 1000))
        fm.new_game(opening, not tandem_white)
        last = None
        while not board.is_game_over(claim_draw=True) and board.ply() < args.max_plies:
            if (board.turn == chess.WHITE) == tandem_white:
                mv = ours.best([m.uci() for m in board.move_stack], args.movetime)
                board.push_uci(mv)
                last = mv
            else:
                mv = fm.reply(last)
                last = None
                board.push_uci(mv)
        result = board.result(claim_draw=True)
        if result == "*":
            result = "1/2-1/2"
        s = score_of(result, tandem_white)
        total += s
        ours.close()
        fm.close()
        print(f"  game {g + 1}: tandem {'white' if tandem_white else 'black'}: {result} ({board.ply()} plies)", flush=True)
    print(f"chess: tandem level {args.level} vs Fairy-Max: {total}/{args.games} ({100 * total / args.games:.0f}%) "
          f"at {args.movetime} ms a move (Fairy-Max: st {max(1, args.movetime // 1000)})", flush=True)


def versus_stockfish(args):
    import chess.variant
    total = 0.0
    for g in range(args.games):
        opening = OPENINGS[(g // 2) % len(OPENINGS)]
        tandem_white = g % 2 == 0
        board = chess.variant.CrazyhouseBoard()
        for m in opening:
            board.push_uci(m)
        ours = Uci([TANDEM, "uci"], {"UCI_Variant": "crazyhouse", "Level": args.level, "Seed": g})
        sf = Uci(["/usr/games/fairy-stockfish"], {"UCI_Variant": "crazyhouse", "Skill Level": args.skill, "Threads": 1, "Hash": 16})
        while not board.is_game_over(claim_draw=True) and board.ply() < args.max_plies:
            ours_to_move = (board.turn == chess.WHITE) == tandem_white
            mover = ours if ours_to_move else sf
            mv = mover.best([m.uci() for m in board.move_stack], args.movetime)
            board.push_uci(mv)
        result = board.result(claim_draw=True)
        if result == "*":
            result = "1/2-1/2"
        total += score_of(result, tandem_white)
        ours.close()
        sf.close()
        print(f"  game {g + 1}: tandem {'white' if tandem_white else 'black'}: {result} ({board.ply()} plies)", flush=True)
    print(f"crazyhouse: tandem level {args.level} vs Fairy-Stockfish skill {args.skill}: {total}/{args.games} "
          f"({100 * total / args.games:.0f}%) at {args.movetime} ms a move", flush=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("mode", choices=["levels", "fairymax", "stockfish"])
    ap.add_argument("--variant", default="chess")
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--movetime", type=int, default=100, help="milliseconds a move")
    ap.add_argument("--time-scale", type=float, help="levels: each level moves in its own time a move times this (e.g. 0.05)")
    ap.add_argument("--pairs", help="level pairs, e.g. 2-1,8-7")
    ap.add_argument("--level", type=int, default=8)
    ap.add_argument("--skill", type=int, default=-20)
    ap.add_argument("--max-plies", type=int, default=300)
    ap.add_argument("--no-build", action="store_true")
    args = ap.parse_args()
    if not args.no_build:
        subprocess.run(["cargo", "build", "--release", "--quiet"], check=True)
    {"levels": levels, "fairymax": versus_fairymax, "stockfish": versus_stockfish}[args.mode](args)


if __name__ == "__main__":
    sys.exit(main())
