-- 001_initial: players, games, seats, turns, and the mail bookkeeping
-- (inbound, outbox, sent).
--
-- Conventions (src/store/mod.rs relies on them):
-- * Times are UTC text in RFC 3339 with milliseconds and a 'Z'
--   ('2025-03-01T17:04:05.123Z'). The width is fixed, so text order is time
--   order and `<=` works in SQL. The application writes every time (never
--   SQLite's clock), so tests and the daemon decide what "now" is.
-- * Message-IDs are stored bare, without the angle brackets.
-- * Moves, positions (FEN) and variant names are opaque to the store: the
--   rules engine validates them, the store only keeps them.
-- * Nothing is ever deleted: game numbers and message ids must keep meaning
--   the same thing for as long as players can reply to old mail.

-- One row per e-mail address that ever played or was invited.
CREATE TABLE players (
    id            INTEGER PRIMARY KEY,
    -- Lower-cased by the application; the CHECK catches a forgotten lower().
    address       TEXT NOT NULL UNIQUE
                  CHECK (address <> '' AND address = lower(address) AND instr(address, '@') > 1),
    -- From the last From: header that carried one; NULL if never seen.
    display_name  TEXT,
    created_at    TEXT NOT NULL,
    -- Placeholders for the reminders/clock issue; NULL = operator default.
    remind_after_secs      INTEGER CHECK (remind_after_secs IS NULL OR remind_after_secs >= 0),
    remind_before_secs     INTEGER CHECK (remind_before_secs IS NULL OR remind_before_secs >= 0),
    -- Placeholders for `vacation N`: the pause end and the yearly allowance.
    vacation_until         TEXT,
    vacation_year          INTEGER,
    vacation_days_used     INTEGER NOT NULL DEFAULT 0 CHECK (vacation_days_used >= 0)
);

-- One row per game, from the challenge on. `id` is the `#42` players see;
-- AUTOINCREMENT so that a number is never handed out twice.
CREATE TABLE games (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    variant        TEXT NOT NULL CHECK (variant <> ''),
    status         TEXT NOT NULL
                   CHECK (status IN ('invited', 'active', 'finished', 'declined', 'aborted')),
    -- Per-game options as a JSON object, e.g. {"days":3,"both_boards":true}.
    options        TEXT NOT NULL DEFAULT '{}'
                   CHECK (json_valid(options) AND json_type(options) = 'object'),
    start_fen      TEXT NOT NULL,
    fen            TEXT NOT NULL,          -- current position; = last turn's fen_after
    -- '1-0', '0-1', '1/2-1/2' or a match score; set exactly when finished.
    result         TEXT CHECK (result IS NULL OR result <> ''),
    result_reason  TEXT,                   -- 'checkmate', 'resignation', 'time', ...
    created_at     TEXT NOT NULL,
    updated_at     TEXT NOT NULL,
    last_move_at   TEXT,                   -- NULL until the first turn
    -- The seat whose draw offer is on the table, if any.
    draw_offer_seat TEXT,
    CHECK ((status = 'finished') = (result IS NOT NULL)),
    FOREIGN KEY (id, draw_offer_seat) REFERENCES seats (game_id, seat)
);

CREATE INDEX games_status ON games (status);

-- Who plays what in a game. Seat names are the engine's: 'white', 'black',
-- 'south', 'north', 'a-white', 'a-black', 'b-white', 'b-black'.
CREATE TABLE seats (
    game_id      INTEGER NOT NULL REFERENCES games (id),
    seat         TEXT NOT NULL CHECK (seat <> ''),
    player_id    INTEGER NOT NULL REFERENCES players (id),
    accepted_at  TEXT,                     -- NULL until the player accepted
    -- Secret for auth = "token": the bot's Reply-To is bot+<game>.<token>@...
    -- 96 bits from SQLite's ChaCha20 PRNG (seeded by the OS), lower-case hex
    -- because mail systems may fold the case of the local part.
    token        TEXT NOT NULL UNIQUE DEFAULT (lower(hex(randomblob(12)))),
    PRIMARY KEY (game_id, seat)
);

CREATE INDEX seats_player ON seats (player_id);

-- Every turn played, in order. `ply` counts turns from 1 across all boards.
CREATE TABLE turns (
    game_id     INTEGER NOT NULL REFERENCES games (id),
    ply         INTEGER NOT NULL CHECK (ply >= 1),
    seat        TEXT NOT NULL,
    notation    TEXT NOT NULL CHECK (notation <> ''),   -- canonical, as the engine writes it
    fen_after   TEXT NOT NULL,
    -- The mail that carried the turn (NULL when it came from elsewhere).
    inbound_id  INTEGER REFERENCES inbound (id),
    played_at   TEXT NOT NULL,
    PRIMARY KEY (game_id, ply),
    FOREIGN KEY (game_id, seat) REFERENCES seats (game_id, seat)
);

-- Every mail the bot read, whatever became of it. A mail is applied at most
-- once ever: the bot checks source_key (same copy seen again) and message_id
-- (same mail delivered twice, e.g. in two folders).
CREATE TABLE inbound (
    id            INTEGER PRIMARY KEY,
    -- Where the copy came from: 'INBOX/<uidvalidity>/<uid>', a maildir name...
    source_key    TEXT NOT NULL UNIQUE CHECK (source_key <> ''),
    message_id    TEXT,                    -- bare; NULL if the mail had none
    from_addr     TEXT NOT NULL,
    subject       TEXT,
    received_at   TEXT NOT NULL,
    processed_at  TEXT NOT NULL,
    -- Short machine code: 'applied', 'rejected', 'ignored-auto', 'duplicate', ...
    outcome       TEXT NOT NULL CHECK (outcome <> ''),
    game_id       INTEGER REFERENCES games (id),
    detail        TEXT                     -- human-readable, for the operator
);

CREATE INDEX inbound_message_id ON inbound (message_id);
-- Only a 'duplicate' row may repeat an earlier message id: the second copy is
-- recorded (so the poller skips its source_key) but never processed.
CREATE UNIQUE INDEX inbound_message_once ON inbound (message_id)
    WHERE message_id IS NOT NULL AND outcome <> 'duplicate';

-- Mail waiting to be sent, and mail sent. One recipient per row, because each
-- player's copy is threaded under that player's own previous mail.
CREATE TABLE outbox (
    id               INTEGER PRIMARY KEY,
    game_id          INTEGER REFERENCES games (id),
    to_addr          TEXT NOT NULL CHECK (to_addr <> ''),
    message_id       TEXT NOT NULL UNIQUE CHECK (message_id <> ''),
    raw              BLOB NOT NULL,        -- the complete RFC 822 message
    created_at       TEXT NOT NULL,
    attempts         INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    -- NULL once sent, or when the sender gave up (sent_at NULL then).
    next_attempt_at  TEXT,
    sent_at          TEXT,
    last_error       TEXT
);

-- The sender's query: unsent mail by due time.
CREATE INDEX outbox_due ON outbox (next_attempt_at)
    WHERE sent_at IS NULL AND next_attempt_at IS NOT NULL;

-- Every mail the bot wrote about a game, kept after the outbox row could be
-- purged: an incoming In-Reply-To/References finds its game here, and the
-- next mail to a player is threaded under the last one (player_id is NULL for
-- mail to someone who is not a player of the game).
CREATE TABLE sent (
    message_id  TEXT PRIMARY KEY CHECK (message_id <> ''),
    game_id     INTEGER NOT NULL REFERENCES games (id),
    player_id   INTEGER REFERENCES players (id),
    created_at  TEXT NOT NULL              -- when it was queued
);

CREATE INDEX sent_game_player ON sent (game_id, player_id, created_at);
