# Sourced by ./vfl and ./run-tests: make sure this Debian machine has what the build needs.
# Swift itself must already be installed (swift.org toolchain on PATH).
set -euo pipefail

need_packages=()
# libedit backs the REPL's line editing (the CLibedit module).
dpkg -s libedit-dev >/dev/null 2>&1 || need_packages+=(libedit-dev)
pkg-config --version >/dev/null 2>&1 || need_packages+=(pkg-config)
# Box2D 2.4.1 runs UIKit Dynamics (the CBox2D shim links libbox2d).
dpkg -s libbox2d-dev >/dev/null 2>&1 || need_packages+=(libbox2d-dev)
# tmux runs the REPL in a real terminal for the end-to-end test.
command -v tmux >/dev/null 2>&1 || need_packages+=(tmux)
# rsvg-convert renders the SVG pictures to PNG for the picture test.
command -v rsvg-convert >/dev/null 2>&1 || need_packages+=(librsvg2-bin)
if [ ${#need_packages[@]} -gt 0 ]; then
    echo "installing: ${need_packages[*]}" >&2
    sudo_cmd=()
    [ "$(id -u)" -ne 0 ] && sudo_cmd=(sudo)
    "${sudo_cmd[@]}" apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${need_packages[@]}" >&2
fi
command -v swift >/dev/null 2>&1 || { echo "swift is not on PATH: install the Swift toolchain first" >&2; exit 1; }
