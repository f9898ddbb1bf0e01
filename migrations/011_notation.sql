-- 011: a player's notation: how the bot writes moves to them and
-- which piece letters it reads from them. 'en' (English SAN, as before),
-- the piece letters of 'de', 'fr', 'es', 'it', 'nl', 'ru', or 'figurine' /
-- 'iccf' (written with glyphs / in ICCF numeric notation, read in English
-- letters). Figurines and numeric moves are read from every player.
ALTER TABLE players ADD COLUMN notation TEXT NOT NULL DEFAULT 'en'
    CHECK (notation IN ('en', 'de', 'fr', 'es', 'it', 'nl', 'ru', 'figurine', 'iccf'));
