# Pourquoi une ligne d'un message n'a pas pu être lue comme une commande. Les
# mots de commande et les formes après « Écrivez : » restent en anglais (cités
# entre guillemets « », sauf les formes après « Écrivez : ») : c'est ce que le
# joueur écrit.
# Traduction de locales/en/commands.ftl (mêmes clés) ; voir GLOSSARY.md.

# $close : la commande dont la ligne semble être une faute de frappe, ou « none ».
command-unknown =
    « { $line } » n'est ni une commande ni un coup. { $close ->
        [none] Écrivez « help » pour la liste des commandes.
       *[other] Vouliez-vous dire « { $close } » ?
    }
command-missing = « { $line } » : la commande « { $command } » est incomplète. Écrivez : { $usage }
command-bad = « { $line } » : « { $argument } » { $problem }. Écrivez : { $usage }

# Ce qui ne va pas dans les mots qui suivent une commande ($argument dans
# command-bad) : chaque message suit les mots cités, comme un prédicat.
# $close : un mot-clé dont le mot semble être une faute de frappe, ou « none ».
arg-not-understood =
    n'est pas compris ici{ $close ->
        [none] {""}
       *[other] {" "}(vouliez-vous dire « { $close } » ?)
    }
arg-not-game-number = n'est pas un numéro de partie
arg-not-variant = n'est pas un nom de variante
arg-as-side = doit être suivi d'un camp, par exemple « as black »
arg-level = demande un niveau de 1 à { $max }, par exemple « level 3 »
arg-not-address = n'est pas une adresse électronique
arg-not-address-close = n'est pas une adresse électronique (vouliez-vous dire « { $close } » ?)
arg-not-partner-address = n'est pas une adresse électronique (celle de votre partenaire)
arg-cannot-claim = ne peut pas être réclamé
arg-several-variants = contient plusieurs noms de variante
arg-several-games = désigne plusieurs variantes
arg-not-move = n'est pas un coup
arg-if-needs-answer = doit être suivi de votre réponse
arg-if-condition-without-answer = est une condition qui n'est pas suivie de votre réponse
arg-if-too-long = contient { $turns } coups (tours de jeu, dans les jeux à deux coups par tour) ; une suite en contient au plus { $max }
arg-not-seek-number = n'est pas un numéro d'annonce
arg-not-one-seek-number = ne désigne pas une seule annonce
arg-seek-game-first = n'est pas un nom de variante : écrivez d'abord la variante, comme dans « seek chess »
arg-needs-colour = demande « white » ou « black »
arg-rating-two-numbers = demande deux nombres, comme dans « rating 1400-1700 »
arg-rating-upside-down = est à l'envers : le classement le plus bas vient en premier, comme dans « rating { $low }-{ $high } »
arg-rating-too-high = dépasse { $max }, valeur qu'aucun classement n'atteint
arg-days-number = demande un nombre de jours d'au moins 1
arg-moves-need-days = demande aussi le nombre de jours, comme dans « { $moves } moves in 30 days »
arg-vacation-zero = n'est pas un nombre de jours (pour mettre fin à vos congés, écrivez « vacation off »)
arg-not-days = n'est pas un nombre de jours
arg-not-duration = n'est pas une durée comme « 12h », « 30m », « 2d » ou « 1 day 6 hours »
# $what : after (l'attente avant un rappel) ou before (l'échéance).
arg-duration-zero =
    est un délai trop court { $what ->
        [after] pour attendre le rappel
       *[before] avant l'échéance
    }
arg-not-reminder-setting = n'est pas un réglage de rappel
arg-not-language = n'est pas une langue proposée ici : { $codes }
arg-not-language-close = n'est pas une langue proposée ici (vouliez-vous dire « { $close } » ?)
arg-not-notation = n'est pas une notation proposée : { $codes }
arg-not-notation-close = n'est pas une notation proposée (vouliez-vous dire « { $close } » ?)
arg-tournament-name-quotes = n'est pas un nom entre guillemets : le nom du tournoi vient après la variante, entre guillemets droits, comme "Printemps"
arg-no-closing-quote = n'a pas de guillemet fermant après le nom
arg-empty-name = est un nom vide
arg-withdrawals = demande « fide » ou « iccf »
arg-players = demande un nombre, ou deux comme dans « players 4-8 »
arg-start-date = demande une date écrite sous la forme 2026-12-01
arg-not-tournament-number = n'est pas un numéro de tournoi
arg-not-on-off = n'est ni « on » ni « off »
arg-not-private-public = n'est ni « private » ni « public »

# Les formes de chaque commande, après « Écrivez : ». Les mots de commande
# restent en anglais ; les mots en majuscules, écrits comme dans help.txt,
# sont ce que le joueur met à leur place.
usage-accept = accept seek N (le numéro de l'annonce dans « seeks »)
usage-analyse = analyse PARTIE (son numéro, comme 42), ou analyse seul, en réponse à un message sur la partie
usage-claim = claim draw
usage-conditions = conditions (pour afficher vos suites) ou conditions clear
usage-follow = follow ADRESSE
usage-followers = followers on ou followers off
usage-games = games (la liste), games private ou games public
usage-join = join N (le numéro du tournoi), ou join N with PARTENAIRE dans les variantes à quatre
usage-language = language en|de|ru|pl|it|es|fr|nl|pt, ou language (pour voir la vôtre)
usage-move = move COUP, par exemple : move e4
usage-notation = notation en|de|ru|pl|it|es|fr|nl|pt|figurine|iccf, ou notation (pour voir la vôtre)
usage-notify = notify seeks VARIANTE ou notify seeks off
usage-observe = observe PARTIE (son numéro, comme 42), observe tournament N ou observe (pour la liste de ce que vous observez)
usage-remind = remind on, remind off, remind digest, remind after 12h, remind before 2h ou remind default
usage-rules = rules ou rules VARIANTE
usage-say = say TEXTE (au bughouse : say partner TEXTE)
usage-seek = seek VARIANTE [days N | M moves in D days] [casual] [as white|black] [rating MIN-MAX] [private], ou seek bughouse [with PARTENAIRE]
usage-seeks = seeks ou seeks VARIANTE
usage-unfollow = unfollow ADRESSE ou unfollow all
usage-unobserve = unobserve PARTIE, unobserve tournament N ou unobserve all
usage-unseek = unseek N (le numéro de votre annonce) ou unseek all
usage-vacation = vacation N (en jours) ou vacation off
usage-if = if COUP then RÉPONSE, ou toute une suite : if COUP RÉPONSE COUP RÉPONSE ... (les coups séparés par des espaces ; dans les jeux à deux coups par tour de jeu, les deux coups d'un tour joints par une barre oblique, comme Cf3/e4)
usage-new = new VARIANTE with ADRESSE [as white|black] [days N | M moves in D days] [from FEN], ou new bughouse with PARTENAIRE against ADVERSAIRE1 ADVERSAIRE2 ; « computer » [level 1-8] peut remplacer n'importe quel autre joueur
usage-tournament = tournament new VARIANTE "NOM" [double] [players MIN-MAX] [days N | M moves in D days] [casual] [private] [starts DATE] [withdrawals iccf], tournaments ou tournament N
