-- 005: a sent mail costs the store only what threading and the duplicate
-- guard need.
--
-- The text of each outgoing mail moves to its own table, whose rows are
-- deleted `[store] keep_sent_mail_days` after sending: emptying a large
-- value in place (what 004 did) left every outbox row alone on its own page.
-- `sent` is folded into `outbox`, which already held the same Message-ID,
-- game and time: the outbox row stays for good and is the thread's record.

CREATE TABLE outbox_bodies (
    outbox_id  INTEGER PRIMARY KEY REFERENCES outbox (id),
    -- A copy of outbox.sent_at, so the old bodies are found without
    -- touching (or indexing) the outbox rows.
    sent_at    TEXT,
    raw        BLOB NOT NULL               -- the complete RFC 822 message
);
CREATE INDEX outbox_bodies_sent ON outbox_bodies (sent_at) WHERE sent_at IS NOT NULL;

INSERT INTO outbox_bodies (outbox_id, sent_at, raw)
    SELECT id, sent_at, raw FROM outbox WHERE raw <> x'';

DROP INDEX outbox_sent_bodies;
ALTER TABLE outbox DROP COLUMN raw;

-- The recipient, when they are a player of the game (NULL otherwise): the
-- next mail to them about the game is threaded under their last one.
ALTER TABLE outbox ADD COLUMN player_id INTEGER REFERENCES players (id);
UPDATE outbox SET player_id = (SELECT player_id FROM sent WHERE sent.message_id = outbox.message_id)
    WHERE game_id IS NOT NULL;
CREATE INDEX outbox_thread ON outbox (game_id, player_id, created_at) WHERE game_id IS NOT NULL;

-- Mail sent about a game before outbox rows were kept for good.
INSERT INTO outbox (game_id, to_addr, message_id, created_at, attempts, next_attempt_at, sent_at, player_id)
    SELECT s.game_id, coalesce(p.address, 'unknown'), s.message_id, s.created_at, 1, NULL, s.created_at, s.player_id
    FROM sent s LEFT JOIN players p ON p.id = s.player_id
    WHERE s.message_id NOT IN (SELECT message_id FROM outbox);
DROP TABLE sent;

-- A mail seen before is found by the unique index on non-duplicate ids
-- (a duplicate row always has an earlier original with the same id).
DROP INDEX inbound_message_id;
