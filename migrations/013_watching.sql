-- 013: watching games: observers by mail, followed players,
-- private games, and the list of games that changed since the watchers
-- (the observers' mail and the web archive) last looked.

-- `followers off`: nobody's `follow` makes them observe this player's
-- games. `games private`: the player's challenges (and invitations to
-- them) make private games: no observers, no web page.
ALTER TABLE players ADD COLUMN followers_off INTEGER NOT NULL DEFAULT 0 CHECK (followers_off IN (0, 1));
ALTER TABLE players ADD COLUMN games_private INTEGER NOT NULL DEFAULT 0 CHECK (games_private IN (0, 1));

-- Who observes which game, and what they have been told of it: the turns
-- up to `told_ply` and the game's status `told_status` (the start, the
-- end). A row goes when its observer was told the end (or unobserved).
-- `via`: `observe N` ('game'), a followed player's game ('follow'), or a
-- tournament observed whole ('tournament', filled by `observe tournament
-- N` once tournaments are there).
CREATE TABLE observers (
    game_id      INTEGER NOT NULL REFERENCES games (id),
    player_id    INTEGER NOT NULL REFERENCES players (id),
    via          TEXT NOT NULL CHECK (via IN ('game', 'follow', 'tournament')),
    since        TEXT NOT NULL,
    told_ply     INTEGER NOT NULL DEFAULT 0 CHECK (told_ply >= 0),
    told_status  TEXT NOT NULL,
    PRIMARY KEY (game_id, player_id)
) WITHOUT ROWID;

CREATE INDEX observers_player ON observers (player_id);

-- `follow ADDRESS`: the follower observes every game the followed player
-- starts from then on (unless the followed player has `followers off`).
CREATE TABLE follows (
    follower_id  INTEGER NOT NULL REFERENCES players (id),
    followed_id  INTEGER NOT NULL REFERENCES players (id),
    since        TEXT NOT NULL,
    PRIMARY KEY (follower_id, followed_id)
) WITHOUT ROWID;

CREATE INDEX follows_followed ON follows (followed_id);

-- Observers of a whole tournament (`observe tournament N`): each of its
-- games is observed as it starts. No foreign key: the tournaments table
-- comes with its own migration.
CREATE TABLE tournament_observers (
    tournament_id  INTEGER NOT NULL,
    player_id      INTEGER NOT NULL REFERENCES players (id),
    since          TEXT NOT NULL,
    PRIMARY KEY (tournament_id, player_id)
) WITHOUT ROWID;

-- With `auth = "token"`: an `observe` or `follow` waits here until a reply
-- to the bot's answer (to `bot+watch.<token>@domain`) confirms it, so that
-- a mail with a forged sender starts no stream of mail to anyone. Rows
-- are dropped when confirmed, and when a week old.
CREATE TABLE watch_requests (
    token       TEXT PRIMARY KEY DEFAULT (lower(hex(randomblob(12)))),
    player_id   INTEGER NOT NULL REFERENCES players (id),
    -- 'game', 'follow', 'tournament' (to observe) or 'join' (to enter a
    -- tournament), and the game's number, the followed address, the
    -- tournament's number, or `N` / `N with PARTNER` for a join.
    what        TEXT NOT NULL CHECK (what IN ('game', 'follow', 'tournament', 'join')),
    target      TEXT NOT NULL CHECK (target <> ''),
    created_at  TEXT NOT NULL
) WITHOUT ROWID;

CREATE INDEX watch_requests_player ON watch_requests (player_id, created_at);

-- The mail sent to observers, for `[limits] observer_mails_per_hour`
-- (observer mail goes out as kind 'game' in the outbox, which the
-- replies' allowance does not count). Rows older than an hour mean
-- nothing and are dropped as new ones come.
CREATE TABLE observer_mail (
    player_id  INTEGER NOT NULL REFERENCES players (id),
    sent_at    TEXT NOT NULL
);

CREATE INDEX observer_mail_player ON observer_mail (player_id, sent_at);

-- An observer over the hourly limit: their news waits until `until` and
-- then goes out as one digest.
CREATE TABLE observer_holds (
    player_id  INTEGER PRIMARY KEY REFERENCES players (id),
    until      TEXT NOT NULL
);

CREATE INDEX observer_holds_until ON observer_holds (until);

-- The games changed since the watchers last looked: the triggers below
-- add a game in the transaction of every change an observer or a web page
-- shows (a turn, a status, a deadline, a player's public name); the
-- daemon takes them after each pass (src/bot/observers.rs, src/web/).
CREATE TABLE watch_changes (
    game_id  INTEGER PRIMARY KEY
);

CREATE TRIGGER watch_on_new_game AFTER INSERT ON games
BEGIN
    INSERT OR IGNORE INTO watch_changes (game_id) VALUES (NEW.id);
END;

CREATE TRIGGER watch_on_turn AFTER INSERT ON turns
BEGIN
    INSERT OR IGNORE INTO watch_changes (game_id) VALUES (NEW.game_id);
END;

CREATE TRIGGER watch_on_status AFTER UPDATE OF status ON games
    WHEN NEW.status <> OLD.status
BEGIN
    INSERT OR IGNORE INTO watch_changes (game_id) VALUES (NEW.id);
END;

CREATE TRIGGER watch_on_deadline AFTER UPDATE OF deadline_at ON games
    WHEN NEW.deadline_at IS NOT OLD.deadline_at
BEGIN
    INSERT OR IGNORE INTO watch_changes (game_id) VALUES (NEW.id);
END;

CREATE TRIGGER watch_on_public_name AFTER UPDATE OF public_name ON players
    WHEN NEW.public_name IS NOT OLD.public_name
BEGIN
    INSERT OR IGNORE INTO watch_changes (game_id) SELECT game_id FROM seats WHERE player_id = NEW.id;
END;

-- The web archive's list of games in play, most recently moved first.
CREATE INDEX games_in_play ON games (last_move_at) WHERE status = 'active';
