#!/usr/bin/env python3
"""Every public function, initializer and subscript of `import Scout` documents what
it takes, returns and throws, as the model codebases do: `- Parameters:` (or
`- Parameter name:`) when it takes parameters, `- Returns:` when it returns a value,
`- Throws:` when it throws. Reads the symbol graphs `.ci/docs` emits.

    python3 .ci/doc-sections.py SYMBOL_GRAPH_DIR [--list] [--baseline FILE]

With `--baseline`, the symbols that FILE lists (one `Symbol.path` per line, written by
`--list`) may still lack their sections, and nothing else may: a new public function
without them fails, and so does a line of FILE that no longer needs to be there, so the
list only shrinks.
"""
import json, os, sys

KINDS = {"swift.func", "swift.method", "swift.type.method", "swift.init", "swift.subscript",
         "swift.type.subscript", "swift.func.op"}


def throws(symbol):
    """Whether the declaration itself throws: a `throws` or `rethrows` keyword outside
    its parameters' parentheses (a parameter's closure type may throw on its own)."""
    depth = 0
    for fragment in symbol.get("declarationFragments", []):
        text = fragment.get("spelling", "")
        if fragment.get("kind") == "keyword" and text in ("throws", "rethrows") and depth == 0:
            return True
        depth += text.count("(") - text.count(")")
    return False


def missing(symbol):
    doc = symbol.get("docComment")
    if doc is None:
        return ["a doc comment"]
    text = "\n".join(line.get("text", "") for line in doc.get("lines", []))
    lowered = text.lower()
    needs = []
    signature = symbol.get("functionSignature", {})
    parameters = signature.get("parameters", [])
    if parameters and "- parameters:" not in lowered and "- parameter " not in lowered:
        needs.append("- Parameters:")
    returns = "".join(f.get("spelling", "") for f in signature.get("returns", []))
    kind = symbol["kind"]["identifier"]
    if kind not in ("swift.init",) and returns.strip() not in ("", "()", "Void", "Never") \
            and "- returns:" not in lowered:
        needs.append("- Returns:")
    if throws(symbol) and "- throws:" not in lowered:
        needs.append("- Throws:")
    return needs


def main():
    directory = sys.argv[1]
    listing = "--list" in sys.argv
    baseline = None
    if "--baseline" in sys.argv:
        path = sys.argv[sys.argv.index("--baseline") + 1]
        baseline = {line.strip() for line in open(path) if line.strip() and not line.startswith("#")}
    seen, problems = set(), []
    for name in sorted(os.listdir(directory)):
        if not name.endswith(".symbols.json"):
            continue
        graph = json.load(open(os.path.join(directory, name)))
        for symbol in graph["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            if symbol["kind"]["identifier"] not in KINDS:
                continue
            # Members a protocol's default implementation or a synthesized
            # conformance brings are documented where they are declared.
            if "swiftExtension" in symbol and symbol.get("docComment") is None and \
                    symbol["pathComponents"][-1] in ("==(_:_:)", "hash(into:)", "encode(to:)", "init(from:)"):
                continue
            # Only what Scout's sources declare: the graphs also list what types
            # inherit from the standard library's protocols.
            if "/Sources/" not in symbol.get("location", {}).get("uri", ""):
                continue
            key = symbol["identifier"]["precise"]
            if key in seen:
                continue
            seen.add(key)
            needs = missing(symbol)
            if needs:
                location = symbol.get("location", {})
                where = location.get("uri", "").replace("file://", "")
                line = location.get("position", {}).get("line", -1) + 1
                problems.append((f"{os.path.relpath(where) if where else '?'}:{line}",
                                 symbol["identifier"]["precise"], '.'.join(symbol['pathComponents']), needs))
    names = {f"{place.split(':')[0]} {path}" for place, _, path, _ in problems}
    if listing:
        for name in sorted(names):
            print(name)
    print(f"doc sections: {len(seen)} public functions, initializers and subscripts; {len(names)} lack a section",
          file=sys.stderr)
    if baseline is None:
        return 1 if problems else 0
    new = [p for p in problems if f"{p[0].split(':')[0]} {p[2]}" not in baseline]
    for place, _, path, needs in sorted(new):
        print(f"{place}: error: {path} needs {', '.join(needs)} in its doc comment", file=sys.stderr)
    stale = sorted(baseline - names)
    for name in stale:
        print(f"error: {name} has its sections now: remove it from the baseline", file=sys.stderr)
    return 1 if new or stale else 0


if __name__ == "__main__":
    sys.exit(main())
