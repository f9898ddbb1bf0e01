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
position-fen-line = Position : { $fen }
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
error-legal-all = { $kind ->
        [double] Tours de jeu légaux
       *[single] Coups légaux
    } : { $list }
error-legal-some = { $kind ->
        [double] Parmi les tours de jeu légaux
       *[single] Parmi les coups légaux
    } ({ $shown } sur { $total }) : { $list }
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
    choisit quand ils arrivent, « remind digest » les regroupe en un seul message par jour.

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
invitation-rated = Partie comptant pour le classement : le résultat modifie le classement de chaque joueur en { $variant } (indiqué ci-dessus ; un ? signale un classement provisoire).
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
draw-offered = { $who } propose la nulle : répondez « draw » pour l'accepter, ou continuez à jouer pour la refuser.

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
history-so-far = La partie n° { $id } ({ $variant }) jusqu'à présent, dans votre notation ({ $notation }) :
history-pgn-also = La partie au format PGN (en notation anglaise, comme l'exige la norme), également en pièce jointe :
history-so-far-pgn = La partie n° { $id } ({ $variant }) jusqu'à présent, également en pièce jointe au format PGN :

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

# Qui a le trait : personne, un joueur, ou deux (« alice et bob »).
nobody = personne
name = { $name }
list-and = { $a } { $next ->
       *[other] et
    } { $b }

time-control-per-move =
    { $days ->
        [one] { $days } jour par coup
       *[other] { $days } jours par coup
    }
time-control-moves =
    { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } en { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    }

# Ce qui se passe à l'échéance (« ... ; ensuite, la partie est perdue au temps. »).
consequence-lose = la partie est perdue au temps
consequence-lose-or-draw = la partie est perdue au temps (nulle si l'adversaire n'a pas assez de matériel pour mater)
consequence-notify = les deux joueurs sont informés que le temps est dépassé

## Les premières lignes du message de l'échiquier : les tours de jeu joués

# `origin` : none, mine (joué selon les coups conditionnels du lecteur),
# theirs (selon ceux du joueur). `words` : le tour de jeu en toutes lettres.
turn-you-played =
    Vous avez joué { $move }{ $origin ->
        [mine] , selon vos coups conditionnels
        [theirs] , un coup conditionnel prévu à l'avance
       *[none] {""}
    }.
turn-you-played-words =
    Vous avez joué { $move } ({ $words }){ $origin ->
        [mine] , selon vos coups conditionnels
        [theirs] , un coup conditionnel prévu à l'avance
       *[none] {""}
    }.
turn-they-played =
    { $who } a joué { $move }{ $origin ->
        [mine] , selon vos coups conditionnels
        [theirs] , un coup conditionnel prévu à l'avance
       *[none] {""}
    }.
turn-they-played-words =
    { $who } a joué { $move } ({ $words }){ $origin ->
        [mine] , selon vos coups conditionnels
        [theirs] , un coup conditionnel prévu à l'avance
       *[none] {""}
    }.
turn-your-move = À vous de jouer.

# La fin d'une partie par un acte : « Vous avez abandonné. », « alice a abandonné. ».
act =
    { $mine ->
        [1] { $act ->
            [claimed-draw] Vous avez réclamé la nulle.
           *[resigned] Vous avez abandonné.
        }
       *[0] { $act ->
            [claimed-draw] { $who } a réclamé la nulle.
           *[resigned] { $who } a abandonné.
        }
    }

## La fin d'une partie au temps

# Pourquoi un joueur perd au temps, après « ... perd au temps, » ; `mine`
# vaut 1 dans le message du joueur en retard.
why-deadline = faute d'avoir joué avant l'échéance ({ $deadline })
why-gentleman =
    faute d'avoir joué dans un délai de { $grace } après le rappel { $mine ->
        [1] vous signalant que votre
       *[0] lui signalant que son
    } partenaire avait joué { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } (règle du gentleman)
# `team` : yours (l'équipe du lecteur perd le match), theirs, none (une
# partie à deux).
time-lost =
    { $mine ->
        [1] Vous perdez au temps, { $why }.
       *[0] { $who } perd au temps, { $why }.
    }{ $team ->
        [yours] {" "}Votre équipe perd le match.
        [theirs] {" "}L'équipe formée par { $who } et { $partner } perd le match.
       *[none] {""}
    }
time-drawn =
    { $mine ->
        [1] Vous perdriez au temps, { $why }, mais { $winner ->
            [white] les Blancs n'ont
           *[black] les Noirs n'ont
        } pas assez de matériel pour mater : la partie est nulle.
       *[0] { $who } perdrait au temps, { $why }, mais { $winner ->
            [white] les Blancs n'ont
           *[black] les Noirs n'ont
        } pas assez de matériel pour mater : la partie est nulle.
    }

## Résultats

# Après « Partie terminée : » et dans « Résultat : 1-0 (...) » : sans majuscule.
outcome-win =
    { $winner ->
        [white] les Blancs gagnent
       *[black] les Noirs gagnent
    } { $how ->
        [checkmate] par mat
        [resignation] par abandon
       *[time] au temps
    }
outcome-draw =
    nulle { $why ->
        [stalemate] par pat
        [insufficient-material] par matériel insuffisant
        [agreement] par accord mutuel
        [threefold] par triple répétition
        [fifty-moves] par la règle des 50 coups
        [fivefold] par quintuple répétition
        [seventy-five-moves] par la règle des 75 coups
       *[even-score] par égalité de points sur les deux échiquiers
    }
outcome-timeout-draw =
    nulle, { $loser ->
        [white] les Blancs
       *[black] les Noirs
    } ayant dépassé le temps alors que { $winner ->
        [white] les Blancs
       *[black] les Noirs
    } n'avaient pas de quoi mater

## L'état d'une partie, dans les listes de parties

state-your-move = à vous de jouer
state-waiting = en attente de l'adversaire
state-invitation-waiting = invitation en attente de votre réponse
state-invitation-sent = invitation envoyée
state-finished = terminée, { $result }
# L'état d'une partie tel que le stockage le nomme (`aborted`, `declined`...).
state-other =
    { $status ->
        [declined] refusée
        [aborted] annulée
        [invited] en attente de ses joueurs
        [active] en cours
       *[finished] terminée
    }
state-no-clock = sans pendule
state-your-move-until = à vous de jouer ; vous avez jusqu'au { $deadline }
state-your-move-paused = à vous de jouer ; votre pendule est arrêtée, vous avez désormais jusqu'au { $deadline }
state-their-move = à votre adversaire de jouer
state-their-move-paused = à votre adversaire de jouer ; votre pendule sera arrêtée quand ce sera à vous

# Ce qu'une partie fait aux classements, dans la liste des parties.
ratings-casual = amicale
ratings-unrated = ne comptant pas pour le classement
ratings-rated = comptant pour le classement ; { $list }
rating-of-you = vous { $rating }
rating-of = { $who } { $rating }

## Les remarques sous les premières lignes du message de l'échiquier

# Bughouse à quatre : une pièce transmise par le partenaire.
note-received =
    { $role ->
        [pawn] Vous avez reçu un pion de votre partenaire.
        [knight] Vous avez reçu un cavalier de votre partenaire.
        [bishop] Vous avez reçu un fou de votre partenaire.
        [rook] Vous avez reçu une tour de votre partenaire.
       *[queen] Vous avez reçu une dame de votre partenaire.
    }
note-partner-waits = Sur l'échiquier { $board }, votre partenaire est en échec et ne peut pas jouer : il lui faut attendre une pièce qui puisse parer l'échec.
note-you-wait = Vous êtes en échec sur l'échiquier { $board } et ne pouvez pas encore jouer : vous attendez une pièce de votre partenaire.
note-conditions-dropped = Aucun de vos coups conditionnels ne prévoyait { $move } : ils ont été annulés.
note-condition-unplayable = Votre réponse conditionnelle { $answer } à { $move } n'a pas pu être jouée ({ $why }) : la suite a été annulée.
note-condition-played =
    { $move } a été joué selon vos coups conditionnels{ $goes_on ->
        [1] {" "}; le reste de la suite prévue reste valable
       *[0] {""}
    }.
note-computer-partner = Votre partenaire est l'ordinateur ({ $name }) : il joue dès qu'il a choisi son coup, ne lit pas « say partner » et ne consomme aucun temps à la pendule.

## Comment écrire un tour de jeu, après l'exemple de coup

form-dual-move = un coup double s'écrit avec deux coups joints par « / », comme { $example }
form-tandem84 = les deux coups d'un tour s'écrivent joints par « / », comme { $example }, et un coup vers l'autre échiquier est un transfert
form-drop = le parachutage d'une pièce de votre réserve s'écrit comme { $example }
form-drop-later = quand vous aurez une pièce en réserve, son parachutage s'écrira comme { $example }
form-sync = votre coup sur l'échiquier A et celui sur B s'écrivent joints par « / », comme { $example }
form-tandem = le coup d'un tandem entier s'écrit comme { $example }
form-rocket = une fusée s'écrit comme { $example }
form-tandem-and-rocket = le coup d'un tandem entier s'écrit comme { $tandem }, une fusée comme { $rocket }

## Premières lignes

board-as-asked = Voici la position demandée.
board-game-is =
    La partie n° { $id } est { $status ->
        [declined] refusée
        [aborted] annulée
        [invited] en attente de ses joueurs
        [active] en cours
       *[finished] terminée
    }.
started = La partie a commencé.
started-against-computer = La partie a commencé : { $name } a accepté aussitôt. Les parties contre l'ordinateur ne comptent pas pour le classement.

## Propositions et réclamations de nulle, refus d'un coup

draw-agreed = Les joueurs se sont mis d'accord sur la nulle.
draw-offer-sent-subject = Proposition de nulle envoyée
draw-offer-sent = Votre proposition de nulle dans la partie n° { $id } a été transmise.
conditions-dropped-subject = Coups conditionnels annulés
conditions-dropped-draw = La nulle a été proposée dans la partie n° { $id } : vos coups conditionnels dans cette partie ont été annulés.
# Après « Je n'ai pas pu exécuter ce que demande votre message : » : sans majuscule.
refuse-draw-offered-already = votre camp a déjà proposé la nulle ; la proposition reste valable jusqu'à ce que l'autre camp y réponde
refuse-no-draw-to-claim =
    il n'y a pas de nulle à réclamer : la position ne s'est pas répétée trois fois, et { $halfmoves ->
        [one] { $halfmoves } demi-coup a été joué
       *[other] { $halfmoves } demi-coups ont été joués
    } sans prise ni mouvement de pion (il en faut 100)
refuse-not-your-turn = ce n'est pas à vous de jouer dans la partie n° { $id } : c'est au tour de { $waiting }
refuse-lost-before = votre message est arrivé le { $at }, après l'échéance : vous aviez perdu la partie n° { $id } au temps avant son arrivée, et { $move } n'a donc pas été joué
refuse-after-deadline = votre message est arrivé le { $at }, après l'échéance ({ $deadline }) : { $move } n'a pas été joué, et la partie n° { $id } est perdue au temps

## Un tour de jeu avec ses mots ($words : un message turn-* de moves.ftl)

last-move-words = { $move } ({ $words })

# Bughouse à quatre : le partenaire ($partner, une adresse ; $seat, sa
# place) a joué $moves coups sur l'autre échiquier pendant que le lecteur
# ne jouait pas. $by : une date.
reminder-gentleman =
    Votre partenaire { $partner } ({ $seat }) a joué { $moves ->
        [one] { $moves } coup
        [many] { $moves } coups
       *[other] { $moves } coups
    } depuis que c'est à vous de jouer. Selon la règle du gentleman, si vous n'avez pas joué avant le { $by }, vous perdez au temps et votre équipe perd le match.

## Les mots autour d'un échiquier en texte ($color : White ou Black ;
## $board : A ou B ; $pieces : les pièces en réserve, en lettres, ou « - »)

board-hand =
    Réserve des { $color ->
        [White] Blancs
       *[Black] Noirs
    } : { $pieces }
board-hand-on =
    Réserve des { $color ->
        [White] Blancs
       *[Black] Noirs
    } sur { $board } : { $pieces }
# Les titres au-dessus des deux échiquiers du bughouse : courts (un
# échiquier fait 33 caractères de large).
board-title-to-move =
    { $board } : trait aux { $color ->
        [White] Blancs
       *[Black] Noirs
    }
board-title-waits =
    { $board } : { $color ->
        [White] Blancs
       *[Black] Noirs
    } en attente de pièce
board-title-mated =
    { $board } : les { $color ->
        [White] Blancs
       *[Black] Noirs
    } sont mats
board-title-won =
    { $board } : victoire des { $color ->
        [White] Blancs
       *[Black] Noirs
    }
board-title-stalemate = { $board } : pat
board-title-drawn = { $board } : nulle
# $team : 1 ou 2 ; $a, $b : les points des équipes (1, 1/2, 2 1/2...).
board-match-won = Match terminé : l'équipe { $team } gagne ({ $a } - { $b })
board-match-drawn = Match terminé : égalité ({ $a } - { $b })
board-tandem-legend = T/t = tandem de deux pions
