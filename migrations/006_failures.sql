-- 006: mail the daemon could not handle for now, counted across restarts.
--
-- A mail whose handling fails because of the bot's own resources (the store
-- busy or locked, the disk full, a template that cannot be rendered) stays in
-- the inbox and is tried again later. Each failed attempt is counted here, by
-- the mail's place in the inbox; after `[limits] attempts_before_set_aside`
-- the daemon moves the mail to the set-aside folder and tells the operator.
-- The row goes when the mail was handled or set aside.
CREATE TABLE mail_failures (
    source_key       TEXT PRIMARY KEY,
    attempts         INTEGER NOT NULL,
    first_failed_at  TEXT NOT NULL,
    last_failed_at   TEXT NOT NULL,
    last_error       TEXT NOT NULL
) WITHOUT ROWID;
