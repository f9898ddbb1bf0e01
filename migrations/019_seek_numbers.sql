-- 019: a seek's number is never handed out again.
--
-- Seeks were numbered by their rowid, which SQLite gives again once the
-- highest row is deleted: after the newest seek was taken, withdrawn or had
-- expired, the next seek got its number, and `accept seek N` read from
-- yesterday's digest or `seeks.html` started a game with somebody else.
-- AUTOINCREMENT keeps the highest number ever given in sqlite_sequence, so
-- numbers only grow (as games' and tournaments' do). The open seeks keep
-- their numbers; numbering goes on after the highest of them.
CREATE TABLE seeks_numbered (
    id                 INTEGER PRIMARY KEY AUTOINCREMENT,
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

INSERT INTO seeks_numbered SELECT * FROM seeks;
DROP TABLE seeks;
ALTER TABLE seeks_numbered RENAME TO seeks;

CREATE INDEX seeks_pairing ON seeks (variant, days, created_at);
CREATE INDEX seeks_age ON seeks (created_at);
CREATE INDEX seeks_player ON seeks (player_id);
CREATE INDEX seeks_partner ON seeks (partner_id) WHERE partner_id IS NOT NULL;
CREATE INDEX seeks_expiry ON seeks (expires_at);
