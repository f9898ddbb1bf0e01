# As palavras das imagens do tabuleiro: a posição por extenso para quem não
# vê a imagem (o texto alternativo), a legenda das peças especiais e as
# palavras desenhadas nas imagens do arquivo web (ver locales/en/pictures.ftl).
# $color é White ou Black; $role é o nome inglês da peça: king, queen,
# chancellor, marshall, rook, bishop, knight, ghost, pawn, tandem (dois
# peões numa casa, Xadrez Tandem-Pawn).

# O lado de onde o tabuleiro é visto, depois do título, se houver um
# ($title: "Tabuleiro A: vez das brancas").
picture-seen-from =
    Tabuleiro visto do lado das { $color ->
        [White] brancas
       *[Black] pretas
    }.
picture-titled-seen-from =
    { $title }, visto do lado das { $color ->
        [White] brancas
       *[Black] pretas
    }.
# As peças de um lado num tabuleiro: $pieces é a lista de picture-pieces.
picture-army =
    { $color ->
        [White] Brancas
       *[Black] Pretas
    }: { $pieces }.
picture-army-none =
    { $color ->
        [White] Brancas
       *[Black] Pretas
    }: nenhuma peça.
# Um tipo de peça e as suas casas: "torres a1 e h1".
# $count é "one" ou "many" (não é um número: as casas vêm depois do nome).
picture-pieces =
    { $count ->
        [one]
            { $role ->
                [king] rei
                [queen] dama
                [chancellor] chanceler
                [marshall] marechal
                [rook] torre
                [bishop] bispo
                [knight] cavalo
                [ghost] fantasma
                [tandem] tandem
               *[pawn] peão
            }
       *[many]
            { $role ->
                [king] reis
                [queen] damas
                [chancellor] chanceleres
                [marshall] marechais
                [rook] torres
                [bishop] bispos
                [knight] cavalos
                [ghost] fantasmas
                [tandem] tandems
               *[pawn] peões
            }
    } { $squares }
# A reserva de um lado (as peças que pode colocar): $pieces é a lista de
# picture-held.
picture-hand =
    Reserva das { $color ->
        [White] brancas
       *[Black] pretas
    }: { $pieces }.
picture-hand-empty =
    Reserva das { $color ->
        [White] brancas
       *[Black] pretas
    }: vazia.
# As peças de um tipo numa reserva: "dama", "2 cavalos".
picture-held =
    { $n ->
        [1]
            { $role ->
                [queen] dama
                [chancellor] chanceler
                [marshall] marechal
                [rook] torre
                [bishop] bispo
                [knight] cavalo
                [ghost] fantasma
               *[pawn] peão
            }
       *[other]
            { $n } { $role ->
                [queen] damas
                [chancellor] chanceleres
                [marshall] marechais
                [rook] torres
                [bishop] bispos
                [knight] cavalos
                [ghost] fantasmas
               *[pawn] peões
            }
    }
# O último turno: um lance, ou os lances de um turno de vários.
picture-last-move = Último lance: { $moves }.
picture-last-turn = Último turno: { $moves }.
picture-move = de { $from } para { $to }
picture-drop = uma peça colocada em { $square }
# A legenda das peças especiais, debaixo dos tabuleiros de um e-mail: a
# peça, como é desenhada, o que faz.
picture-legend =
    { $role ->
        [chancellor] Chanceler (desenhado como um cavalo sobre a base de um bispo)
        [marshall] Marechal (desenhado como um cavalo sobre as ameias de uma torre)
        [ghost] Fantasma (desenhado como um lençol com olhos)
       *[tandem] Tandem (desenhado como dois peões lado a lado)
    }: { $does }
# O mesmo nas imagens do arquivo web, ao lado do desenho da peça.
picture-legend-drawn =
    { $role ->
        [chancellor] chanceler
        [marshall] marechal
        [ghost] fantasma
       *[tandem] tandem
    }: { $does }
# O que faz uma peça especial. O Tandem-84 tem duas regras para o fantasma.
picture-does =
    { $what ->
        [chancellor] anda como um bispo ou como um cavalo
        [marshall] anda como uma torre ou como um cavalo
        [ghost-rook] anda como uma torre no tabuleiro em que está e como um bispo depois de uma transferência; pode trocar de lugar com a primeira peça amiga no seu caminho
        [ghost-queen] anda como uma dama no tabuleiro em que está e, depois de uma transferência, como um knightrider (um cavalo que prolonga o salto); as peças amigas passam através dele; só pode ser capturado pelo rei adversário ou enquanto cobre um xeque
        [tandem] dois peões na mesma casa
       *[other] veja as regras do jogo
    }
# A legenda antes de uma reserva desenhada nas imagens do arquivo web.
picture-hand-caption =
    Reserva das { $color ->
        [White] brancas
       *[Black] pretas
    }:
# Os nomes dos tabuleiros numa imagem: um tabuleiro do bughouse ($board: A
# ou B) e as duas metades do Tandem-84 com as suas colunas.
picture-board = Tabuleiro { $board }
picture-board-left = Tabuleiro da esquerda (a-f)
picture-board-right = Tabuleiro da direita (g-l)
# Depois da legenda, para uma reserva sem nenhuma peça.
picture-hand-none = vazia
