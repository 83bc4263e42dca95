#!/usr/bin/env python3
"""Every public function, initializer and subscript of `import Scout` documents what
it takes, returns and throws, as the model codebases do: `- Parameters:` (or
`- Parameter name:`) when it takes parameters, `- Returns:` when it returns a value,
`- Throws:` when it throws. Reads the symbol graphs `.ci/docs` emits.

    python3 .ci/doc-sections.py SYMBOL_GRAPH_DIR [--list]
"""
import json, os, sys

KINDS = {"swift.func", "swift.method", "swift.type.method", "swift.init", "swift.subscript",
         "swift.type.subscript", "swift.func.op"}


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
    declaration = "".join(f.get("spelling", "") for f in symbol.get("declarationFragments", []))
    if (" throws" in declaration or " rethrows" in declaration or "throws(" in declaration) \
            and "- throws:" not in lowered:
        needs.append("- Throws:")
    return needs


def main():
    directory = sys.argv[1]
    listing = "--list" in sys.argv
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
                problems.append(f"{os.path.relpath(where) if where else '?'}:{line}: "
                                f"{'.'.join(symbol['pathComponents'])} needs {', '.join(needs)}")
    for problem in sorted(problems):
        if listing:
            print(problem)
    print(f"doc sections: {len(seen)} public functions, initializers and subscripts; {len(problems)} lack a section",
          file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
