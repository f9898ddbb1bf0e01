-- 010: ratings and standings: one Glicko-2 rating per player
-- and game, updated in the transaction that ends a rated game; the names
-- players choose for the standings; the order in which results came.

-- The name a player chose with `name NAME` for the standings and other
-- public lists (src/store/public_name.rs has the rule); NULL: their masked
-- address is shown instead. `public_name_key` is the name folded for
-- comparison (lower case, single spaces): no two players share one.
ALTER TABLE players ADD COLUMN public_name TEXT
    CHECK (public_name IS NULL OR (public_name <> '' AND length(public_name) <= 40));
ALTER TABLE players ADD COLUMN public_name_key TEXT
    CHECK ((public_name IS NULL) = (public_name_key IS NULL));
CREATE UNIQUE INDEX players_public_name ON players (public_name_key) WHERE public_name_key IS NOT NULL;

-- When a game finished, and in which order the results came (`finish_seq`
-- counts from 1): ratings are replayed in this order. Set by the trigger
-- below whichever way a game ends; existing finished games take the time
-- of their last change, in that order.
ALTER TABLE games ADD COLUMN finished_at TEXT;
ALTER TABLE games ADD COLUMN finish_seq INTEGER;

UPDATE games SET finished_at = o.updated_at, finish_seq = o.n
FROM (SELECT id, updated_at, row_number() OVER (ORDER BY updated_at, id) AS n FROM games WHERE status = 'finished') AS o
WHERE games.id = o.id;

CREATE UNIQUE INDEX games_finish_order ON games (finish_seq) WHERE finish_seq IS NOT NULL;

CREATE TRIGGER games_finish_order AFTER UPDATE OF status ON games
    WHEN NEW.status = 'finished' AND OLD.status <> 'finished'
BEGIN
    UPDATE games SET finished_at = NEW.updated_at,
                     finish_seq = (SELECT coalesce(max(finish_seq), 0) + 1 FROM games WHERE finish_seq IS NOT NULL)
    WHERE id = NEW.id;
END;

-- A player's rating in one game (the pool is the variant's name): as after
-- their last rated game. Inactivity widens the deviation from `rated_at`
-- on, one step per rating period; the reader applies it (src/ratings/).
-- `established_until` is when that widening takes the deviation above 110
-- (provisional from then on), NULL while it is above already: the
-- standings are the rows whose `established_until` is still to come.
CREATE TABLE ratings (
    player_id          INTEGER NOT NULL REFERENCES players (id),
    variant            TEXT NOT NULL CHECK (variant <> ''),
    rating             REAL NOT NULL,
    deviation          REAL NOT NULL CHECK (deviation > 0),
    volatility         REAL NOT NULL CHECK (volatility > 0),
    games              INTEGER NOT NULL CHECK (games >= 1),
    -- The change of the rating in the last rated game.
    last_change        REAL NOT NULL,
    rated_at           TEXT NOT NULL,
    established_until  TEXT,
    PRIMARY KEY (player_id, variant)
);

-- The standings: the top of a game by rating, and how many established
-- players are above one, from the index alone (provisional ratings,
-- most of them newcomers', are not in it).
CREATE INDEX ratings_standings ON ratings (variant, rating, established_until) WHERE established_until IS NOT NULL;

-- Each player's rating before and after a rated game: the final mail, the
-- PGN's WhiteElo / WhiteRatingDiff. A game is counted at most once: the
-- key refuses a second count.
CREATE TABLE game_ratings (
    game_id           INTEGER NOT NULL REFERENCES games (id),
    player_id         INTEGER NOT NULL REFERENCES players (id),
    rating_before     REAL NOT NULL,
    deviation_before  REAL NOT NULL,
    rating_after      REAL NOT NULL,
    deviation_after   REAL NOT NULL,
    PRIMARY KEY (game_id, player_id)
);

-- Present while the games finished before this migration are still to be
-- rated: the bot (and `tandem ratings`) replays them on opening the store,
-- in one transaction, as `tandem ratings --rebuild` does.
CREATE TABLE ratings_replay_due (one INTEGER PRIMARY KEY CHECK (one = 1));
INSERT INTO ratings_replay_due VALUES (1);
