"""The displayio view in the headless simulator: where things are drawn on the 160x128 screen."""
import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for p in (ROOT, os.path.join(ROOT, "lib"), os.path.join(ROOT, "tests", "helpers"), os.path.join(ROOT, "tools")):
    if p not in sys.path:
        sys.path.insert(0, p)

import pytest  # noqa: E402

from cardtable.device import buttons as K  # noqa: E402


@pytest.fixture(scope="module")
def sim():
    import sim as simulator
    return simulator.Sim(seed=1, prefs={"speed": 2}, audio=False)


def box(tg, w=20, h=28):
    return (tg.x, tg.y, tg.x + w, tg.y + h)


def apart(a, b):
    return a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]


def test_pinochle_meld_picker_raises_the_meld_and_darkens_the_rest(sim):
    from appstub import human_step
    from screenshots import Screen
    sim.press(K.DOWN, K.DOWN, K.A, K.A)          # Pinochle against the computer
    view = sim.view
    for _ in range(60):
        t = sim.app.table
        if t.phase == "meld" and t.turn:
            break
        human_step(sim, Screen(sim))
    else:
        pytest.fail("no meld turn")
    sim.press(K.DOWN)                             # the first meld
    assert any(t.marked)
    for i in range(len(t.hand)):
        tg = view.hand[i]
        if t.marked[i]:
            assert tg.y == 92 and tg.pixel_shader is not view.pal[1]
        else:
            assert tg.y == 99 and tg.pixel_shader is view.pal[1]
    # the stock, its count and the trump card do not cover one another's faces or the message line
    assert t.trump_card >= 0 and not view.stock_back.hidden
    count = view.stock_lb.bounding_box
    lb = (144, 67, 144 + count[2], 67 + count[3])
    assert apart(lb, box(view.stock_card)) and apart(lb, box(view.stock_back))
    assert lb[3] <= 80 and box(view.stock_card)[3] <= 80
    sim.press(K.UP)                               # back to "lead a card": the selected card raised, none darker
    assert not any(t.marked)
    assert [tg.y for tg in view.hand[:len(t.hand)]].count(92) == 1


def test_the_trick_stays_clear_of_both_rows_and_the_message(sim):
    from appstub import human_step
    from screenshots import Screen
    view = sim.view
    app = sim.app
    for _ in range(200):
        t = app.table
        if t.turn and t.phase == "play" and len(t.g.trick) == 1:
            for _ in range(len(t.hand)):
                if t.playable[t.sel]:
                    break
                sim.press(K.RIGHT)
            app.press(K.A, sim.now)               # the trick's second card: held on screen
            app.tick(sim.now + 1)
            shown = [box(tg) for tg in view.mid if not tg.hidden]
            assert len(shown) == 2
            for b in shown:
                assert b[1] >= 13 + 28 and b[3] <= 80    # under the opponent's row, above the message
            assert apart(shown[0], shown[1])              # both faces whole
            sim.settle()
            return
        human_step(sim, Screen(sim))
    pytest.fail("the computer never led")


def test_a_card_on_the_message_line_shows_its_suit_symbol(sim):
    from cardtable.table.words import MARKS
    app = sim.app
    t = app.table
    t.options = []            # (no choice on the message line)
    t.msg = "Draw 9" + MARKS[0] + "/10" + MARKS[1] + ", dealer: CPU"
    sim.view.table(t)
    view = sim.view
    shown = [(tg.x, tg[0]) for tg in view.marks if not tg.hidden]
    assert shown == [(1 + 6 * 6, 0), (1 + 6 * 10, 1)]     # spades after "Draw 9", hearts after "/10"
    assert view.msg.text.rstrip() == "Draw 9 /10 , dealer: CPU"   # (each label's text fills a line)
    t.msg = "Undone"
    sim.view.table(t)
    assert all(tg.hidden for tg in view.marks)
    t.refresh()
