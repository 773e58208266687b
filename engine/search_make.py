"""Make and unmake a move in engine.search (a module of its own: MicroPython compiles small files in less
heap). The functions are Search's methods."""


def make(self, m):
    r = self.r
    p = self.tomove
    s = m >> 4
    lv = m & 15
    self.H[p * 4 + s] ^= 1 << lv
    self.k[p] ^= self.idx[m]
    n = self.n
    n[p] -= 1
    if s == r.trump:
        self.broken = 1
    lead = self.lead
    if lead < 0:
        self.lead = m
        self.tomove = 1 - p
        return
    if s == lead >> 4:
        w = p if (lv >> r.sh) > ((lead & 15) >> r.sh) else 1 - p
    else:
        w = p if s == r.trump else 1 - p
    pts = r.pts
    v = pts[lead & 15] + pts[lv]
    if n[0] == 0 and n[1] == 0:
        v += r.last
    if w == self.me:
        self.acc += v
        self.tme += 1
    else:
        self.acc -= v
    self.lead = -1
    self.leader = w
    self.tomove = w

def unmake(self, m, sl, sr, sa, sb, sp):
    p = sr if sl < 0 else 1 - sr
    self.H[p * 4 + (m >> 4)] ^= 1 << (m & 15)
    self.k[p] ^= self.idx[m]
    self.n[p] += 1
    self.lead = sl
    self.leader = sr
    self.acc = sa
    self.tme = sb
    self.broken = sp
    self.tomove = p
