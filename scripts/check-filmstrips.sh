#!/usr/bin/env bash
# Writes the filmstrip pages of every scenario in Scenarios/ and of the failing fixtures
# in Tests/Fixtures/filmstrip/, then opens each page in headless Chromium
# (scripts/check_filmstrips.py): no console errors, one frame per step, the failing step
# shown. Screenshots go to the folder given as the first argument
# (.build/filmstrip-check/screenshots by default). Installs Debian's chromium and
# python3-websocket when missing (with sudo when not root).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/bootstrap.sh

need=()
chromium=""
for candidate in chromium chromium-browser; do
  if command -v "$candidate" >/dev/null 2>&1; then chromium="$(command -v "$candidate")"; break; fi
done
[ -n "$chromium" ] || need+=(chromium)
/usr/bin/python3 -c 'import websocket' >/dev/null 2>&1 || need+=(python3-websocket)
if [ ${#need[@]} -gt 0 ]; then
  bash scripts/apt-install.sh "${need[@]}"
  chromium="$(command -v chromium || command -v chromium-browser)"
fi

swift build --product pantomime
bin="$(swift build --show-bin-path)"
out=".build/filmstrip-check"
screenshots="${1:-$out/screenshots}"
rm -rf "$out/pages"
mkdir -p "$out/pages" "$screenshots"

fixtures=(Tests/Fixtures/filmstrip/*.yaml)
status=0
"$bin/pantomime" run --quiet --filmstrip "$out/pages" Scenarios "${fixtures[@]}" >"$out/run.txt" || status=$?
if [ "$status" -ne 1 ]; then
  echo "pantomime run exited $status; expected 1 (the fixtures in Tests/Fixtures/filmstrip fail on purpose):" >&2
  cat "$out/run.txt" >&2
  exit 1
fi

/usr/bin/python3 scripts/check_filmstrips.py --chromium "$chromium" --pages "$out/pages" \
  --screenshots "$screenshots" --expect-failing "${#fixtures[@]}" \
  --also banner--page-control-follows-drag --also physics--horizontal-drag-fling-bounce
