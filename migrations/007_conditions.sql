-- 007: conditional moves: lines a player gave in advance, "if the
-- opponent plays X, play Y for me", played by the bot in the transaction of
-- the opponent's turn.
--
-- A row is one standing line of one seat: the turns alternate, the
-- opponent's turn first and the seat's answer after it, each in the
-- engine's canonical notation as it was in the position the line reached
-- when it was checked. A line stands while it is the opponent's move (on
-- the seat's own board in four-player bughouse); when the opponent moves,
-- the line whose first turn matches loses its first two turns (or goes,
-- when that was all), the others go. Unlike the rest of the store these
-- rows are deleted: a line played out or dropped means nothing any more.
CREATE TABLE conditions (
    id          INTEGER PRIMARY KEY,
    game_id     INTEGER NOT NULL,
    seat        TEXT NOT NULL,
    -- How many turns the game had when the line was checked or last
    -- advanced: its first turn answers the position after that ply.
    ply         INTEGER NOT NULL CHECK (ply >= 0),
    -- A JSON array of notations: condition, answer, condition, answer...
    turns       TEXT NOT NULL
                CHECK (json_valid(turns) AND json_type(turns) = 'array'
                       AND json_array_length(turns) >= 2 AND json_array_length(turns) % 2 = 0),
    created_at  TEXT NOT NULL,
    FOREIGN KEY (game_id, seat) REFERENCES seats (game_id, seat)
);

CREATE INDEX conditions_seat ON conditions (game_id, seat);

-- A game that is no longer active (finished by any way, aborted) keeps no
-- lines; nor does one where a draw was just offered. Here rather than in
-- the bot, so that every way of ending a game (a time-out, the operator)
-- drops them too.
CREATE TRIGGER conditions_end_with_the_game AFTER UPDATE OF status ON games
    WHEN NEW.status <> 'active'
BEGIN
    DELETE FROM conditions WHERE game_id = NEW.id;
END;

CREATE TRIGGER conditions_end_with_a_draw_offer AFTER UPDATE OF draw_offer_seat ON games
    WHEN NEW.draw_offer_seat IS NOT NULL AND OLD.draw_offer_seat IS NOT NEW.draw_offer_seat
BEGIN
    DELETE FROM conditions WHERE game_id = NEW.id;
END;
