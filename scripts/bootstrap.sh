#!/usr/bin/env bash
# Installs what Pantomime needs to build, if it is missing: pkg-config and libevent's
# headers (Debian's libevent-dev). Safe to run again; does nothing when all is there.
set -euo pipefail

if ! command -v swift >/dev/null 2>&1; then
  echo "Swift is not on PATH. Install a Swift 6 toolchain (swift.org) and run this again." >&2
  exit 1
fi

need=()
command -v pkg-config >/dev/null 2>&1 || need+=(pkg-config)
if ! pkg-config --exists libevent_core 2>/dev/null; then need+=(libevent-dev); fi

if [ ${#need[@]} -gt 0 ]; then
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "Missing ${need[*]} and apt-get is not available: install libevent (with its headers) and pkg-config by hand." >&2
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
