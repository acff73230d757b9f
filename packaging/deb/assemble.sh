#!/usr/bin/env bash
# Turns a staged `make install DESTDIR=ROOT PREFIX=/usr` into a Debian binary package.
# Usage: packaging/deb/assemble.sh TREE/debian/shape-shuffle VERSION "MAINTAINER" OUT.deb
#   ROOT is changed in place: the program moves to usr/games (Debian's place for games), the man
#   page, copyright and changelog are added, and DEBIAN/ is written. The .deb is written under a
#   temporary name and renamed, so a failed build never leaves a half-written package behind.
set -euo pipefail

root=$1 version=$2 maintainer=$3 out=$4
here=$(cd "$(dirname "$0")" && pwd)
packaging=$(dirname "$here")
doc=$root/usr/share/doc/shape-shuffle

# Debian's games live in /usr/games. The program still finds its data from there: DataLocator
# looks in ../share/shape-shuffle beside the binary, /usr/share/shape-shuffle.
install -d "$root/usr/games"
mv "$root/usr/bin/shape-shuffle" "$root/usr/games/shape-shuffle"
rmdir "$root/usr/bin"
# A desktop session's PATH need not hold /usr/games, so the launcher names the program in full.
sed -i 's|^Exec=shape-shuffle|Exec=/usr/games/shape-shuffle|' \
    "$root/usr/share/applications/io.github.shapeshuffle.ShapeShuffle.desktop"

install -d "$root/usr/share/man/man6" "$doc"
gzip -9n < "$packaging/shape-shuffle.6" > "$root/usr/share/man/man6/shape-shuffle.6.gz"
install -m644 "$here/copyright" "$doc/copyright"
gzip -9n < "$here/changelog" > "$doc/changelog.gz"

find "$root" -type d -exec chmod 755 {} +
find "$root" -type f -exec chmod 644 {} +
chmod 755 "$root/usr/games/shape-shuffle"
# What dh_strip takes off beyond `install -s`: the compilers' notes, of no use at run time.
strip --remove-section=.comment --remove-section=.note "$root/usr/games/shape-shuffle"

# The libraries the program links, as dpkg-shlibdeps reads them from its ELF header, plus what it
# reaches without linking: the speech service and its synthesizer (started by the game itself),
# libcanberra's PulseAudio output (which plays the sounds and the natural voice's clips) and the
# sound theme whose sounds it plays. dpkg-shlibdeps reads the package's tree as debhelper lays it
# out, ROOT being TREE/debian/shape-shuffle with its DEBIAN folder, and TREE/debian/control.
install -d "$root/DEBIAN"
tree=$(dirname "$(dirname "$root")")
[[ $(basename "$(dirname "$root")") == debian && $(basename "$root") == shape-shuffle ]] \
    || { echo "assemble.sh: ROOT must be …/debian/shape-shuffle, not $root" >&2; exit 1; }
printf 'Source: shape-shuffle\n\nPackage: shape-shuffle\nArchitecture: any\n' > "$tree/debian/control"
linked=$(cd "$tree" && dpkg-shlibdeps -O debian/shape-shuffle/usr/games/shape-shuffle \
    | sed -n 's/^shlibs:Depends=//p')
[[ -n "$linked" ]] || { echo "assemble.sh: dpkg-shlibdeps found no libraries" >&2; exit 1; }
depends="$linked, speech-dispatcher, speech-dispatcher-espeak-ng, libcanberra-pulse, sound-theme-freedesktop"

installed_size=$(du -s -k --apparent-size --exclude=DEBIAN "$root" | cut -f1)
sed -e "s|@VERSION@|$version|" -e "s|@MAINTAINER@|$maintainer|" \
    -e "s|@INSTALLED_SIZE@|$installed_size|" -e "s|@DEPENDS@|$depends|" \
    "$here/control.in" > "$root/DEBIAN/control"
(cd "$root" && find usr -type f -print0 | LC_ALL=C sort -z | xargs -0 md5sum) > "$root/DEBIAN/md5sums"
chmod 644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"

rm -f "$out.partial"
dpkg-deb --root-owner-group -Zgzip --build "$root" "$out.partial" >/dev/null
mv "$out.partial" "$out"
echo "built $out ($(du -h "$out" | cut -f1))"
echo "Depends: $depends"
