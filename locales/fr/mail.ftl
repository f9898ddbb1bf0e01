# Les messages sur une partie : l'échiquier, les refus, les rappels, les
# résultats, les défis, la nulle, les messages, les congés, les listes.
# Traduction de locales/en/mail.ftl (mêmes clés) ; voir GLOSSARY.md.

## Mots communs à plusieurs messages

# Le nom d'une variante (`new VARIANTE with ...`).
variant =
    { $v ->
        [two-prong] Two-Prong Chess
        [tandem-pawn] Tandem-Pawn Chess
        [tandem84] Tandem-84
        [tandem84-knightrider] Tandem-84 à fantômes noctambules
        [bughouse] Bughouse
        [tandem-chess] Échecs tandem
        [bughouse-sync] Bughouse synchrone
        [crazyhouse] Crazyhouse
       *[chess] Échecs
    }

# Le camp d'un joueur (sans article : « alice (Blancs) »).
seat =
    { $s ->
        [black] Noirs
        [south] Sud, avec les Blancs sur A et les Noirs sur B
        [north] Nord, avec les Noirs sur A et les Blancs sur B
        [a-white] Blancs sur l'échiquier A
        [a-black] Noirs sur l'échiquier A
        [b-white] Blancs sur l'échiquier B
        [b-black] Noirs sur l'échiquier B
       *[white] Blancs
    }

# « alice@example.org (Blancs) » dans la ligne des joueurs d'une partie.
player-seat = { $who } ({ $seat })
player-seat-more = { $who } ({ $seat }, { $more })
players-two = { $a } contre { $b }
players-four = { $a }, { $b }, { $c }, { $d }

game-line = Partie n° { $id }, { $variant } : { $players }
time-control-line = Cadence : { $control }
examples-not-advice = (des exemples de notation, pas des conseils).

## Le message de l'échiquier

position-subject-your-move = À vous de jouer : { $variant } contre { $opponents }
position-subject-waiting = { $variant } contre { $opponents } : à { $to_move } de jouer
position-last-move = Dernier coup : { $move }
position-check = Échec !
position-your-move = C'est à vous de jouer ({ $side }). Répondez à ce message par votre coup, par exemple : { $example }
position-deadline-yours = Vous avez jusqu'au { $deadline } pour jouer.
position-deadline-yours-paused = Vous avez jusqu'au { $deadline } pour jouer (votre pendule est arrêtée : vous êtes en congé jusqu'au { $until }).
position-their-move =
    { $count ->
        [one] C'est à { $who } de jouer ({ $side }).
       *[other] C'est à { $who } de jouer ({ $side }).
    }
position-deadline-theirs =
    { $count ->
        [one] { $who } a jusqu'au { $deadline } pour jouer.
       *[other] { $who } ont jusqu'au { $deadline } pour jouer.
    }
position-deadline-theirs-paused =
    { $count ->
        [one] { $who } a jusqu'au { $deadline } pour jouer (en congé jusqu'au { $until }).
       *[other] { $who } ont jusqu'au { $deadline } pour jouer (en congé jusqu'au { $until }).
    }
position-fen-line = Position: { $fen }
position-footer-your-move = Répondez par votre coup, ou par : board, history, draw, resign, say TEXTE, help.
position-footer-waiting =
    En attendant, vous pouvez écrire : board (la position à nouveau), say TEXTE
    (un message aux autres joueurs), draw (proposer la nulle), resign, history, help.
    Vous recevrez un message dès que ce sera à vous de jouer.
position-footer-over = Écrivez « history » pour recevoir toute la partie, ou « help ».

## Un refus

error-subject-game = Non pris en compte
error-subject = Votre message à { $bot }
error-could-not = Je n'ai pas pu exécuter ce que demande votre message :
error-in-line = (dans la ligne : { $line })
error-nothing-applied = Rien dans votre message n'a été pris en compte ; la partie reste inchangée.
error-nothing-applied-that = Rien dans ce message n'a été pris en compte ; la partie reste inchangée.
error-legal-all = Tours de jeu légaux : { $list }
error-legal-some = Parmi les tours de jeu légaux ({ $shown } sur { $total }) : { $list }
error-footer = Écrivez « help » pour la liste des commandes.

## Rappels

reminder-subject = Rappel : à vous de jouer ({ $variant } contre { $opponents })
reminder-subject-last-call = Dernier rappel avant l'échéance : à vous de jouer ({ $variant } contre { $opponents })
reminder-running-out = Votre délai dans la partie n° { $id } ({ $variant }) arrive bientôt à échéance.
reminder-your-move = C'est à vous de jouer dans la partie n° { $id } ({ $variant }).
reminder-your-move-since = C'est à vous de jouer dans la partie n° { $id } ({ $variant }) depuis le { $since }.
reminder-deadline = Vous avez jusqu'au { $deadline } pour jouer ; ensuite, { $consequence }.
reminder-you-play-example = Votre camp : { $side }. Répondez à ce message par votre coup, par exemple : { $example }
reminder-you-play = Votre camp : { $side }. Répondez à ce message par votre coup.
reminder-footer =
    Rappels : « remind off » les arrête, « remind after 12h » ou « remind before 2h »
    règle leur moment, « remind digest » les regroupe en un seul message par jour.

digest-subject =
    { $count ->
        [one] À vous de jouer dans { $count } partie
       *[other] À vous de jouer dans { $count } parties
    }
digest-heading = C'est à vous de jouer dans ces parties :
digest-line = n° { $id } ({ $variant }) contre { $opponents } : jusqu'au { $deadline }
digest-line-last-move = n° { $id } ({ $variant }) contre { $opponents } : jusqu'au { $deadline } (dernier coup : { $move })
digest-how =
    Quand le temps est écoulé, { $consequence }. Répondez par votre coup au dernier
    message du bot sur une partie, ou écrivez au bot une ligne « game N » suivie de
    votre coup ; « board » renvoie la position.
digest-footer =
    Vous recevez ce récapitulatif une fois par jour au lieu d'un rappel par partie
    (« remind on » pour revenir aux rappels, « remind off » pour n'en avoir aucun).

time-up-subject = Temps dépassé pour { $who }
time-up-yours = Vous n'avez pas joué dans la partie n° { $id } ({ $variant }) avant l'échéance, le { $deadline }.
time-up-theirs = { $who } ({ $side }) n'a pas joué dans la partie n° { $id } ({ $variant }) avant l'échéance, le { $deadline }.
time-up-goes-on = Sur ce serveur, un dépassement de temps ne met pas fin à la partie : elle continue.
time-up-goes-on-yours = Sur ce serveur, un dépassement de temps ne met pas fin à la partie : elle continue, et c'est toujours à vous de jouer.

## La fin d'une partie

game-over-subject = Partie terminée : { $result }
game-over-result = Résultat : { $result } ({ $text })
game-over-ratings = Classements ({ $variant } ; un ? signale un classement provisoire) :
game-over-pgn = La partie complète est jointe au format PGN ; la voici :

aborted-subject = Annulée : partie n° { $id }
aborted-text =
    { $who } a annulé la partie n° { $id } ({ $variant }) avant qu'elle ait vraiment commencé.
    La partie s'arrête sans résultat.

## Défis

challenge-sent-subject = Défi envoyé à { $invited } : { $variant }
challenge-sent-text =
    Votre défi a été envoyé à { $invited } (partie n° { $id }, { $variant }, { $rated ->
        [1] comptant pour le classement
       *[0] amicale
    }{ $private ->
        [1] , privée
       *[0] {""}
    }).
challenge-sent-side =
    Votre camp : { $side }. La partie commencera dès que { $invited } { $count ->
        [one] aura accepté
       *[other] auront accepté
    } ;
    vous recevrez alors la position.

invitation-subject = Invitation de { $who } : { $variant }
invitation-text =
    { $who } vous défie : partie n° { $id }, { $variant }, { $rated ->
        [1] comptant pour le classement
       *[0] amicale
    }{ $private ->
        [1] , privée
       *[0] {""}
    }.
invitation-you-would-play = Votre camp serait : { $side } ; { $others }.
invitation-time-control = Cadence : { $control }.
invitation-rated = Partie comptant pour le classement : le résultat modifie le classement { $variant } de chaque joueur (indiqué ci-dessus ; un ? signale un classement provisoire).
invitation-casual = Partie amicale : le résultat ne modifie aucun classement.
invitation-casual-position = Partie amicale : le résultat ne modifie aucun classement (une partie à partir d'une position ne compte jamais pour le classement).
invitation-private = Partie privée : personne ne peut l'observer, et l'archive web ne la montre pas.
invitation-public =
    Partie publique : tout le monde peut l'observer, et une archive web peut la montrer, les joueurs
    y étant nommés comme dans les listes de classement, jamais par leur adresse. Cette partie restera
    publique ; pour la réserver à ses joueurs, refusez-la et demandez un nouveau défi avec « private »
    (« games private » rend privées toutes vos parties suivantes).
invitation-to-play = Pour jouer, répondez à ce message par le mot :
invitation-to-refuse = Pour refuser, répondez par :
invitation-rules = Écrivez « rules { $variant } » pour les règles de la variante et la notation de ses coups.

declined-subject = Défi refusé par { $who } : { $variant }
declined-text = { $who } a refusé votre défi (partie n° { $id }, { $variant }).

## Nulle et messages

draw-offer-subject = Nulle proposée par { $who }
draw-offer-text = { $who } propose la nulle dans la partie n° { $id } ({ $variant }).
draw-offer-to-accept = Pour accepter, répondez par :
draw-offer-to-decline = Pour refuser, continuez simplement à jouer.

say-subject = Message de { $who }
say-says = { $who } écrit :
say-partner-says = { $who }, votre partenaire, vous écrit :
say-footer = (partie n° { $id }, { $variant } ; pour répondre : « say TEXTE »)

## Listes, historique, règles, avis

games-subject = Vos parties
games-heading = Vos parties :
games-line = n° { $id } ({ $variant }) contre { $opponents } : { $state }
games-line-rated = n° { $id } ({ $variant }) contre { $opponents } ({ $ratings }) : { $state }
games-none = Vous n'avez encore aucune partie sur ce serveur. Pour en commencer une, écrivez :

history-subject = Historique de la partie n° { $id }
history-so-far = La partie n° { $id } jusqu'ici ({ $variant }), dans votre notation ({ $notation }) :
history-pgn-also = La partie en PGN (en notation anglaise, comme l'exige la norme), aussi en pièce jointe :
history-so-far-pgn = La partie n° { $id } jusqu'ici ({ $variant }), aussi en pièce jointe au format PGN :

rules-subject = Règles : { $variant }
notice-subject = Avis

## Congés

vacation-subject = En congé jusqu'au { $until }
vacation-subject-back = Bon retour parmi nous
vacation-started =
    { $days ->
        [one] Vos pendules sont arrêtées jusqu'au { $until } ({ $days } jour). Écrivez « vacation off » pour revenir plus tôt : les jours non entamés vous sont rendus.
       *[other] Vos pendules sont arrêtées jusqu'au { $until } ({ $days } jours). Écrivez « vacation off » pour revenir plus tôt : les jours non entamés vous sont rendus.
    }
vacation-ended = Vos congés sont terminés ; vos pendules tournent de nouveau.
vacation-left =
    { $left ->
        [one] Il vous reste { $left } jour de congé sur { $allowance } cette année.
       *[other] Il vous reste { $left } jours de congé sur { $allowance } cette année.
    }
vacation-games = Vos parties :
vacation-opponents-told = Vos adversaires en ont été informés.

vacation-notice-subject = { $who } est en congé
vacation-notice-subject-back = { $who } est de retour
vacation-notice-started = { $who } est en congé jusqu'au { $until } : sa pendule dans la partie n° { $id } ({ $variant }) est arrêtée jusque-là. Votre propre pendule n'est pas concernée.
vacation-notice-back = { $who } est de retour de congé : sa pendule dans la partie n° { $id } ({ $variant }) tourne de nouveau.
vacation-notice-deadline = C'est son tour de jouer ; son délai court jusqu'au { $deadline }.

list-two = { $a }, { $b }
list-none = {""}
