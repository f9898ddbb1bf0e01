# L'archive web (`[web]`, templates/web/) : les mots de ses pages, dans la
# langue choisie par l'administrateur (`[web] language`). Les pages
# reprennent aussi les mots des messages quand ils disent la même chose :
# les noms des variantes (`variant`), les camps (`seat`), les cadences, les
# résultats (`outcome-win`...), « C'est à X de jouer » (`observed-to-move`),
# l'analyse (`analysis-summary`...).
# Traduction de locales/en/web.ftl (mêmes clés) ; voir GLOSSARY.md.
# Les commandes qu'un lecteur écrit au bot (« accept seek N », « ratings
# VARIANTE ») restent telles quelles : le bot les lit en anglais.

## Chaque page

# Les liens en haut de chaque page.
web-nav-games = Parties
web-nav-ratings = Classements
web-nav-seeks = Annonces
web-nav-tournaments = Tournois
# Le pied de chaque page. $site : le titre du site (par défaut le nom du
# bot) ; $written : quand la page a été écrite, une date et une heure
# (7 décembre 2026, 14:05 UTC).
web-footer = Parties par correspondance arbitrées par courriel par { $site }. Les joueurs apparaissent sous le nom qu'ils ont choisi, ou sous leur adresse abrégée ; les parties qu'un joueur garde privées ne sont pas affichées. Page générée le { $written }.

## L'accueil

web-index-in-play = Parties en cours
web-index-none-in-play = Aucune partie n'est en cours pour le moment.
web-index-results = Derniers résultats
web-index-no-results = Aucune partie n'est encore terminée.
web-index-all-games = Toutes les parties
# Sous « Toutes les parties », avant la première partie.
web-index-no-games = Aucune pour l'instant.
# À côté de la liste de classement de chaque variante : combien de joueurs
# y ont un classement établi ($n).
web-rated-players =
    { $n ->
        [one] { $n } joueur classé
       *[other] { $n } joueurs classés
    }
# Une liste des parties par numéro : son lien sur l'accueil, son titre et
# son intitulé. $first, $last : le premier et le dernier numéro de la liste.
web-games-range = Parties { $first } à { $last }

## Une partie dans une liste, et où elle en est

# Une partie terminée. $result : 1-0, 0-1 ou 1/2-1/2 ; $how : comment elle
# s'est terminée (les Blancs gagnent par mat) ; $day : le jour où elle
# s'est terminée (7 décembre 2026).
web-game-over-on = { $result } ({ $how }), le { $day }
# La même chose quand on ne connaît pas ce jour.
web-game-over = { $result } ({ $how })
# Une partie en cours. $day : le jour de son dernier coup.
web-line-last-move = en cours, dernier coup le { $day }
web-line-no-move = en cours, aucun coup joué

## Une liste de parties par numéro

web-list-none = Aucune partie publique parmi ces numéros.
# Les liens vers les listes des numéros précédents et suivants.
web-list-before = Parties précédentes
web-list-after = Parties suivantes

## La page d'une partie

# Son titre et son intitulé. $id : le numéro de la partie ; $variant : le
# nom de la variante (Échecs).
web-game-title = Partie n° { $id } : { $variant }
# Les noms des informations en haut de la page d'une partie (et d'un
# tournoi) ; les joueurs y sont désignés par leur camp (Blancs, Noirs...).
web-fact-game = Partie
web-fact-result = Résultat
web-fact-state = État
web-fact-started = Début
web-fact-record = Fichier
web-fact-form = Formule
# La variante et les conditions. $variant : le nom de la variante ; $rated :
# yes (le résultat modifie les classements) ou no ; $control : la cadence
# (3 jours par coup).
web-game-terms =
    { $variant }, { $rated ->
        [yes] comptant pour le classement
       *[no] amicale
    } ; { $control }
# Le lien qui télécharge la partie. $kind : PGN, ou BPGN pour les parties
# sur deux échiquiers.
web-game-record = La partie au format { $kind }
# Les liens vers la position initiale, la dernière et les coups.
web-jump-start = Début
web-jump-final = Position finale
web-jump-now = Position actuelle
web-moves = Coups
web-no-move-yet = Aucun coup pour l'instant.

## Les positions d'une partie : une image de chacune, parcourues par des liens

# L'intitulé de la position après un tour de jeu. $turn : le tour de jeu
# avec son numéro (12... Cf6).
web-position-after = Après { $turn }
# L'intitulé de la position initiale.
web-position-start = Position initiale
# Les liens vers la première position, la précédente et la suivante (les
# flèches indiquent le sens).
web-step-first = |< début
web-step-back = < précédente
web-step-next = suivante >
# Ce que sont ces liens, pour un lecteur d'écran.
web-steps-label = Parcourir les positions

## L'analyse après la partie

web-analysis = Analyse
# Sous « Analysée par ... » : ce que montre le graphique.
# $kind : comme dans analysis.ftl (« single » : un tour de jeu est un coup ; « double »).
web-analysis-legend =
    Les chances de gain des Blancs après chaque { $kind ->
        [double] tour de jeu
       *[single] coup
    } ; un petit point signale une erreur, un gros point une gaffe.
# L'évaluation d'un tour de jeu, du point de vue des Blancs : en pions
# (+0.35), un mat en tant de tours (#3, #-2), ? quand elle est inconnue ; ou
# la fin de la partie après ce tour : mat ou nulle.
web-eval =
    { $eval ->
        [mate] mat
        [draw] nulle
       *[other] { $eval }
    }

# Après un tour de jeu jugé comme une erreur : le tour de jeu que le moteur
# a trouvé meilleur ($better, comme 12. Cf3).
web-analysis-better = Mieux valait { $better }

## Les listes de classement

web-ratings = Classements
# Le titre et l'intitulé de la liste d'une variante. $variant : le nom de la
# variante.
web-ratings-title = Liste de classement : { $variant }
# $established : combien de joueurs ont un classement établi ; $variant :
# le nom de la variante ; $listed : all (tous figurent dans la liste) ou
# best (seuls les $shown premiers y figurent).
web-ratings-intro =
    { $established ->
        [one] { $established } joueur a
       *[other] { $established } joueurs ont
    } un classement établi en { $variant } (Glicko-2, écart inférieur ou égal à 110){ $listed ->
        [best] {" "}; seuls les { $shown } premiers figurent ci-dessous
       *[all] {""}
    }. Les classements provisoires ne figurent pas dans la liste.
# Les en-têtes des colonnes de la liste (la première est le rang, « # » ; la
# troisième l'écart du classement, « ± », que ce mot explique).
web-ratings-player = Joueur
web-ratings-rating = Classement
web-ratings-deviation = écart
web-ratings-games = Parties
web-ratings-about = Un classement par variante et par joueur, modifié par le résultat de chaque partie comptant pour le classement. Écrivez « ratings VARIANTE » au bot pour recevoir la même liste par courriel.

## Les annonces ouvertes

web-seeks-title = Annonces ouvertes
# $accept : la commande qui accepte une annonce (accept seek N) ; $bot :
# l'adresse du bot, un lien ; $seek : la commande qui en publie une (seek
# VARIANT).
web-seeks-intro = Des joueurs cherchent un adversaire. Pour accepter une annonce, écrivez { $accept } à { $bot } (le lien à côté de chaque annonce prépare le message) ; pour publier la vôtre, écrivez { $seek }.
# Après les annonces affichées : $more : combien d'autres sont ouvertes ;
# $seeks : la commande qui les affiche toutes (seeks).
web-seeks-more =
    … et { $more ->
        [one] { $more } autre
       *[other] { $more } autres
    } : écrivez { $seeks } au bot pour la liste complète.

## Les tournois

web-tournaments = Tournois
web-tournaments-none = Aucun tournoi n'a encore commencé. Écrivez « tournaments » au bot pour voir ceux qui sont ouverts aux inscriptions.
# Où en est un tournoi. $state : finished ou running.
web-tournament-state =
    { $state ->
        [finished] terminé
       *[running] en cours
    }
# Un tournoi dans les listes. $variant : le nom de sa variante ; $state : où
# il en est (web-tournament-state).
web-tournament-about = { $variant }, { $state }
# Le titre et l'intitulé de sa page. $id : son numéro ; $name : son nom.
web-tournament-title = Tournoi n° { $id } : { $name }
# Sa formule. $kind : single (chaque paire se rencontre une fois) ou double
# (deux fois, avec chaque couleur) ; $entrants : le nombre de participants ;
# $rounds : ses rondes (0 quand on ne le sait pas encore).
web-tournament-form =
    { $kind ->
        [double] toutes rondes en aller-retour
       *[single] toutes rondes
    }, { $entrants ->
        [one] { $entrants } participant
       *[other] { $entrants } participants
    }{ $rounds ->
        [0] {""}
        [one] , { $rounds } ronde
       *[other] , { $rounds } rondes
    }
web-tournament-crosstable = Grille américaine
web-tournament-pairings = Appariements
# Avant chaque appariement. $round : le numéro de sa ronde.
web-tournament-round = Ronde { $round } :
# La partie d'un appariement qui n'est pas terminée : perdue par forfait
# ($who : le joueur forfait), en cours, ou non jouée.
web-pairing-forfeit = forfait de { $who }
web-pairing-in-play = en cours
web-pairing-unplayed = non jouée
