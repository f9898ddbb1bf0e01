-- 017: the analysis of a game after it ended.
--
-- One analysis per game: queued by the first `analyse N` (`done_at` NULL),
-- searched by the daemon's engine workers outside any mail's transaction,
-- and stored by a transaction of its own (`result`, the evaluation of every
-- turn as JSON; `engine`, the version and depth that made it). A crash
-- before that commit leaves it queued, to be searched again; after it,
-- nothing is searched twice. Who asked, and is waiting for the answer, is
-- in analysis_requests (a request for an analysis already done is answered
-- at once from `result`, at no cost).
CREATE TABLE analyses (
    game_id      INTEGER PRIMARY KEY REFERENCES games (id),
    requested_by INTEGER NOT NULL REFERENCES players (id),
    requested_at TEXT NOT NULL,
    engine       TEXT NOT NULL,
    done_at      TEXT,
    result       TEXT,
    CHECK ((done_at IS NULL) = (result IS NULL))
);

CREATE INDEX analyses_queued ON analyses (requested_at) WHERE done_at IS NULL;
CREATE INDEX analyses_by_player ON analyses (requested_by, requested_at);

CREATE TABLE analysis_requests (
    game_id      INTEGER NOT NULL REFERENCES analyses (game_id),
    player_id    INTEGER NOT NULL REFERENCES players (id),
    requested_at TEXT NOT NULL,
    -- The request's Message-ID, to thread the answer under (NULL: none).
    message_id   TEXT,
    answered     INTEGER NOT NULL DEFAULT 0 CHECK (answered IN (0, 1)),
    PRIMARY KEY (game_id, player_id)
);

-- A game analysed: its web page shows the analysis (the watchers' pass
-- rewrites the pages of the games in watch_changes, migration 013).
CREATE TRIGGER analyses_done_watched AFTER UPDATE OF done_at ON analyses
    WHEN NEW.done_at IS NOT NULL
BEGIN
    INSERT OR IGNORE INTO watch_changes (game_id) VALUES (NEW.game_id);
END;
