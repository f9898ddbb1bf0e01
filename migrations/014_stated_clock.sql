-- 014: the deadline a turn's notice states is the one the player is held to.
--
-- A turn's clock starts when its notice left (008). The notice states the
-- deadline counted from the moment it was written (or written again, when
-- it left late): sent a few milliseconds later, it would state a deadline
-- up to a second before the one held, and the player's next mail (a
-- vacation, `status`) would show another. A notice that left within a
-- few seconds of that moment starts the clock at that moment instead:
-- `clock_from`, NULL when the clock started when it left (`sent_at`).
ALTER TABLE outbox ADD COLUMN clock_from TEXT;
