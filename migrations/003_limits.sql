-- 003_limits: what the limits of `[limits]` count (src/bot/limits.rs).
--
-- Anyone can write to the bot, so the mail it sends to one address in an
-- hour is bounded, except the game mail players expect (the opponent's
-- moves, reminders, results). Each outgoing mail says which it is:
--   'game'       news of a game the recipient plays (never counted);
--   'reply'      an answer to the recipient's own mail;
--   'invitation' a challenge to the recipient;
--   'limit'      the one notice that the recipient went over a limit.
-- Mail queued before this migration counts as 'game'.
ALTER TABLE outbox ADD COLUMN kind TEXT NOT NULL DEFAULT 'game'
    CHECK (kind IN ('game', 'reply', 'invitation', 'limit'));

CREATE INDEX outbox_counted ON outbox (to_addr, created_at) WHERE kind <> 'game';
