#!/usr/bin/env bash
# Installs what Pantomime needs to build and test, if it is missing: pkg-config and
# libevent's headers (Debian's libevent-dev) to build; xmllint (libxml2-utils) and Python's
# jsonschema (python3-jsonschema) for the tests that validate the JUnit and JSON lines
# reports against their schemas. Safe to run again; does nothing when all is there.
set -euo pipefail

if ! command -v swift >/dev/null 2>&1; then
  echo "Swift is not on PATH. Install a Swift 6 toolchain (swift.org) and run this again." >&2
  exit 1
fi

need=()
command -v pkg-config >/dev/null 2>&1 || need+=(pkg-config)
if ! pkg-config --exists libevent_core 2>/dev/null; then need+=(libevent-dev); fi
command -v xmllint >/dev/null 2>&1 || need+=(libxml2-utils)
# Debian's python3 (the one apt installs modules for) must import jsonschema.
if ! { [ -x /usr/bin/python3 ] && /usr/bin/python3 -c 'import jsonschema' >/dev/null 2>&1; }; then
  need+=(python3-jsonschema)
fi

bash "$(dirname "$0")/apt-install.sh" ${need[@]+"${need[@]}"}
