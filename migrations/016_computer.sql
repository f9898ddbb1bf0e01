-- 016: the computer in any seat.
--
-- A computer's seat is held by a reserved player, `computer-N@tandem.invalid`
-- (N = 1, 2, 3: a game may give the computer up to three seats, and each
-- seat needs its own player for `seats`' lookups by player). So
-- seats.player_id stays NOT NULL and every join on players keeps working.
-- The `.invalid` domain (RFC 2606) can neither send nor receive mail: the
-- bot never writes to those players (src/bot/letters.rs drops the letters)
-- and ignores mail that claims to come from them. Which seats the computer
-- holds, and at which level (1 the weakest), is here; `over` is set when the
-- game ends, so that the daemon's look for searches to start reads only the
-- games in play.
CREATE TABLE computer_seats (
    game_id  INTEGER NOT NULL,
    seat     TEXT NOT NULL,
    level    INTEGER NOT NULL CHECK (level BETWEEN 1 AND 10),
    over     INTEGER NOT NULL DEFAULT 0 CHECK (over IN (0, 1)),
    PRIMARY KEY (game_id, seat),
    FOREIGN KEY (game_id, seat) REFERENCES seats (game_id, seat)
);

CREATE INDEX computer_seats_in_play ON computer_seats (game_id) WHERE over = 0;

CREATE TRIGGER computer_seats_over AFTER UPDATE OF status ON games
    WHEN NEW.status IN ('finished', 'declined', 'aborted')
BEGIN
    UPDATE computer_seats SET over = 1 WHERE game_id = NEW.id AND over = 0;
END;
