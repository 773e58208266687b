"""The engine's import graph, read from its sources: no cycle, nothing from tools/, and the layers one way (the core
knows no game: it imports nothing but itself)."""
import ast
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def module_name(path):
    rel = os.path.relpath(path, ROOT)[:-3].replace(os.sep, ".")
    return rel[:-len(".__init__")] if rel.endswith(".__init__") else rel


def engine_modules():
    """{module name: its source file} of every module under engine/."""
    out = {}
    for top, _, files in os.walk(os.path.join(ROOT, "engine")):
        for f in files:
            if f.endswith(".py"):
                out[module_name(os.path.join(top, f))] = os.path.join(top, f)
    return out


def imported(path, known):
    """The modules a source imports, wherever the import stands (at the top, in a function, by __import__ of a
    constant name); `from P import x` is module P.x when that is a module, else P."""
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
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "__import__"
              and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
            out.add(node.args[0].value)
    return out


def graph():
    known = engine_modules()
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


def test_a_cycle_is_found():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c", "a"]]
