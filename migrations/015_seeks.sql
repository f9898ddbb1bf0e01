-- 015: open challenges to anyone: the seeks, the requests to
-- seek or take a seek that wait for their confirmation (token auth), and
-- who asked for a daily digest of new seeks.

-- An open seek. A seek that is taken, withdrawn or expired is deleted:
-- nothing refers to it afterwards (the game it became has its own rows).
-- `partner_id`: a team's seek in a four-player game, open only once the
-- partner confirmed (`partner_confirmed`). `rating`: the seeker's rating
-- in the game when posting (a team's: the mean), rounded; what the other
-- seeks' ranges are compared with. `rating_min`/`rating_max`: the range a
-- taker's rating must be in (NULL: anyone). `side`: the colour asked
-- for (two-player games only). `days`/`moves`: the time control, the
-- server's default written in as for a challenge.
CREATE TABLE seeks (
    id                 INTEGER PRIMARY KEY,
    player_id          INTEGER NOT NULL REFERENCES players (id),
    partner_id         INTEGER REFERENCES players (id),
    partner_confirmed  INTEGER NOT NULL DEFAULT 1 CHECK (partner_confirmed IN (0, 1)),
    variant            TEXT NOT NULL,
    days               INTEGER NOT NULL CHECK (days >= 1),
    moves              INTEGER CHECK (moves >= 1),
    casual             INTEGER NOT NULL DEFAULT 0 CHECK (casual IN (0, 1)),
    private            INTEGER NOT NULL DEFAULT 0 CHECK (private IN (0, 1)),
    side               TEXT CHECK (side IN ('white', 'black')),
    rating             INTEGER NOT NULL,
    rating_min         INTEGER,
    rating_max         INTEGER,
    created_at         TEXT NOT NULL,
    expires_at         TEXT NOT NULL,
    CHECK (rating_min IS NULL OR rating_max IS NULL OR rating_min <= rating_max)
);

-- Pairing looks for the oldest fitting seek of one game and time control;
-- the listing reads the oldest first; the scheduler the next to expire.
CREATE INDEX seeks_pairing ON seeks (variant, days, created_at);
CREATE INDEX seeks_age ON seeks (created_at);
CREATE INDEX seeks_player ON seeks (player_id);
CREATE INDEX seeks_partner ON seeks (partner_id) WHERE partner_id IS NOT NULL;
CREATE INDEX seeks_expiry ON seeks (expires_at);

-- With `auth = "token"`: a `seek` or `accept seek N` (the line as
-- written) that did not come to one of the sender's secret addresses waits
-- here until a reply to the bot's answer (to `bot+watch.<token>@domain`,
-- as for `observe`) confirms it. Dropped when confirmed or a week old.
CREATE TABLE seek_requests (
    token       TEXT PRIMARY KEY DEFAULT (lower(hex(randomblob(12)))),
    player_id   INTEGER NOT NULL REFERENCES players (id),
    line        TEXT NOT NULL CHECK (line <> ''),
    created_at  TEXT NOT NULL
) WITHOUT ROWID;

CREATE INDEX seek_requests_player ON seek_requests (player_id, created_at);

-- `notify seeks VARIANT`: the player gets at most one mail a (clock) day
-- listing the new seeks of the games they asked for. `seek_digests`: when
-- the last went out (the next lists the seeks posted since), when the next
-- may (`next_at`), and when it is due (`due_at`: set when a seek of theirs
-- to hear of is posted), indexed so that an idle pass reads one row.
CREATE TABLE seek_notify (
    player_id  INTEGER NOT NULL REFERENCES players (id),
    variant    TEXT NOT NULL,
    since      TEXT NOT NULL,
    PRIMARY KEY (player_id, variant)
) WITHOUT ROWID;

CREATE INDEX seek_notify_variant ON seek_notify (variant);

CREATE TABLE seek_digests (
    player_id  INTEGER PRIMARY KEY REFERENCES players (id),
    sent_at    TEXT,
    next_at    TEXT,
    due_at     TEXT
);

CREATE INDEX seek_digests_due ON seek_digests (due_at) WHERE due_at IS NOT NULL;
