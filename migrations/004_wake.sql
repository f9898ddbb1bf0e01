-- 004_wake: when the scheduler must next look at each active game, so that
-- a pass costs O(log games) instead of reading every game's clock; and an
-- index to drop the bodies of sent mail.
--
-- `wake_at` is the earliest moment something may be due in the game (a
-- reminder, a last call, the deadline, the gentleman's rule), as the
-- scheduler last computed it; '' means "changed since: compute again"
-- (the empty string sorts before every time, so one range scan of the
-- index finds both). The triggers below reset it in the same transaction
-- as every change that can move a due time: a turn, a change of status,
-- position or options, a reminder sent, a vacation, a player's reminder
-- settings. The daemon also resets every game when the time settings of
-- its configuration changed (the `meta` row `timing`).
ALTER TABLE games ADD COLUMN wake_at TEXT NOT NULL DEFAULT '';

CREATE INDEX games_wake ON games (wake_at) WHERE status = 'active';

CREATE TABLE meta (
    key    TEXT PRIMARY KEY,
    value  TEXT NOT NULL
);

CREATE TRIGGER wake_on_turn AFTER INSERT ON turns
BEGIN
    UPDATE games SET wake_at = '' WHERE id = NEW.game_id;
END;

CREATE TRIGGER wake_on_game_change AFTER UPDATE OF status, fen, options, started_at ON games
    WHEN NEW.wake_at <> ''
BEGIN
    UPDATE games SET wake_at = '' WHERE id = NEW.id;
END;

CREATE TRIGGER wake_on_reminder AFTER INSERT ON reminders
BEGIN
    UPDATE games SET wake_at = '' WHERE id = NEW.game_id;
END;

CREATE TRIGGER wake_on_vacation AFTER INSERT ON vacations
BEGIN
    UPDATE games SET wake_at = ''
    WHERE status = 'active' AND id IN (SELECT game_id FROM seats WHERE player_id = NEW.player_id);
END;

CREATE TRIGGER wake_on_vacation_change AFTER UPDATE ON vacations
BEGIN
    UPDATE games SET wake_at = ''
    WHERE status = 'active' AND id IN (SELECT game_id FROM seats WHERE player_id = NEW.player_id);
END;

CREATE TRIGGER wake_on_vacation_end AFTER DELETE ON vacations
BEGIN
    UPDATE games SET wake_at = ''
    WHERE status = 'active' AND id IN (SELECT game_id FROM seats WHERE player_id = OLD.player_id);
END;

CREATE TRIGGER wake_on_reminder_settings AFTER UPDATE OF remind_mode, remind_after_secs, remind_before_secs ON players
BEGIN
    UPDATE games SET wake_at = ''
    WHERE status = 'active' AND id IN (SELECT game_id FROM seats WHERE player_id = NEW.id);
END;

-- The bodies of sent mail are dropped after `[store] keep_sent_mail_days`
-- (src/store/mail.rs, forget_sent_bodies): this index finds the ones left.
CREATE INDEX outbox_sent_bodies ON outbox (sent_at) WHERE sent_at IS NOT NULL AND raw <> x'';
