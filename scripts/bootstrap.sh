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

if [ ${#need[@]} -gt 0 ]; then
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "Missing ${need[*]} and apt-get is not available: install them (or their equivalents: libevent with its headers, pkg-config, xmllint, Python 3 with jsonschema) by hand." >&2
    exit 1
  fi
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
      echo "Installing ${need[*]} needs root; run as root or install sudo." >&2
      exit 1
    fi
  fi
  echo "Installing ${need[*]} ..."
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
fi
