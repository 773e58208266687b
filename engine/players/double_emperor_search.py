"""Double Emperor's card play at normal and hard (engine.players.double_emperor imports it for them; tools/reference.py solves
to the end with it): a search of its own, DESearch, the engine's search (engine.search.alphabeta) with two methods
replaced: the order of the leads (sure winners first, the most points first, then cards above all the other's of
their suit, then the rest, the fewest points first) and the value of a position where a depth-limited search
stops, a table learned from exact solves
(tools/exact_check.py --fit-de). With EXACT_AT cards a hand or fewer (hard: 6) it solves to the end of the deal.
Measured (tools/exact_check.py --game double_emperor --level LEVEL --deals N): hard's card is an exact best play
in 98.4% of its 15,067 decisions with a choice over 1000 deals, and in all 8,416 of them from 6 cards a hand.
"""

from engine.rules.double_emperor import CARD_POINTS
from engine.players import BUDGET, EXACT_AT
from engine.search.alphabeta import Rules, Search, _ONE, EXACT, searcher
from engine.search.gen import best_first

# a suit's ranks (bits 0..4: 10 J Q K A) -> the sum of 3**bit: one suit's pattern is mine(leader) + 2 * other's
_T3 = b"\x00\x01\x03\x04\t\n\x0c\r\x1b\x1c\x1e\x1f$%'(QRTUZ[]^lmopuvxy"
# The value of a trick-start position for its leader, learned from exact solves (tools/exact_check.py --fit-de):
# per suit, its pattern p (who holds which of its cards, from the leader's side, 3**5 of them) has a value (half
# points + 128, _NET[0][p]) and _K features (x16 + 128, _NET[k][p]); the value is the suits' values, one per cards
# a hand, and sum_k u_k * max(0, c_k + the suits' k-th features) (u, c: _CUB, x16 + 128). One bytes object of 243
# per feature, not one of 2187: the app loads this module again at each decision, and a heap in pieces lacks a 2K
# block first.
_K = 8
_NET = (
    b'\x7f\x80\x7f~\x80\x82\x82~\x7f~\x80\x82}~\x82\x80\x82\x80\x81~\x80\x7f\x81\x7f\x83~\x81'
    b'~\x80\x83~\x80\x82\x80\x82\x80~\x80\x83~\x82\x81\x80\x81\x83\x81\x81\x83\x7f\x81\x82\x83\x7f\x83'
    b'\x81}\x7f\x7f\x82\x80\x82}\x81\x80\x81\x7f\x7f\x7f\x82\x80~\x7f\x82~\x81\x7f}\x7f\x83\x80\x80'
    b'\x7f\x81\x83~\x80\x84\x80\x82\x80\x7f\x81\x82~\x80\x81\x7f\x82\x83\x81\x82\x81\x80\x82\x83\x83~\x81'
    b'~\x81\x83}\x80\x82\x80\x81\x83\x7f\x81\x82\x7f\x81\x82\x80\x82\x84\x80\x81\x84\x81\x82\x83\x81\x84\x84'
    b'\x81\x83\x81\x80\x80\x82\x83~\x82\x81\x82\x83\x81\x82\x84\x80\x82\x83\x83~\x82~\x83\x80\x82|\x82'
    b'\x81~\x7f\x7f\x80\x7f\x82}\x80\x7f\x7f~}\x7f\x82\x80}\x80\x80}\x80\x80~\x80\x83\x7f\x81'
    b'\x7f\x80~~~\x82\x81}\x7f~\x7f\x82}\x7f\x84\x7f\x81\x82\x7f|\x7f\x80~\x82\x81\x7f\x81'
    b'\x81~\x80\x80{\x7f\x83~\x80\x7f|\x7f~|}\x80{\x81\x82\x7f\x80\x81z\x82\x83\x7f\x81',
    b'|\x80|{\x83\x91\x88myu\x87\x92rx\x98~\x93\x88\x87r\x84x\x85\x80\x92s\x8f'
    b'{\x84\x9a{\x81\x9a\x84\x92\x89q\x80\x9dp\x8f\x92\x83\x91\x9e\x86\x92\xa0y\x8a\x97\x99r\xa4'
    b'\x89uyy\x8e\x7f\x8fs\x8a|\x84}na\x8d~qt\x91{\x89\x81wx\x98|\x83'
    b'\x7f\x8f\xa4x\x86\xab\x80\x97\x8ex\x8d\x9fx\x86\x89\x80\x98\xa2\x8a\x96\x8e\x81\x93\xa1\x97|\x91'
    b'z\x8c\xa6z\x87\x9b\x87\x92\xa4z\x8c\x9c\x80\x90\x97\x85\x95\xaf\x82\x8a\xb0\x86\x93\xae\x91\xaa\xb7'
    b'\x8a\x9e\x94\x82\x84\x94\x97y\x99\x89\x97\x9c\x8b\x91\x9b\x88\x93\x9e\x9dz\x99\x87\x9d\x84\x99y\x95'
    b'\x84u\x81s\x84w\x87u\x88wyxkz\x8c|{y\x81q\x86\x86rw\x97q\x8d'
    b's{tqx\x91yowrs\x91u\x82\xa4x\x89\x94zizxr\x93\x83q\x90'
    b'\x8d}\x80\x82l\x84\x9cw\x85}z{ow\x80\x83u\x8f\x8fz\x8a\x89v\x94\x9b\x85\x8e',
    b'\x83\x83\x81\x8d\x8d\x8a{t|\x8a\x84z\x84\x7f\x95\x7f~\xa0z{t\x84w\x84yoe'
    b'\x88\x88\x87\x84\x81\x85\x82\x84\x9c\x86w\x88\x81y~\x88\x93\x9a\x88\x85\x9c\x90\x86\x8c\x88y\x9a'
    b'z}||z\x82x\x80s~z\x80qx~z\\\x94tnY\x84qugi\x81'
    b'\x8a\x87\x8a\x8c\x80\x84\x90\x87\xa7\x81\x82\x8e\x86\x8a\x8c\x8f\x9d\x9b\x8e\x88\xa4\x90\x8d\x97\x88\x7f\xa2'
    b'\x85\x7f\x8f\x83{\x93\x8a\x9b\x98\x87\x86\x88vx\x81\x84z\x89\x8a\x89\x8b\x8c\x7f\x90\x93\x8b\xa2'
    b'\x89\x8a\xa6\x8c\x8d\x9a}y\xa6\x85\x86\x8a\x8a}qxy\xa9\x8f}\xa6\x89\x88\x9d\x96\x81\xad'
    b'yiyqv\x84py\x8a~\x81\x83vxeq`vsm}y^odzn'
    b'wz\x83wyptgkuzcqi\x87o\x83\x9evUcm]mnc^'
    b'\x87m\x82rW{dg\x86sk\x87es\x85reXxb\xabedW\x8eY\xab',
    b'\x81\x8b\x87\x86\x92\x82|y\x83\x85\x94\x8f\x90\x9b\x85\x7f\x8a\xa9\x84~\x83\x87m\x8ax}~'
    b'\x88\x93\x7f\x90\x9b\x82\x7f\x88\xa9\x93\x9e\x84\x8f\x8a\x86\x83\x91\x7f\x7f\x8c\x88\x85\x98\x89to\x83'
    b'\x84w\x86xl\x8c~y\x80xk\x84nWdyk\x8e\x8c}\x87\x7f\x83\x91\x88\x89\x89'
    b'\x89\x94~\x8c\x9c\x84\x83\x8a\xa4\x92\x92\x88\x95\x91\x8e\x84\x84x|\x8b\xae\x85\x8auzf\xad'
    b'\x91\x95\x88\x9a\x9f\x88\x83\x93}\x96\x96\x8c\xa2\x99\x96\x89\x99\x84\x88\xa8p\x8b\x9c\x81r\x8bq'
    b'\x88\x8c\xa9\x7f\xa3svc\xa9\x87\x98s\x8c\x9b{tjmyt\xaayb\xb2xp\xbb'
    b'\x87\x81\x8a\x82s\x8e\x8f{\x8f~n\x85uge\x85e\x89\x98|\x8a\x81e\x91\x86\x83\x84'
    b'\x80l\x8elr_}h\x92tocpoc`fZ\x83o\x8ekH]y_\x89'
    b'\x8c\x82\x87\x88\x81\x8d\x88\x90\x8d\x87\x8b\x91\x816\x8b\x83y\x88\x8c\x8d\x86\x83{\x89}\x84~',
    b'\x80\x94|~\x86\x87tp\x81\x83\x90\x94\x83\x90\x8b~\x96\x89vp\x80v~\x81\x8aw\x85'
    b'\x87\x93\x94\x88\x90\x94\x84\x9a\x91\x86\x8e\x9by\x95\x91v\x92\x9c\x8e\x9a\x9e\x81\x89\x97\x88w\xa4'
    b'\x81j\x86yv{\x90w\x8byr\x85pf\x97\x83cy\x8bv\x93\x85ww\x92z\x88'
    b'\x89\x8e\xa0\x83\x98\x86\x85\x98\x96}\x98\xa0\x8d\x98\x89\x8a\x97\xa0\x86\x99\x8c\x7f\x91\x9c\x89\x82\x96'
    b'\x85\x95\x95\x8d\x94\x98\x83\x91\xa3r\x93\x9c\x80\x98\x9b\x84\x9e\xa3\x84\x8b\xac\x88\x9c\xa5\x9a\xa0\xb4'
    b'|\xa1\x91\x86\x9b\x98\x92~\x95~\x91\x9b\x8a\x9a{\x89\x80\xac\x90\x84\x98\x8by\x8d\x9a\x8b\x97'
    b'\x81m\x83{y\x81\x7fl\x82qy\x82m|\x7ftdu\x8c\x82\x92yqz\x92n\x90'
    b'tx{wv\x80oa\x7fp}\x8anwd|r\x8fy^~ai\x9a\x88O\x83'
    b'\x88\x80\x91\x86o\x87\x91\x87\x88{o\x80sn\x83\x84z\x91\x93~\x8c\x84~\x96\x9a\x8f\x92',
    b'\x83\x8d\xa7\x8a\x94\x86~\x84\xa7\x8c\x96\x83\x96\x9e\x84\x88\x8fr~\x83\xa5\x81^\xa0t}\xa0'
    b'\x8d\x96\x82\x95\x9f\x8a\x85\x91w\x95\xa0\x8a\xa0\xaa\x95\x8c\x96}\x80\x90u\x88\x9exvzh'
    b'\x80\x84\xa9\x83_\xa0z|\xa1\x81\\\xa4\\=S|S\x99x|\xa1|S\xa2ru\x9f'
    b'\x8c\x97\x82\x96\x9f\x87}\x8es\x99\xa1\x8a\x9f\xa9\x97\x89\x8f|\x81\x8dp\x88\x95vt\x81d'
    b'\x95\xa0\x89\x9d\xa6\x95\x8d\x94\x7f\xa1\xaa\x96\xa1\xad\x9e\x98\xa2\x87\x89\x94\x86\x93\x9f\x86\x7f\x8es'
    b'\x81\x8au\x89\x91ww\x82f\x8c\x9b{\x93\x9fU{MpsuezMhih]'
    b'\x84\x87\xae\x86^\xa2}|\x9f\x83^\xa7]7SxX\xa3~\x80\xa5{]\xa2zt\x9d'
    b'\x8b_\xa4`9U{S\xa1^7Q8.(Q&I|Q\xa4S7HrF\x9a'
    b'}\x83\xa9~]\xa4{v\xa1z\\\xa6]a\x93wQ\x9e}z\x9eyR\x9fos\x9b',
    b'yy\x88twv\x7f\x89\x84uy~zvs|}l\x7f\x93\x87y\x9a\x97\x81\x8b\x8f'
    b'vzwyxvz~rx{xx\x84vxvjxzwr\x88Zs]j'
    b'\x80\x8e\x82\x80\x9a\x9a\x84\x88\x8cx\x9c\x9c\x83\x86\x8d\x81\x89\x93\x83\x8b\x8b~\xa2\x8b\x89\x9c}'
    b'uzwv|umzp\x81|w}wwusqvxosvbqNh'
    b'v}tu\x7fvvsp|\x7fw\x84\x87{}|utzttzrp|k'
    b'uwlwpSvMgv\x81[\x83{J_\xa0Zq`gg\xa4diVh'
    b'\x81\xa0\x8a\x8c\x9a\x9d\x89\x89\x80~\x9a\x97\x88\x92\x82\x7f\x98\x9d\x85\x92\x86\x84\x9e\x95\x84\x90\x7f'
    b'\x92\x9d\x9f\x90\xa2\x85\x8a\x90\xa0\x98\x9d\x8d\xa4\xa7\x9d\x8e\xa2\x83\x80\x86\x9b\x8b\xb3{\x8e~\xa2'
    b'}\xa1\x81\x8d\x96\x9c\x8c\x9f\x81\x82\xab\x98\x86\xbb\xa0\x8d\x87\xa2|\x9e}\x87\x85\xa3\x83\x9cz',
    b'\x81\x82\x84~}\x80\x82\x82\x87~\x80\x82{\x7f\x7f\x7f\x82g\x81\x7f\x8a\x84\xac\x86\x84\x7f\x8c'
    b'~\x7f\x83\x7f\x81~\x82\x83Q}\x81}{xz}q`\x80\x81`yxtjsn'
    b'\x84\x80\x8a\x83\xaa\x85\x82\x82\x8c\x91\xa9\x86w\xa5\x80\x83\x8d\x82\x84\x83\x91\x82\x81\x90\x8a\x8c\x96'
    b'~|\x81}|\x7f\x81\x82a|}|~y}zwU}\x85L}{[eMK'
    b'\x7f}z|r\x81~}czuwli{z\x81s\x80r`s\x81qh\x83Z'
    b'\x80\x80c\x80~gfNN\x80u]}\x82YdKXEPNWFB]NM'
    b'\x84\x7f\x86\x82\xaf\x85\x84\x82\x93\x83\xab\x86\x7f\xbe\x81\x83\x7f\x8a\x89\x82\x91\x81~\x91\x90\x81\x96'
    b'z\xab\x88\x7f\xb0\x83\x84{\x8e}\xb9\x87\x82\xc2z}\xaf\\\x87x\x8e{pa\x83c\x92'
    b'\x8a\x83\x93\x87~\x92\x8a\x82\x94\x84~\x94~v\x8d\x7f\x81\x95\x8f\x8f\x9a\x8c\x7f\x97\x87\x8e\x9e',
    b'\x88x\x8e\x8d}ju\x93\x8d\x87\x81n\x91|pywzw\x94\x87\x8d\x88\x8fu\x95\x81'
    b'\x8dze\x98\x84qxx}\x8eyt\x88|ot|f~wnstxq\x8ad'
    b'}\x99\x8f\x84\x8e\x8c|\x9a\x81\x81\x89\x93\x92\x88v\x87\x94\x90\x7f\x98\x84\x8c\xa4\x8du\x8d\x87'
    b'\x8f\x81v\x8e\x89rvwz\x80\x82{\x96\x86dzqhtpurlnp\x90l'
    b'\x88xu\x98|v{wb|~w\x8ayzw{sool\x8a}posk'
    b'py{nzbh\x8djsqhvy\x90q\x8ccs\x92iv\x8fsd{l'
    b'\x80\x9d\x93\x87\x8c\x92s\x99\x8c\x8e\x8b\x9a\x95\x93v\x88\xa2\x8a\x81\x9e\x8c\x89\x9d\x88y\x8c\x81'
    b'\x8f\x8a\x96\x99\x99x~\xa1\x92\x99\x94u\xa4\x92\x8f\x88\x8f\x8c\x8a\xa4\x92|\xa6\x85z\x8b\x8e'
    b'\x80\x9b\x8b\x87\xb2\x90x\x98\x89\x85\xb3\x93\x9b\xb2\xa5\x80\xbb\x8f\x7f\x8f\x86\x7f\xb8\x8es\x8f\x89',
)
_CUB = (
    b'\xa5\x80\x89\x9et\x94t\xa2\xa3\x99\xb1\xa2\xd3M:Y\x80\x7f~\x7f\x7f\x80\x81\x81\x82\x82\x82'
)
_LV = bytes((0, 10, 11, 0, 12, 0, 0, 0, 13, 0, 0, 0, 0, 0, 0, 0, 14))  # a lone bit >> 10 -> its rank
_KEY = bytearray(16)  # the sort keys of the moves being ordered (one gen at a time)


class DESearch(Search):
    """The search's one object (engine.search.alphabeta.searcher) once this module is loaded, for every game: `de` 1 while
    Double Emperor's decision searches, 0 (the engine's search) from any __init__ on (searcher's, another game's)."""

    def __init__(self, rules=None, ttbits=9):
        self.de = 0
        if rules is not None:  # None: the object only, its arrays allocated by searcher's __init__
            Search.__init__(self, rules, ttbits)

    def gen(self, out, first, best):
        """Moves in search order: following as the engine's search orders them; leading, sure winners (the other
        holds none of the suit) the most points first, then cards above all the other's of the suit, then the rest
        the fewest points first (another game's search, `de` 0: as the engine's search orders them)."""
        if self.lead >= 0 or self.de == 0:
            return Search.gen(self, out, first, best)
        H = self.H
        base = self.tomove * 4
        k = first
        for s in (0, 1, 2, 3):
            m = H[base + s]
            o = H[4 - base + s]
            while m:
                b = m & -m
                m ^= b
                lv = _LV[b >> 10]
                p = CARD_POINTS[lv]
                key = 10 - p if o == 0 else (30 - p if b > o else 50 + p)
                j = k
                while j > first and _KEY[j - 1 - first] > key:  # insertion sort, in place
                    out[j] = out[j - 1]
                    _KEY[j - first] = _KEY[j - 1 - first]
                    j -= 1
                out[j] = (s << 4) + lv
                _KEY[j - first] = key
                k += 1
        best_first(out, first, k, best)  # the table's best move first
        return k


    def estimate(self):
        """A trick-start position's value without searching it: the learned table (_NET) (another game's search, `de`
        0: the engine's estimate)."""
        if self.de == 0:
            return Search.estimate(self)
        H = self.H
        T = _T3
        E = _NET
        lb = self.leader * 4
        fb = 4 - lb
        p0 = T[H[lb] >> 10] + 2 * T[H[fb] >> 10]
        p1 = T[H[lb + 1] >> 10] + 2 * T[H[fb + 1] >> 10]
        p2 = T[H[lb + 2] >> 10] + 2 * T[H[fb + 2] >> 10]
        p3 = T[H[lb + 3] >> 10] + 2 * T[H[fb + 3] >> 10]
        C = _CUB
        R = E[0]
        v = R[p0] + R[p1] + R[p2] + R[p3] + C[_K + _K + self.n[0]] - 640
        t = 0
        for i in range(1, _K + 1):
            R = E[i]
            h = R[p0] + R[p1] + R[p2] + R[p3] + C[i - 1] - 640
            if h > 0:
                t += (C[_K + i - 1] - 128) * h
        v = (v + (t >> 7)) >> 1
        return self.acc + (v if lb == self.me * 4 else -v)


# engine.search.alphabeta.searcher's object becomes a DESearch now, as the player loads (the app allocates
# its work arrays next, engine.players.allocate_work): a decision allocates no search object, and no other is kept
if not _ONE or type(_ONE[0]) is not DESearch:
    _ONE[:] = [DESearch()]
_RULES = Rules(pts=CARD_POINTS)


# the share (%) of BUDGET's nodes a level searches. hard: 74% agree with an exact solve as often as all of them.
# normal: a few, so that the levels stay apart in a game where this search is near perfect (tools/arena.py,
# duplicate deals): with 4% normal plays an exact best card in 95.4% of 15,039 decisions (1000 deals), scores
# 45.8% of 2000 deals against reference and hard wins 58.2% of 500 games against it; with 74% it played 97.9%
# (1000 deals), scored 49.3% against reference, and hard won only 50.0% of games against it (`reference` was then
# this search with 80,000 nodes: tools/reference.py's exact solve since)
SHARE = {"normal": 4, "hard": 74}


def de_search(level, hands, me, leader, lead):
    """The best card by the Double Emperor search, or -1: solved to the end with EXACT_AT cards a hand or fewer
    (within twice the level's nodes), else searched a trick deeper at a time within its nodes."""
    nodes, _, bits = BUDGET[level]
    nodes = nodes * SHARE[level] // 100
    s = searcher(_RULES, bits)
    if type(s) is not DESearch:  # engine.search.alphabeta loaded again since this module was: this module's own
        s = _ONE[0] = DESearch(_RULES, bits)
    s.de = 1
    s.setup(hands, me, leader, lead, 0)
    if len(hands[me]) <= EXACT_AT[level]:
        m = s.best(EXACT, nodes * 2)
        if m >= 0:
            return m
        s.aborted = False
        nodes //= 2  # not solved: a shallower search, the table's bounds kept
    m = -1
    d = 1
    start = s.nodes
    while True:  # iterative deepening, a trick deeper each time, to the end or the budget
        dd = EXACT if d >= s.tricks_left else d
        x = s.best(dd, start + nodes)
        s.aborted = False
        if x < 0:
            return m
        m = x
        if dd == EXACT:
            return m
        d += 1
