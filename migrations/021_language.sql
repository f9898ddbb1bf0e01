-- 021: every mail in the player's own language.
--
-- `language`: the language of the bot's mails to the player; NULL until
-- known (guessed from their first mail, or set with `language XX`; until
-- then, the server's `[bot] language`). `language_chosen`: set by the
-- player, not guessed.
ALTER TABLE players ADD COLUMN language TEXT
    CHECK (language IS NULL OR language IN ('en', 'de', 'ru', 'pl', 'it', 'es', 'fr', 'nl', 'pt'));
ALTER TABLE players ADD COLUMN language_chosen INTEGER NOT NULL DEFAULT 0 CHECK (language_chosen IN (0, 1));

-- `notation_chosen`: the notation the player chose with `notation CODE`,
-- now with Polish and Portuguese letters; NULL where they never chose one,
-- and then they read and write their language's letters. It replaces 011's
-- `notation` (whose CHECK SQLite cannot widen), which is no longer read.
-- A notation other than English was chosen; an English one may have been
-- the default: it follows the language from now on.
ALTER TABLE players ADD COLUMN notation_chosen TEXT
    CHECK (notation_chosen IS NULL
        OR notation_chosen IN ('en', 'de', 'ru', 'pl', 'it', 'es', 'fr', 'nl', 'pt', 'figurine', 'iccf'));
UPDATE players SET notation_chosen = notation WHERE notation <> 'en';
