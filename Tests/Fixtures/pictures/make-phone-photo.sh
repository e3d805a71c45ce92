#!/usr/bin/env bash
# Makes phone.jpg: based.cooking's roesti picture (public domain, ../based-cooking/LICENSE.md) as
# a 360 px JPEG, given what a phone writes into its photos: a GPS position (the Eiffel Tower's),
# the photographer's name, a camera and a date, and orientation 6 (held upright: stored on its
# side). Needs a built recipository and exiftool (libimage-exiftool-perl).
set -euo pipefail
cd "$(dirname "$0")"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/site/static/pix" "$scratch/site/content"
cp ../based-cooking/static/pix/roesti.webp "$scratch/site/static/pix/"
../../../.build/debug/recipository build "$scratch/site" -o "$scratch/public" --quiet
cp "$scratch/public/pix/roesti-360.jpg" phone.jpg
exiftool -q -overwrite_original -GPSLatitude=48.8583 -GPSLatitudeRef=N -GPSLongitude=2.2945 -GPSLongitudeRef=E \
  -Artist="Grandma Rose" -Make=Pixel -Model="Pixel 8" -DateTimeOriginal="2026:11:01 12:00:00" -Orientation#=6 phone.jpg
