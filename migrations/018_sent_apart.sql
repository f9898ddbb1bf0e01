-- 018: marking a mail sent no longer writes its text a second time.
--
-- When a mail left, `outbox_bodies.sent_at` was set (005). That column sits
-- in the row with the whole message (12 KB and more, on overflow pages), and
-- SQLite writes a row again whole when it grows: every mail went into the
-- WAL twice, a third of what a move mail wrote. When a body was sent, the
-- one thing its forgetting needs, moves to a small table of its own; a row
-- there means the body is sent and may be forgotten after
-- `[store] keep_sent_mail_days`.
DROP INDEX outbox_bodies_sent;

CREATE TABLE outbox_bodies_sent (
    outbox_id  INTEGER PRIMARY KEY REFERENCES outbox_bodies (outbox_id) ON DELETE CASCADE,
    sent_at    TEXT NOT NULL
);
CREATE INDEX outbox_bodies_sent_at ON outbox_bodies_sent (sent_at);

INSERT INTO outbox_bodies_sent (outbox_id, sent_at)
    SELECT outbox_id, sent_at FROM outbox_bodies WHERE sent_at IS NOT NULL;

ALTER TABLE outbox_bodies DROP COLUMN sent_at;
