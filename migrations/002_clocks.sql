-- 002_clocks: time controls, deadlines, reminders, digests and vacations.
--
-- A clock is derived from stored timestamps, never kept as a running
-- counter: the turn of the player to move began at the last turn's
-- `played_at` (or at the game's `started_at`), the time a player used is
-- the running time of their past turns, and vacations are the pauses. The
-- time control is in the game's `options` ({"days":3} or
-- {"days":30,"moves":10}). A restart, or a vacation ended early, thus gives
-- the deadlines that the timestamps say, whatever the daemon did before.

-- When the game became active: the first turn's clock starts here. Set by
-- the triggers below, so every way of starting a game records it.
ALTER TABLE games ADD COLUMN started_at TEXT;

-- The deadline of the player to move, as the scheduler last computed it:
-- for the operator and for quick lookups. The timestamps are the truth.
ALTER TABLE games ADD COLUMN deadline_at TEXT;

-- Games started before this migration: the best guess available (the
-- challenge for a game with turns, the last change for one without).
UPDATE games
SET started_at = CASE
        WHEN EXISTS (SELECT 1 FROM turns t WHERE t.game_id = games.id) THEN created_at
        ELSE updated_at
    END
WHERE status IN ('active', 'finished');

CREATE TRIGGER games_started_on_insert AFTER INSERT ON games
    WHEN NEW.status = 'active' AND NEW.started_at IS NULL
BEGIN
    UPDATE games SET started_at = NEW.created_at WHERE id = NEW.id;
END;

-- The application writes updated_at = now in the UPDATE that activates.
CREATE TRIGGER games_started_on_activation AFTER UPDATE OF status ON games
    WHEN NEW.status = 'active' AND OLD.status <> 'active' AND NEW.started_at IS NULL
BEGIN
    UPDATE games SET started_at = NEW.updated_at WHERE id = NEW.id;
END;

CREATE INDEX games_deadline ON games (deadline_at) WHERE status = 'active';

-- How a player wants to be reminded: 'each' (reminders per game and turn),
-- 'digest' (one mail a day listing the games where it is their move, plus
-- the last call before a deadline), 'off'. players.remind_after_secs and
-- remind_before_secs (001) hold the player's own delays; NULL = default.
ALTER TABLE players ADD COLUMN remind_mode TEXT NOT NULL DEFAULT 'each'
    CHECK (remind_mode IN ('each', 'digest', 'off'));

-- Vacations: the pauses of a player's clocks. The placeholders of 001
-- (players.vacation_until, vacation_year, vacation_days_used) stay unused:
-- past pauses must be known to compute time used, so this table is the
-- record, and the allowance used is the sum of `days` in a year.
CREATE TABLE vacations (
    id          INTEGER PRIMARY KEY,
    player_id   INTEGER NOT NULL REFERENCES players (id),
    starts_at   TEXT NOT NULL,
    -- The planned end; `vacation off` moves it to when it was written.
    ends_at     TEXT NOT NULL CHECK (ends_at >= starts_at),
    -- Clock days charged to the allowance of starts_at's year (every day
    -- begun counts; `vacation off` gives back the days not begun).
    days        INTEGER NOT NULL CHECK (days >= 0)
);

CREATE INDEX vacations_player ON vacations (player_id, starts_at);

-- Every reminder and time-out mail the scheduler sent: at most one of each
-- kind per player's turn. Written in the same transaction as the mail's
-- outbox row, so a crash or restart never sends one twice.
CREATE TABLE reminders (
    game_id     INTEGER NOT NULL,
    seat        TEXT NOT NULL,
    -- The turn: how many turns the game had when it became the seat's move.
    ply         INTEGER NOT NULL CHECK (ply >= 0),
    -- 'first', 'last-call', 'timeout', ... (the bughouse rules add theirs)
    kind        TEXT NOT NULL CHECK (kind <> ''),
    sent_at     TEXT NOT NULL,
    message_id  TEXT,
    PRIMARY KEY (game_id, seat, ply, kind),
    FOREIGN KEY (game_id, seat) REFERENCES seats (game_id, seat)
);

-- Daily digests: one row per player and UTC day once the day's digest was
-- due, with the mail's Message-ID, or NULL when there was nothing to tell.
CREATE TABLE digests (
    player_id   INTEGER NOT NULL REFERENCES players (id),
    day         TEXT NOT NULL CHECK (length(day) = 10),    -- 'YYYY-MM-DD'
    sent_at     TEXT NOT NULL,
    message_id  TEXT,
    PRIMARY KEY (player_id, day)
);
