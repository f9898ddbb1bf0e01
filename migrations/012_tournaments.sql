-- 012: tournaments: round-robin sections by mail. A tournament
-- is open (entrants join), running (its games were all started at once,
-- in the transaction that started it), finished or cancelled. Its games
-- are ordinary games; `tournament_games` says which section, round and
-- pairing each one is.

CREATE TABLE tournaments (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    -- As the organiser wrote it (src/store/public_name.rs checks it: no
    -- control characters, nothing address-like; no brackets either, so
    -- that subjects keep their `[#N]` game tag).
    name          TEXT NOT NULL CHECK (name <> '' AND length(name) <= 40),
    variant       TEXT NOT NULL CHECK (variant <> ''),
    organiser_id  INTEGER NOT NULL REFERENCES players (id),
    status        TEXT NOT NULL CHECK (status IN ('open', 'running', 'finished', 'cancelled')),
    -- {"double":true,"min":4,"max":8,"days":3,"moves":10,"casual":true,"withdrawals":"iccf"}
    options       TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(options) AND json_type(options) = 'object'),
    -- `starts DATE`: started then by the scheduler (or cancelled when too
    -- few have joined).
    starts_at     TEXT,
    created_at    TEXT NOT NULL,
    started_at    TEXT,
    -- Finished or cancelled.
    ended_at      TEXT,
    -- The section's rounds, set at the start.
    rounds        INTEGER CHECK (rounds IS NULL OR rounds >= 1)
);

CREATE INDEX tournaments_status ON tournaments (status);
CREATE INDEX tournaments_organiser ON tournaments (organiser_id, created_at);

-- One entrant of a tournament: a player, or a team of two in four-player
-- games (the one who joined, and the partner they named, who confirms).
CREATE TABLE entrants (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    player_id     INTEGER NOT NULL REFERENCES players (id),
    partner_id    INTEGER REFERENCES players (id),
    joined_at     TEXT NOT NULL,
    -- When the entry became whole: at once without a partner, else when
    -- the partner confirmed. An entry still unconfirmed after three clock
    -- days is dropped; one unconfirmed at the start is not in the section.
    confirmed_at  TEXT,
    -- The entrant's number in the Berger table, and rating (a team's:
    -- the mean), from the start.
    number        INTEGER CHECK (number IS NULL OR number >= 1),
    rating        REAL,
    -- Withdrawn: when, why ('withdrew', or 'time' for three games lost on
    -- time) and whether the rule annulled their games.
    withdrawn_at  TEXT,
    withdrawal    TEXT CHECK (withdrawal IS NULL OR withdrawal IN ('withdrew', 'time')),
    annulled      INTEGER NOT NULL DEFAULT 0 CHECK (annulled IN (0, 1)),
    -- The crosstable mail (or the final standings): due at this time (at
    -- most one a clock day: the results in between wait for it), and when
    -- the last one went out.
    news_due_at   TEXT,
    news_sent_at  TEXT,
    UNIQUE (tournament_id, player_id),
    UNIQUE (tournament_id, number)
);

CREATE UNIQUE INDEX entrants_partner ON entrants (tournament_id, partner_id) WHERE partner_id IS NOT NULL;
CREATE INDEX entrants_player ON entrants (player_id);
CREATE INDEX entrants_partner_player ON entrants (partner_id) WHERE partner_id IS NOT NULL;
CREATE INDEX entrants_news ON entrants (news_due_at) WHERE news_due_at IS NOT NULL;
CREATE INDEX entrants_unconfirmed ON entrants (joined_at) WHERE confirmed_at IS NULL;

-- The games of a section: its round, and the entrants by number (White:
-- team 1, White on board A; South in synchronous bughouse).
CREATE TABLE tournament_games (
    game_id       INTEGER PRIMARY KEY REFERENCES games (id),
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    round         INTEGER NOT NULL CHECK (round >= 1),
    white         INTEGER NOT NULL CHECK (white >= 1),
    black         INTEGER NOT NULL CHECK (black >= 1 AND black <> white),
    -- The game was decided on time (three of them withdraw an entrant).
    time_loss     INTEGER NOT NULL DEFAULT 0 CHECK (time_loss IN (0, 1)),
    -- Ended without play because this entrant withdrew: lost by them.
    forfeit       INTEGER CHECK (forfeit IS NULL OR forfeit IN (white, black))
);

CREATE INDEX tournament_games_section ON tournament_games (tournament_id, round);
