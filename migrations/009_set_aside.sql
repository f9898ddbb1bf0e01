-- 009: a record of every mail set aside, keyed by its place in the mailbox.
--
-- Mail set aside (unreadable, nobody to answer, or failing past
-- `[limits] attempts_before_set_aside`) was known only by its `inbound` row,
-- found again by its Message-ID: a mail whose header could not be parsed
-- whole had none there, so `tandem set-aside` could not say why it was set
-- aside and `--retry` could not forget it. Here every such mail has a row
-- under its mailbox key (what `inbound.source_key` holds: `imap:...`,
-- `maildir:...`, `stdin:<hash>`), with what could be read of its header
-- even when the rest could not, and the hash of its bytes, by which the
-- copy in the set-aside folder is found (IMAP gives it a new UID there).
-- `tandem status`, `tandem set-aside` and `--retry` read these rows; a
-- retry deletes the row with the mail's `inbound` row, so that the mail is
-- handled as new when it comes back to the inbox.
CREATE TABLE set_aside (
    source_key    TEXT PRIMARY KEY CHECK (source_key <> ''),
    -- As written in the header, cleaned of control characters; NULL when
    -- the header has no such field (or none could be read).
    from_addr     TEXT,
    subject       TEXT,
    message_id    TEXT,
    -- FNV-1a 128 of the bytes the bot read (the header alone for mail over
    -- `max_mail_bytes`), 32 hex digits; NULL for rows made from a store
    -- older than this migration.
    content_hash  TEXT,
    reason        TEXT NOT NULL,
    set_aside_at  TEXT NOT NULL
) WITHOUT ROWID;

-- The mail set aside before: what the inbound rows knew.
INSERT INTO set_aside (source_key, from_addr, subject, message_id, content_hash, reason, set_aside_at)
    SELECT source_key, nullif(from_addr, ''), subject, message_id, NULL, coalesce(detail, ''), processed_at
    FROM inbound WHERE outcome = 'set-aside';
