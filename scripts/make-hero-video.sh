#!/usr/bin/env bash
# Renders the home page's hero background: slow, glowing signal paths on a dark navy field,
# periodic over the clip so that it loops without a seam. Needs ffmpeg (with libx264, libvpx
# and libwebp); only needed to regenerate the committed files in site/public/videos/.
set -euo pipefail
cd "$(dirname "$0")/.."
out=site/public/videos
mkdir -p "$out"

period=10 # seconds; every term below repeats after one period, so the last frame leads into the first
# A path is a bright band around a sine curve that drifts sideways as time passes.
band() { # centre, amplitude, cycles across, speed (periods per clip), phase, sharpness
  echo "exp(-pow((Y/H-$1-$2*sin(2*PI*($4*T/$period+$3*X/W+$5)))*$6,2))"
}
a=$(band 0.50 0.18 1.0 1 0.0 16)
b=$(band 0.34 0.12 1.5 2 0.3 22)
c=$(band 0.70 0.10 2.0 -1 0.6 26)

ffmpeg -hide_banner -loglevel error -y -f lavfi -i "color=c=black:s=320x180:r=24:d=$period" \
  -vf "format=rgb24,geq=r='11+18*$a+10*$b+6*$c':g='26+75*$a+55*$b+40*$c':b='51+120*$a+85*$b+65*$c',scale=1280:720:flags=bicubic,gblur=sigma=1.5,format=yuv420p" \
  -c:v libx264 -preset slow -crf 30 -movflags +faststart -an "$out/hero.mp4"
ffmpeg -hide_banner -loglevel error -y -i "$out/hero.mp4" -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 -an "$out/hero.webm"
ffmpeg -hide_banner -loglevel error -y -i "$out/hero.mp4" -frames:v 1 -c:v libwebp -quality 70 "$out/hero-poster.webp"
ls -l "$out"
