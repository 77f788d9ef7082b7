#!/usr/bin/env bash
# Installs the Debian packages named as arguments with apt-get (with sudo when not root).
# The scripts that check what is missing call it with what they found missing.
set -euo pipefail
[ $# -gt 0 ] || exit 0
if ! command -v apt-get >/dev/null 2>&1; then
  echo "Missing $* and apt-get is not available: install them (or their equivalents) by hand." >&2
  exit 1
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
    echo "Installing $* needs root; run as root or install sudo." >&2
    exit 1
  fi
fi
echo "Installing $* ..."
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "$@" >/dev/null
