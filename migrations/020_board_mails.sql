-- 020: against the computer, one mail for a turn and its answer.
--
-- The computer often answers before the mail telling a player of their own
-- turn has left. That mail is then dropped and the mail of the computer's
-- answer tells both turns. `board_ply`: the number of turns played when
-- the mail showed the game (set for the mails announcing a position in a
-- game against the computer; NULL otherwise), so that the answer finds
-- exactly the mail it supersedes.
ALTER TABLE outbox ADD COLUMN board_ply INTEGER CHECK (board_ply IS NULL OR board_ply >= 0);
