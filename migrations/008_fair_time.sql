-- 008: time is judged fairly.
--
-- A player's time for a turn starts when the mail telling them it is their
-- move (the turn's *notice*) left: accepted by the SMTP server, written to
-- the Maildir outbox, handed over in MDA mode. The outbox row of that mail
-- names the turn it announces: its game (`game_id`), the seat to move
-- (`turn_seat`) and the turn (`turn_ply`: turns the game had when it became
-- the seat's move, as in `reminders`). While it is unsent the seat's clock
-- does not run; once sent (`sent_at`), or given up for good by the sender
-- (`gave_up_at`: the clock then starts at that moment, so no game hangs),
-- the clock starts then (never before the turn itself began). Turns without
-- a notice (stores older than this migration, or a notice merged with mail
-- about another game) start at the turn, as before.
ALTER TABLE outbox ADD COLUMN turn_seat TEXT;
ALTER TABLE outbox ADD COLUMN turn_ply INTEGER CHECK (turn_ply IS NULL OR turn_ply >= 0);
-- When the sender gave up on the mail for good (next_attempt_at NULL, sent_at NULL).
ALTER TABLE outbox ADD COLUMN gave_up_at TEXT;

-- One notice per turn; the clock looks up a game's notices here.
CREATE UNIQUE INDEX outbox_turn_notice ON outbox (game_id, turn_seat, turn_ply) WHERE turn_seat IS NOT NULL;

-- A notice that leaves (or is given up) starts a clock: the game's wake-up
-- time must be computed again (see 004_wake.sql).
CREATE TRIGGER wake_on_turn_notice AFTER UPDATE OF sent_at, gave_up_at ON outbox
    WHEN NEW.turn_seat IS NOT NULL AND (NEW.sent_at IS NOT OLD.sent_at OR NEW.gave_up_at IS NOT OLD.gave_up_at)
BEGIN
    UPDATE games SET wake_at = '' WHERE id = NEW.game_id AND status = 'active' AND wake_at <> '';
END;

-- The deadlines a mail states, while its text is kept: a JSON array of
-- {"game", "seat", "ply", "shown"} (`shown`: the deadline as written in the
-- mail). A mail that leaves late (an outage) is written again with the
-- deadlines counted from when it leaves.
ALTER TABLE outbox_bodies ADD COLUMN deadlines TEXT CHECK (deadlines IS NULL OR json_valid(deadlines));

-- The scheduler's look for players with `remind digest`, on every pass:
-- from an index, not a walk over every player.
CREATE INDEX players_digest ON players (id) WHERE remind_mode = 'digest';
