# Pourquoi les commandes d'un message n'ont pas été exécutées : la phrase que
# cite le message d'erreur après « Je n'ai pas pu exécuter ce que demande
# votre message : » (sans majuscule, sauf les phrases complètes). Les mots de
# commande (game, resign, unobserve...) restent en anglais, entre guillemets
# français « » : c'est ce que le joueur écrit.
# Traduction de locales/en/refusals.ftl (mêmes clés) ; voir GLOSSARY.md.

refuse-game-not-started-yet = une partie ne commence qu'une fois que tous ses joueurs l'ont acceptée : le message qui lance le défi ne peut donc ni y jouer un coup ni rien y faire d'autre. Envoyez d'abord le défi seul, puis votre coup une fois la partie commencée

# $what : ce que demandait le message.
refuse-no-game =
    { $what ->
        [move] vous n'avez aucune partie où jouer un coup
        [resign] vous n'avez aucune partie à abandonner
        [draw-offer] vous n'avez aucune partie où proposer la nulle
        [draw-claim] vous n'avez aucune partie où réclamer la nulle
        [conditions-give] vous n'avez aucune partie où enregistrer des coups conditionnels
        [conditions-list] vous n'avez aucune partie avec des coups conditionnels à afficher
        [conditions-clear] vous n'avez aucune partie où annuler des coups conditionnels
        [show] vous n'avez aucune partie à afficher
        [history] vous n'avez aucune partie dont afficher l'historique
        [say] vous n'avez aucune partie où envoyer un message
        [accept] vous n'avez aucun défi à accepter
        [decline] vous n'avez aucun défi à refuser
        [abort] vous n'avez aucune partie à annuler
       *[other] vous n'avez aucune partie à laquelle cela s'applique
    }
game-number-of = n° { $id } ({ $variant })
refuse-several-games = vous avez plusieurs parties ({ $games }) ; ajoutez une ligne comme « game { $id } » pour indiquer laquelle, ou répondez au message du bot sur cette partie
refuse-forged-other-address = Un message portant votre adresse comme expéditeur a tenté d'agir dans la partie n° { $id }, à laquelle vous ne participez pas, en passant par l'adresse secrète d'un autre joueur. { refuse-if-it-was-you }
refuse-forged-not-secret = Un message portant votre adresse comme expéditeur a tenté d'agir dans la partie n° { $id }, mais il n'est pas arrivé à votre adresse secrète. { refuse-if-it-was-you }
refuse-if-it-was-you = Si c'était vous, répondez au dernier message du bot sur la partie (son adresse de réponse, Reply-To, contient votre code secret) ; sinon, quelqu'un a tenté d'agir à votre place, et rien n'a été fait.
refuse-observer-acts = vous observez la partie n° { $id } sans y jouer : seuls ses joueurs peuvent y jouer ou y intervenir, et « say » ne s'adresse qu'à eux. En tant qu'observateur, vous recevez chaque nouvelle position par message ; « unobserve { $id } » y met fin
refuse-not-a-player = vous ne jouez pas dans la partie n° { $id }
refuse-no-such-game = il n'y a pas de partie n° { $id }

# Coups conditionnels (« if ... »).
refuse-if-no-opponent = il n'y a sur votre échiquier aucun adversaire pour répondre
refuse-if-your-move = c'est à vous de jouer dans la partie n° { $id } : envoyez votre coup dans le même message que la suite conditionnelle, qui partira alors de la position obtenue après ce coup
refuse-if-too-many =
    vous avez déjà { $lines ->
        [one] { $lines } suite conditionnelle
       *[other] { $lines } suites conditionnelles
    } en attente dans la partie n° { $id }, le maximum autorisé ; « conditions clear » les annule

# L'analyse (« analyse N »).
refuse-analyse-which = quelle partie ? Écrivez « analyse N » avec le numéro de la partie, ou répondez à un message sur cette partie
refuse-analyse-private = la partie n° { $id } est privée : seuls ses joueurs peuvent la faire analyser
refuse-analyse-in-play = la partie n° { $id } est toujours en cours : le moteur n'analyse une partie qu'après sa fin, pour ses joueurs comme pour ses observateurs (fair-play). Renouvelez votre demande une fois la partie terminée
refuse-analyse-not-started = la partie n° { $id } n'a pas commencé : il n'y a encore rien à analyser
# $status : declined ou aborted.
refuse-analyse-not-played =
    la partie n° { $id } a été { $status ->
        [declined] refusée
       *[aborted] annulée
    } : il n'y a rien à analyser
refuse-analyse-no-moves = la partie n° { $id } s'est terminée avant le premier coup : il n'y a rien à analyser
refuse-analyse-unreadable = l'analyse de la partie n° { $id } est illisible ; l'administrateur du serveur a été prévenu
refuse-analyse-no-engine = le moteur ne tourne pas sur ce serveur (son administrateur l'a désactivé) : aucune analyse n'est possible
refuse-analyse-asked-already = vous avez déjà demandé l'analyse de la partie n° { $id } : elle est en file d'attente, et vous parviendra par message dès que le moteur l'aura terminée
refuse-analyse-daily-limit =
    vous avez demandé { $today ->
        [one] { $today } nouvelle analyse
       *[other] { $today } nouvelles analyses
    } au cours des dernières 24 heures, et ce serveur en accorde { $per_day } par jour à chaque joueur : renouvelez votre demande demain (une analyse déjà faite, elle, peut être redemandée à tout moment)
analysis-queued-subject = Partie n° { $id } en file d'attente pour l'analyse
# $kind : comme dans analysis.ftl (« single » : un tour de jeu est un coup ; « double »).
analysis-queued =
    La partie n° { $id } est en file d'attente pour l'analyse du moteur{ $ahead ->
        [0] {""}
        [one] {" "}(une autre partie la précède)
       *[other] {" "}({ $ahead } autres parties la précèdent)
    }. L'analyse arrivera en réponse à ce message dès que le moteur l'aura terminée, en général en quelques minutes : un résumé pour chaque joueur, { $kind ->
       *[other] les moments décisifs avec le meilleur coup
    }, la courbe d'évaluation, et la partie analysée en pièce jointe au format { $format }.

# Défis, parties et joueurs.
refuse-unknown-variant = variante « { $name } » inconnue ; les variantes proposées sont : { $games }
refuse-did-you-mean = { $problem }. Vouliez-vous dire { $close } ?
refuse-time-control-too-long = une cadence peut accorder au plus { $days } jours (pour au plus { $moves } coups)
refuse-variant-unsupported = la variante { $variant } n'est pas encore jouable sur ce serveur
refuse-from-position = la position donnée après « from » est inutilisable : { $error }
refuse-from-position-over = cette position est déjà une fin de partie : le camp au trait n'a aucun coup légal
refuse-game-for-four = la variante { $name } se joue à quatre : écrivez « new { $name } with PARTENAIRE against ADVERSAIRE1 ADVERSAIRE2 » (vous avez les Blancs sur l'échiquier A, votre partenaire les Noirs sur l'échiquier B)
refuse-game-for-two = la variante { $name } se joue à deux : écrivez « new { $name } with ADRESSE »
refuse-bad-address =
    « { $address } » n'est pas une adresse électronique à laquelle le bot peut écrire ({ $problem ->
        [form] elle n'est pas de la forme nom@example.org
        [ascii] seules les adresses en caractères ASCII simples sont acceptées
        [no-at] elle ne contient pas de @
        [two-at] elle contient plus d'un @
        [local-length] la partie avant le @ est vide ou trop longue
        [local-character] la partie avant le @ contient un caractère ou un point mal placé
        [domain-length] le domaine est vide ou trop long
       *[domain-host] le domaine n'est pas un nom d'hôte valide
    }) ; écrivez l'adresse sous la forme nom@example.org
refuse-bot-as-opponent = le bot arbitre les parties mais n'y joue pas ; défiez plutôt une personne
refuse-challenge-yourself = vous ne pouvez pas vous défier vous-même
refuse-named-twice = l'adresse { $address } figure deux fois ; chaque joueur doit avoir sa propre adresse
refuse-play-as = en { $variant }, vous pouvez choisir « as { $a } » ou « as { $b } »
refuse-not-waiting-for-answer = la partie n° { $id } n'attend pas de réponse
refuse-abort-tournament-game = la partie n° { $id } fait partie du tournoi n° { $tournament } et ne peut pas être annulée : abandonnez-la, ou retirez-vous du tournoi avec « withdraw { $tournament } »
refuse-abort-too-late = la partie n° { $id } ne peut plus être annulée : les deux camps ont déjà joué (abandonnez ou proposez plutôt la nulle)
refuse-say-partner = « say partner » est réservé au bughouse à quatre ; écrivez « say TEXTE »
refuse-say-too-long = un message envoyé avec « say » compte au plus { $chars } caractères ; répartissez-le sur plusieurs lignes
refuse-no-rules-text = les règles de la variante { $variant } ne sont pas encore rédigées
refuse-internal = un problème est survenu du côté du bot ({ $detail }) ; rien n'a été fait. Si cela se reproduit, merci de prévenir l'administrateur du serveur

# Annonces et confirmations.
refuse-one-confirmation-per-mail = un message ne peut contenir qu'une seule commande « seek », « accept seek », « observe », « follow » ou « join » qui demande votre confirmation ; envoyez les autres chacune dans un message séparé
refuse-seek-requests-waiting = vous avez de nombreuses annonces en attente de confirmation ; confirmez-les (en répondant aux messages du bot) ou attendez une semaine
refuse-confirmation-other-address = cette confirmation doit venir de l'adresse qui a fait la demande
refuse-confirmation-unreadable = la demande à confirmer ne peut plus être lue ; envoyez de nouveau la commande
refuse-seek-four-as = en { $variant }, c'est l'appariement qui attribue les échiquiers et les couleurs : publiez votre annonce sans « as » (chacun saura qui joue où)
refuse-seek-two-partner = la variante { $variant } se joue à deux : publiez votre annonce sans partenaire
refuse-bot-as-partner = le bot arbitre les parties mais n'y joue pas ; choisissez une personne comme partenaire
refuse-partner-yourself = votre partenaire doit être quelqu'un d'autre : indiquez son adresse
# $partner : l'adresse du partenaire, ou « none » quand la limite est celle de l'expéditeur.
refuse-seek-limit =
    { $partner ->
        [none] vous avez
       *[other] { $partner } a
    } { $open ->
        [one] { $open } annonce ouverte
       *[other] { $open } annonces ouvertes
    }, le maximum pour un joueur ; retirez-en d'abord une avec « unseek N » (« seeks » les affiche)
refuse-seek-never = il n'y a jamais eu d'annonce n° { $n } (« seeks » affiche les annonces ouvertes)
refuse-seek-closed = l'annonce n° { $n } est close : elle a été acceptée, retirée, ou elle a expiré (« seeks » affiche les annonces ouvertes)
refuse-seek-own = l'annonce n° { $n } est la vôtre : une annonce attend qu'un autre joueur l'accepte (« unseek { $n } » la retire)
# $max : un nombre, ou « none » quand il n'y a pas de borne supérieure.
refuse-seek-rating =
    l'annonce n° { $n } est réservée aux joueurs classés { $max ->
        [none] { $min } ou plus
       *[other] entre { $min } et { $max }
    } en { $variant } ; le vôtre est de { $rating }
refuse-unseek-none = vous n'avez pas d'annonce ouverte n° { $n } (« seeks » affiche les vôtres, marquées « la vôtre »)

# Tournois.
refuse-no-tournament = il n'y a pas de tournoi n° { $id } ; « tournaments » affiche ceux qui sont ouverts
# $what : la commande refusée (join, leave, start).
refuse-tournament-started =
    { $what ->
        [leave] le tournoi n° { $id } a commencé, vous ne pouvez donc plus vous désinscrire : pour vous en retirer, écrivez « withdraw { $id } » (vos parties en cours compteront alors comme perdues)
        [start] le tournoi n° { $id } a déjà commencé
       *[join] le tournoi n° { $id } a commencé, vous ne pouvez donc plus vous y inscrire
    }
refuse-tournament-over = le tournoi n° { $id } est terminé
refuse-tournament-called-off = le tournoi n° { $id } a été annulé
refuse-tournament-name = le nom du tournoi est inutilisable : { $problem }
refuse-tournament-name-brackets = le nom d'un tournoi ne peut contenir ni [ ni ] (l'objet de ses messages les utilise)
refuse-tournament-size = un tournoi compte de { $min } à { $max } participants : écrivez « players MIN-MAX » dans ces limites, par exemple « players 4-8 »
refuse-tournament-start-date = la date de début doit se situer dans les { $days } prochains jours
refuse-join-named-partner = { $who } veut faire équipe avec vous dans le tournoi n° { $id } : écrivez « join { $id } » pour accepter, ou « leave { $id } » pour refuser
# $waiting : yes quand l'équipe de l'expéditeur attend la confirmation du partenaire.
refuse-join-already =
    vous êtes déjà inscrit au tournoi n° { $id }{ $waiting ->
        [yes] {" "}(votre équipe attend la confirmation de votre partenaire)
       *[no] {""}
    }
refuse-join-teams = en { $variant }, les tournois se jouent par équipes de deux : écrivez « join { $id } with PARTENAIRE » (avec l'adresse de votre partenaire, qui confirmera ensuite)
refuse-join-single = en { $variant }, chacun s'inscrit seul aux tournois : écrivez « join { $id } »
refuse-tournament-full = le tournoi n° { $id } est complet : il compte déjà { $max } inscrits, son maximum
refuse-partner-already-in = { $address } est déjà inscrit au tournoi n° { $id }
refuse-not-in-tournament = vous n'êtes pas inscrit au tournoi n° { $id }
refuse-start-not-organiser = seul l'organisateur du tournoi n° { $id } peut le lancer ; il commence aussi de lui-même dès qu'il compte { $max } inscrits
refuse-withdraw-not-started = le tournoi n° { $id } n'a pas commencé : écrivez « leave { $id } » pour vous désinscrire
refuse-withdrawn-already = vous vous êtes déjà retiré du tournoi n° { $id }
refuse-start-too-few =
    le tournoi n° { $id } compte { $entrants ->
        [one] { $entrants } inscrit
       *[other] { $entrants } inscrits
    } ; il lui en faut au moins { $min } pour commencer

# Congés.
refuse-vacation-already = vous êtes déjà en congé jusqu'au { $until } ; écrivez « vacation off » pour y mettre fin (vous pourrez ensuite en prendre d'autres)
refuse-vacation-days-left =
    { $left ->
        [0] il ne vous reste plus aucun jour de congé cette année (vous avez droit à { $allowance } jours par an)
        [one] il ne vous reste qu'un jour de congé cette année (sur { $allowance }) : écrivez « vacation 1 »
       *[other] il ne vous reste que { $left } jours de congé cette année (sur { $allowance }) : écrivez « vacation { $left } » ou moins
    }
refuse-vacation-none = vous n'êtes pas en congé

# Classements et noms publics.
refuse-ratings-no-player = aucun joueur d'adresse { $address } n'a de classement sur ce serveur. Écrivez « ratings VARIANTE » pour la liste de classement d'une variante ; les variantes sont : { $games }
# $close : le nom de la variante la plus proche, ou « none ».
refuse-ratings-unknown =
    il n'y a ni variante ni joueur nommé « { $words } ».{ $close ->
        [none] {""}
       *[other] {" "}Vouliez-vous dire « ratings { $close } » ?
    } Les variantes sont : { $games } ; un joueur se désigne par son adresse ou par le nom qu'affiche la liste de classement
refuse-name-reserved = « { $name } » est un mot que le bot comprend comme une commande ou un nom de variante ; choisissez un autre nom
refuse-name-taken = un autre joueur s'appelle déjà « { $name } » ; choisissez un autre nom
name-problem-empty = un nom doit contenir au moins une lettre
name-problem-too-long = le nom compte { $chars } caractères ; un nom en compte au plus { $max }
name-problem-control = le nom contient un caractère de contrôle ou invisible ; écrivez-le en lettres ordinaires
name-problem-address = le nom ressemble à une adresse électronique (un @, ou « at » devant un domaine) ; les listes de classement ne montrent jamais d'adresse, choisissez donc un nom qui n'en contient pas

# L'ordinateur.
refuse-level-without-computer = « level » est réservé aux parties contre l'ordinateur : écrivez « with computer level 3 »
refuse-computer-off = l'ordinateur ne joue pas sur ce serveur (son administrateur l'a désactivé) : défiez plutôt une personne
refuse-computer-games =
    vous avez { $playing ->
        [one] { $playing } partie
       *[other] { $playing } parties
    } en cours contre l'ordinateur, et ce serveur en autorise { $allowed } à la fois : terminez-en d'abord une (ou abandonnez-la)

# Observer et suivre.
refuse-observe-own-game = vous jouez dans la partie n° { $id } : vous recevez déjà ses messages en tant que joueur
refuse-observe-private = la partie n° { $id } est privée : ses joueurs la réservent à eux seuls, personne ne peut donc l'observer
# $status : finished, declined ou aborted ; $result : 1-0, 0-1, 1/2-1/2 ou none.
refuse-observe-over =
    la partie n° { $id } { $status ->
        [declined] a été refusée
        [aborted] a été annulée
       *[finished] est terminée{ $result ->
            [none] {""}
          *[other] {" "}({ $result })
        }
    } : il n'y a plus rien à observer
refuse-observe-not-started = la partie n° { $id } n'a pas commencé : ses joueurs n'ont pas encore tous accepté de la jouer ; observez-la une fois qu'ils l'auront fait
refuse-observe-limit =
    vous observez { $count ->
        [one] { $count } partie
       *[other] { $count } parties
    }, le maximum que le bot permet à une adresse à la fois ; cessez d'abord d'en observer une avec « unobserve N » (« observe » les affiche)
refuse-follow-yourself = vous ne pouvez pas vous suivre vous-même : vous recevez déjà les messages de vos parties en tant que joueur
refuse-follow-bot = le bot ne joue aucune partie que l'on puisse suivre ; suivez plutôt un joueur
refuse-follow-limit =
    vous suivez { $count ->
        [one] { $count } joueur
       *[other] { $count } joueurs
    }, le maximum que le bot permet à une adresse ; cessez d'abord d'en suivre un avec « unfollow ADRESSE »
refuse-one-watch-confirmation-per-mail = un message ne peut contenir qu'une seule commande « observe », « follow » ou « join » qui demande votre confirmation ; envoyez les autres chacune dans un message séparé
refuse-watch-requests-waiting =
    vous avez { $pending ->
        [one] { $pending } demande d'observation, de suivi ou d'inscription
       *[other] { $pending } demandes d'observation, de suivi ou d'inscription
    } en attente de confirmation ; confirmez-les (en répondant aux messages du bot) ou attendez une semaine
refuse-confirmation-none = aucune demande n'attend cette confirmation (elle a déjà été confirmée, ou date de plus de { $days } jours) ; envoyez de nouveau la commande
refuse-observe-tournament-private = le tournoi n° { $id } est privé : personne ne peut observer ses parties
refuse-observe-tournament-over = le tournoi n° { $id } est terminé : il n'y a plus rien à observer
refuse-observe-limit-tournaments = vous observez { $count } parties et tournois, le maximum que le bot permet à une adresse à la fois ; cessez d'abord d'en observer un avec « unobserve » (« observe » les affiche)

# Le message dans son ensemble.
refuse-too-many-commands = votre message contient { $lines } lignes de commande ; le bot en accepte au plus { $max } par message
refuse-too-many-challenges = votre message contient { $challenges } défis ; le bot en accepte au plus { $max } par message
# Avant l'aide, quand elle vient sans avoir été demandée. $game : le numéro de la partie, ou « none ».
help-preface-unknown-line =
    « { $line } » n'est pas une commande que je connais{ $game ->
        [none] {""}
       *[other] {" "}(partie n° { $game })
    } : voici donc comment jouer.
help-preface-no-command = Votre message ne contenait aucune commande que je connaisse : voici donc comment jouer.

# Limites : ce qui empêche un expéditeur d'inonder le bot ou qui que ce soit d'autre.
refuse-mail-too-large = votre message fait { $size } ; le bot lit les messages d'au plus { $max }. Écrivez vos commandes dans un message court en texte brut, sans pièce jointe
refuse-challenges-per-day =
    vous avez lancé { $recent ->
        [one] { $recent } défi
       *[other] { $recent } défis
    } au cours des dernières 24 heures, le maximum que le bot accepte d'un joueur par jour ; réessayez demain
refuse-open-challenges =
    { $open ->
        [one] { $open } de vos défis attend encore une réponse
       *[other] { $open } de vos défis attendent encore une réponse
    }, le maximum que le bot garde ouverts pour un joueur ; attendez les réponses, ou retirez-en un avec « abort » (et « game N »)
refuse-tournaments-per-day =
    vous avez créé ou rejoint { $recent ->
        [one] { $recent } tournoi
       *[other] { $recent } tournois
    } au cours des dernières 24 heures, le maximum que le bot accepte d'un joueur par jour ; réessayez demain
refuse-open-tournaments =
    vous organisez { $open ->
        [one] { $open } tournoi qui n'a pas encore commencé
       *[other] { $open } tournois qui n'ont pas encore commencé
    }, le maximum qu'un organisateur peut avoir en attente ; lancez-en d'abord un (« start N ») ou annulez-en un (« leave N »)
refuse-invitee-limit = { $invitee } a déjà reçu du bot, au cours de la dernière heure, le nombre maximal de messages qu'il envoie à une adresse ; lancez-lui de nouveau votre défi après le { $until }
limit-notice-subject = Votre message n'a pas été lu
limit-notice =
    Cette adresse a reçu { $count ->
        [one] { $count } réponse
       *[other] { $count } réponses
    } du bot au cours de la dernière heure, soit le maximum que le bot envoie à une adresse en une heure (afin que personne ne puisse inonder une boîte aux lettres de messages envoyés au nom de son titulaire).

    Les messages venant de cette adresse ne seront pas lus avant le { $until } : rien de ce qu'ils contiennent ne sera pris en compte. Les messages de vos parties (coups de vos adversaires, rappels, résultats) vous parviennent toujours. Renvoyez votre message après cette heure-là.
refuse-game-not-started = la partie n° { $id } n'a pas commencé : ses joueurs ne l'ont pas encore tous acceptée
# $status : finished, declined ou aborted ; $result : 1-0, 0-1, 1/2-1/2 ou none.
refuse-game-over =
    la partie n° { $id } { $status ->
        [declined] a été refusée
        [aborted] a été annulée
       *[finished] est terminée{ $result ->
            [none] {""}
          *[other] {" "}({ $result })
        }
    }
refuse-forged-settings = Un message portant votre adresse comme expéditeur a tenté de modifier vos réglages (congés ou rappels), mais il n'est pas arrivé à l'une de vos adresses secrètes. { refuse-if-it-was-you }
# Après analysis-queued : à peu près combien de temps le moteur travaille sur la partie
# (en minutes entières, au moins 1 ; les parties qui la précèdent passent d'abord).
analysis-queued-time =
    Le moteur consacrera environ { $minutes ->
        [one] une minute
       *[other] { $minutes } minutes
    } de calcul à cette partie.
