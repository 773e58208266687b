"""The alpha-beta loop of engine.search (in a module of its own: MicroPython compiles small files in less heap)."""

INF = 30000
OFF = 512  # table values are stored offset, 10 bits each, so within -512..511
EXACT = 15  # depth stored for an exact (unlimited) result


def run(self, alpha, beta, depth, limit):
    """Value of the current position, fail-soft within (alpha, beta), searching `depth` more trick starts
    (EXACT: to the end of the deal). Past `limit` nodes in all it stops with self.aborted set (the value
    is then useless) and the position as it was."""
    final = self.r.final
    usetme = final is not None
    me = self.me
    K = self.k
    n = self.n
    tt0 = self.tt0
    tt1 = self.tt1
    ttv = self.ttv
    ttmask = self.ttmask
    MV = self.mv
    # per ply: next move, window (and the one it was entered with, to tell bounds from exact values),
    # best value and move, depth, table slot, and what undoes its move (lead, leader, acc, tme, broken)
    MI, AL, BE, OA, OB, BV, BM, DP, TI, SL, SR, SA, SB, SP, MN = self.st
    nodes = self.nodes
    sp = 0
    AL[0] = alpha
    BE[0] = beta
    DP[0] = depth
    entering = True
    v = 0
    while True:
        if entering:
            nodes += 1
            if nodes > limit:
                self.aborted = True
                self.nodes = nodes
                while sp > 0:
                    sp -= 1
                    self.unmake(MV[MI[sp] - 1], SL[sp], SR[sp], SA[sp], SB[sp], SP[sp])
                return 0
            entering = False
            ti = -1
            best = -1
            if self.lead < 0:
                if n[0] == 0:
                    v = self.acc + (final[self.tme] if usetme else 0)
                    continue
                d = DP[sp]
                if d == 0:
                    v = self.estimate()
                    continue
                k0 = K[0] | (self.tme << 26 if usetme else 0)
                k1 = K[1] | (self.leader << 26) | (self.broken << 27)
                ti = (k0 ^ (k0 >> 13) ^ k1 ^ (k1 >> 7) ^ (k1 >> 17)) & ttmask
                OA[sp] = AL[sp]
                OB[sp] = BE[sp]
                if tt0[ti] == k0 and tt1[ti] == k1:
                    e = ttv[ti]
                    best = (e >> 20) & 63
                    if (e >> 26) >= d and sp:  # the root is always searched: it names its best move
                        acc = self.acc
                        lo = (e & 1023) - OFF + acc
                        hi = ((e >> 10) & 1023) - OFF + acc
                        if lo == hi or lo >= BE[sp]:
                            v = lo
                            continue
                        if hi <= AL[sp]:
                            v = hi
                            continue
                        if lo > AL[sp]:
                            AL[sp] = lo
                        if hi < BE[sp]:
                            BE[sp] = hi
            TI[sp] = ti
            MI[sp] = sp * 16  # this ply's moves: MV[sp * 16:MN[sp]]
            MN[sp] = self.gen(MV, sp * 16, best)
            BV[sp] = -INF if self.tomove == me else INF
            BM[sp] = -1
        else:
            if sp == 0:
                self.nodes = nodes
                return v
            sp -= 1
            m = MV[MI[sp] - 1]
            self.unmake(m, SL[sp], SR[sp], SA[sp], SB[sp], SP[sp])
            if self.tomove == me:
                if v > BV[sp]:
                    BV[sp] = v
                    BM[sp] = m
                    if v > AL[sp]:
                        AL[sp] = v
            elif v < BV[sp]:
                BV[sp] = v
                BM[sp] = m
                if v < BE[sp]:
                    BE[sp] = v
            if AL[sp] >= BE[sp]:
                MI[sp] = 9999
        i = MI[sp]
        if i < MN[sp]:
            m = MV[i]
            MI[sp] = i + 1
            SL[sp] = self.lead
            SR[sp] = self.leader
            SA[sp] = self.acc
            SB[sp] = self.tme
            SP[sp] = self.broken
            self.make(m)
            d = DP[sp]
            if self.lead < 0 and d != EXACT:
                d -= 1
            sp += 1
            AL[sp] = AL[sp - 1]
            BE[sp] = BE[sp - 1]
            DP[sp] = d
            entering = True
            continue
        v = BV[sp]
        ti = TI[sp]
        if ti >= 0:
            self.store(ti, v, OA[sp], OB[sp], BM[sp], DP[sp])
