"""The import graphs of the engine and the app, read from their sources: no cycle, nothing from tools/, and the layers
one way (the core knows no game: it imports nothing but itself; the table and the menus do not reach back into the
app that opens them)."""
import ast
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def module_name(path, base=ROOT):
    rel = os.path.relpath(path, base)[:-3].replace(os.sep, ".")
    return rel[:-len(".__init__")] if rel.endswith(".__init__") else rel


def engine_modules(folder="engine", base=ROOT):
    """{module name: its source file} of every module under `folder` (engine/, or the app's lib/cardtable/ with
    base lib/), named as they are imported from `base`."""
    out = {}
    for top, _, files in os.walk(os.path.join(ROOT, folder)):
        for f in files:
            if f.endswith(".py"):
                out[module_name(os.path.join(top, f), base)] = os.path.join(top, f)
    return out


def imported(path, known):
    """The modules a source imports, wherever the import stands (at the top, in a function, by __import__ or the
    app's cardtable.resident.load of a constant name); `from P import x` is module P.x when that is a module, else
    P."""
    with open(path) as f:
        tree = ast.parse(f.read(), path)
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            for a in node.names:
                sub = node.module + "." + a.name
                out.add(sub if sub in known else node.module)
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("__import__", "load")
              and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
            out.add(node.args[0].value)
    return out


def graph(folder="engine", base=ROOT):
    known = engine_modules(folder, base)
    return {m: imported(path, known) for m, path in known.items()}


def cycles(g):
    """Every module that lies on an import cycle among g's modules, as one list a cycle found."""
    found = []
    state = {}

    def visit(m, stack):
        state[m] = 1
        stack.append(m)
        for n in sorted(g.get(m, ())):
            if n not in g:
                continue
            if state.get(n) == 1:
                found.append(stack[stack.index(n):] + [n])
            elif n not in state:
                visit(n, stack)
        stack.pop()
        state[m] = 2

    for m in sorted(g):
        if m not in state:
            visit(m, [])
    return found


def test_the_engine_has_no_import_cycle():
    assert cycles(graph()) == []


def test_nothing_in_the_engine_imports_the_tools():
    bad = [(m, n) for m, ns in graph().items() for n in ns if n == "tools" or n.startswith("tools.")]
    assert bad == []


def test_the_core_imports_nothing_but_itself():
    """Cards, moves, the trick base, notation, deal numbers and the PRNG know no game, no player, no search, and
    nothing that reads the registry."""
    bad = [(m, n) for m, ns in graph().items() if m.startswith("engine.core")
           for n in ns if n.startswith("engine") and not n.startswith("engine.core")]
    assert bad == []


def test_the_search_does_not_import_the_players():
    bad = [(m, n) for m, ns in graph().items() if m.startswith("engine.search")
           for n in ns if n.startswith("engine.players")]
    assert bad == []


def test_the_table_and_the_menus_do_not_import_the_app():
    """cardtable.app opens the table and the menus: what they share with it (the saved game's version, the screens)
    is in a module below them all (cardtable.states), and what they need of the App they are handed."""
    g = graph(os.path.join("lib", "cardtable"), os.path.join(ROOT, "lib"))
    assert "cardtable.app" in g and "cardtable.table.flow" in g and "cardtable.menus.keep" in g
    assert "cardtable.menus.screens" in g["cardtable.app"]   # (the app's load() is read)
    bad = [(m, n) for m, ns in g.items() if m.startswith("cardtable.table") or m.startswith("cardtable.menus")
           for n in ns if n == "cardtable.app"]
    assert bad == []


def test_a_cycle_is_found():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c", "a"]]
