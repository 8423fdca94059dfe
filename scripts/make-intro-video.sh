#!/usr/bin/env bash
# Remakes the landing page's intro film (apps/web/public/cms/lyriq-intro.{webm,mp4} and its poster) from the
# shop's own vehicle drawing: the LYRIQ drives in from the left, then its name fades in. 6 s, 960x540, silent.
# Needs ffmpeg built with librsvg and libfreetype (Debian: apt-get install ffmpeg). The output is committed, so
# neither building nor running the shop needs ffmpeg.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/apps/web/public/cms"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

cat >"$work/render.ts" <<TS
import { writeFileSync } from 'node:fs';
import { renderVehicle } from '$root/packages/imagery/src/index.ts';
writeFileSync('$work/side.svg', renderVehicle({ variant: 'luxury', view: 'side', color: '#8a1c24', finish: 'tintcoat' }));
TS
(cd "$root" && npx tsx "$work/render.ts")
ffmpeg -hide_banner -loglevel error -y -i "$work/side.svg" -vf scale=800:-1 "$work/side.png"
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "gradients=s=960x540:c0=0xffffff:c1=0xe4e4e7:x0=480:y0=0:x1=480:y1=540:d=6:r=24:speed=0.002" \
  -loop 1 -i "$work/side.png" \
  -filter_complex "[1:v]format=rgba[car];[0:v][car]overlay=x='if(lt(t,3),-800+880*(1-pow(1-t/3,3)),80)':y=90:shortest=1,drawtext=fontfile=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf:text='L Y R I Q':fontsize=56:fontcolor=0x0b0b0c:x=(w-tw)/2:y=40:alpha='if(lt(t,3),0,min(1,(t-3)/1))',format=yuv420p" \
  -t 6 -r 24 -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 -an "$out/lyriq-intro.webm"
ffmpeg -hide_banner -loglevel error -y -i "$out/lyriq-intro.webm" \
  -c:v libx264 -preset slow -crf 30 -pix_fmt yuv420p -movflags +faststart -an "$out/lyriq-intro.mp4"
# The poster is the film's last frame: what a visitor who never plays it (reduced motion) sees.
ffmpeg -hide_banner -loglevel error -y -ss 5.9 -i "$out/lyriq-intro.webm" -frames:v 1 -q:v 4 "$out/lyriq-intro-poster.jpg"
ls -l "$out"
