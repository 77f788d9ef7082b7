#!/usr/bin/env bash
# Lists the public and open declarations of a module that have no doc comment, as
# file:line: kind name, from the symbol graph of the debug build (`swift build` first).
# A declaration that implements a documented protocol requirement counts as documented,
# as DocC shows it.
#
#   bash scripts/undocumented.sh Pantomime                 # the whole module
#   bash scripts/undocumented.sh Pantomime Views/ Swipe/   # leaving out these folders
#
# Exits 1 when it finds any.
set -euo pipefail
cd "$(dirname "$0")/.."
module=${1:?usage: scripts/undocumented.sh MODULE [FOLDER/ ...]}
shift
modules=$(swift build --show-bin-path)/Modules
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
flags=(-Xcc -fmodule-map-file=Sources/CLibevent/module.modulemap)
if [ -f .build/checkouts/Yams/Sources/CYaml/include/module.modulemap ]; then
    flags+=(-Xcc -fmodule-map-file=.build/checkouts/Yams/Sources/CYaml/include/module.modulemap)
fi
swift symbolgraph-extract -module-name "$module" -I "$modules" -target "$(uname -m)-unknown-linux-gnu" \
    -output-dir "$out" -minimum-access-level public "${flags[@]}"
python3 - "$out/$module.symbols.json" "Sources/$module/" "$@" <<'PY'
import json, sys
path, root, skipped = sys.argv[1], sys.argv[2], sys.argv[3:]
missing, total = set(), set()
for symbol in json.load(open(path))["symbols"]:
    uri = symbol.get("location", {}).get("uri", "")
    if root not in uri:
        continue
    file = uri.split(root, 1)[1]
    if any(file.startswith(folder) for folder in skipped):
        continue
    place = f"{root}{file}:{symbol['location']['position']['line'] + 1}"
    total.add(place)
    if not symbol.get("docComment"):
        missing.add(f"{place}: {symbol['kind']['identifier']} {'.'.join(symbol['pathComponents'])}")
for line in sorted(missing):
    print(line)
print(f"{len(missing)} undocumented of {len(total)} public declarations in {root}")
sys.exit(1 if missing else 0)
PY
