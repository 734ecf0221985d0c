#!/usr/bin/env bash
# Renders the home page hero background: abstract "nervous system" fibres (soft cyan/blue
# pathways converging on a hub, with travelling pulses and twinkling nodes) on a dark navy field.
# Writes site/public/videos/hero.mp4 (H.264), hero.webm (VP9) and hero-poster.webp (first frame).
# Needs ffmpeg (with libx264, libvpx and libwebp), which is only needed to regenerate these
# committed files: bash scripts/tools/make-hero-video.sh (about 15 minutes; the per-pixel maths is slow).
# Everything is procedural (geq over a blank lavfi source) and periodic in the clip length, so the
# loop is seamless; with the same ffmpeg build, reruns give byte-identical files.
set -euo pipefail

cd "$(dirname "$0")/.."
out=site/public/videos
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

W=1280 H=720 FPS=24
DUR=12   # seconds; every moving term repeats exactly once per DUR, so the last frame flows into the first
HX=0.70  # x of the hub where the fibres converge (fraction of the width)

# Fibres: offset amp cycles phase sway-phase brightness | pulse: travel speed offset brightness direction | node: x twinkle-phase
FIBRES=(
  "-0.46 0.020 1.1 0.3 0.0 0.45  1.6 0.15 0.9  1  0.18 0.0"
  "-0.33 0.015 1.6 2.1 1.3 0.70  1.9 0.55 1.0  1  0.43 1.7"
  "-0.21 0.018 0.9 4.0 2.6 0.55  1.7 0.30 0.8 -1  0.90 3.1"
  "-0.09 0.012 1.3 1.2 3.9 0.85  2.1 0.80 1.0  1  0.30 4.4"
  " 0.03 0.016 1.7 5.1 5.2 0.60  1.6 0.05 0.9  1  0.57 0.9"
  " 0.14 0.014 1.0 3.3 0.7 0.80  1.8 0.65 0.8 -1  0.12 2.4"
  " 0.27 0.020 1.4 0.8 2.0 0.60  2.0 0.40 1.0  1  0.82 5.5"
  " 0.40 0.016 1.2 2.7 3.3 0.50  1.7 0.92 0.9  1  0.36 3.8"
)
# Wide, dim, out-of-focus fibres behind the others for depth: offset amp cycles phase sway-phase brightness
HAZE=(
  "-0.38 0.030 0.7 1.0 0.5 0.07"
  "-0.02 0.025 0.6 3.0 2.2 0.06"
  " 0.33 0.030 0.8 5.0 4.1 0.07"
)
# Gradient map from the rendered intensity (0..1) to sRGB: "intensity r g b". The top stop is kept
# dark enough (relative luminance under 0.18) that white text passes WCAG AA over every pixel.
STOPS=(
  "0.00 3 9 22"
  "0.16 11 26 51"
  "0.32 15 42 88"
  "0.60 20 76 130"
  "1.00 32 112 152"
)

# Intensity field for geq. Registers: 0 x, 1 y (0..1), 2 loop phase, 3-4 hub falloff, 5 fan-out
# factor g(x), 6 its slope, 7 accumulated intensity, 8 distance to the current fibre, 9 scratch.
e="st(0,X/W);st(1,Y/H);st(2,2*PI*T/$DUR);"
e+="st(3,(ld(0)-$HX)/0.30);st(4,exp(-ld(3)*ld(3)));"
e+="st(5,0.10+0.90*(1-ld(4)));"
e+="st(6,0.5625*0.90*ld(4)*2*ld(3)/0.30);"
# Navy base, a slowly breathing glow around the hub, darker towards the top and bottom.
e+="st(7,0.16+0.10*exp(-(pow((ld(0)-$HX)*1.7778,2)+pow(ld(1)-0.5,2))/0.09)*(1+0.15*sin(ld(2)))-0.2*pow(ld(1)-0.5,2));"
fibre_distance() { # offset amp cycles phase sway-phase sway: distance across the fibre, corrected for its fan-out slope
  printf 'st(8,(ld(1)-0.5-(%s)*ld(5)-%s*sin(2*PI*%s*ld(0)+%s+%s*sin(ld(2)+%s)))/sqrt(1+pow((%s)*ld(6),2)));' \
    "$1" "$2" "$3" "$4" "$6" "$5" "$1"
}
for f in "${HAZE[@]}"; do
  read -r o a k ph psi br <<<"$f"
  e+=$(fibre_distance "$o" "$a" "$k" "$ph" "$psi" 0.5)
  e+="if(lt(abs(ld(8)),0.12),st(7,ld(7)+$br*exp(-pow(ld(8)/0.03,2))),0);"
done
for f in "${FIBRES[@]}"; do
  read -r o a k ph psi br pl po pb dir nx nph <<<"$f"
  e+=$(fibre_distance "$o" "$a" "$k" "$ph" "$psi" 0.7)
  e+="if(lt(abs(ld(8)),0.08),"  # skip the rest far from this fibre, where it adds nothing visible (saves most of the render time)
  # Thin core plus a soft halo, fading away from the hub.
  e+="st(9,$br*(0.35+0.65*exp(-pow((ld(0)-$HX)/0.55,2))));"
  e+="st(7,ld(7)+ld(9)*(0.30*exp(-pow(ld(8)/0.0022,2))+0.10*exp(-pow(ld(8)/0.012,2))));"
  # A node on the fibre that brightens and dims once per loop.
  e+="st(9,pow((ld(0)-$nx)*1.7778,2)+ld(8)*ld(8));"
  e+="st(7,ld(7)+(0.55+0.45*sin(ld(2)+$nph))*(0.40*exp(-ld(9)/0.00004)+0.10*exp(-ld(9)/0.0012)));"
  # One pulse per loop travelling along the fibre, entering and leaving off-screen: a bright head
  # and a trailing tail. ld(9) is the distance ahead of the head in the direction of travel.
  if [ "$dir" = 1 ]; then
    e+="st(9,ld(0)+0.25-$pl*mod(T/$DUR+$po,1));"
  else
    e+="st(9,1.25-ld(0)-$pl*mod(T/$DUR+$po,1));"
  fi
  e+="st(7,ld(7)+$pb*exp(-pow(ld(8)/0.005,2))*if(lt(ld(9),0),exp(-pow(ld(9)/0.09,2)),exp(-pow(ld(9)/0.010,2)))),0);"
done
# Soft knee instead of a hard clip where pulses overlap at the hub.
e+="st(7,if(lt(ld(7),0.7),ld(7),0.7+0.3*tanh((ld(7)-0.7)/0.3)));"
e+="clip(ld(7),0,1)*65535"

gradient_map() { # channel 1..3: piecewise-linear lutrgb expression over the 16-bit intensity
  local c=$1 n=${#STOPS[@]} i expr v0 v1
  read -ra v1 <<<"${STOPS[n - 1]}"
  expr="257*${v1[c]}"
  for ((i = n - 2; i >= 0; i--)); do
    read -ra v0 <<<"${STOPS[i]}"
    read -ra v1 <<<"${STOPS[i + 1]}"
    expr="if(lt(val/65535,${v1[0]}),257*(${v0[c]}+(${v1[c]}-${v0[c]})*(val/65535-${v0[0]})/(${v1[0]}-${v0[0]})),$expr)"
  done
  printf '%s' "$expr"
}
lut="lutrgb=r='$(gradient_map 1)':g='$(gradient_map 2)':b='$(gradient_map 3)'"

# 1. Render once to a lossless intermediate: 16-bit maths, dithered down to 8-bit BT.709 4:2:0.
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "color=c=black:s=${W}x${H}:r=$FPS:d=$DUR" \
  -vf "format=gray16le,geq=lum='$e',format=gbrp16le,$lut,scale=out_color_matrix=bt709:out_range=tv:sws_dither=a_dither,format=yuv420p" \
  -c:v ffv1 -threads 2 "$tmp/hero.mkv"

common=(-hide_banner -loglevel error -y -i "$tmp/hero.mkv" -an -map_metadata -1 -fflags +bitexact -flags:v +bitexact)
bt709=(-color_primaries bt709 -color_trc bt709 -colorspace bt709 -color_range tv)

# 2. H.264 for Safari and older browsers: one keyframe, since nothing cuts.
ffmpeg "${common[@]}" -c:v libx264 -preset veryslow -crf 24 -tune film -x264-params aq-mode=3 -threads 4 \
  -profile:v high -pix_fmt yuv420p -g $((FPS * DUR)) "${bt709[@]}" -movflags +faststart "$out/hero.mp4"

# 3. VP9, two-pass constant quality.
vp9=(-c:v libvpx-vp9 -crf 34 -b:v 0 -deadline good -cpu-used 1 -row-mt 1 -threads 4 -tile-columns 1
  -auto-alt-ref 1 -lag-in-frames 25 -g $((FPS * DUR)) -pix_fmt yuv420p "${bt709[@]}")
ffmpeg "${common[@]}" "${vp9[@]}" -pass 1 -passlogfile "$tmp/vp9" -f null /dev/null
ffmpeg "${common[@]}" "${vp9[@]}" -pass 2 -passlogfile "$tmp/vp9" "$out/hero.webm"

# 4. Poster: the first frame, so the swap from poster to video is invisible.
ffmpeg "${common[@]}" -frames:v 1 -vf "scale=in_range=tv:out_range=pc:in_color_matrix=bt709,format=rgb24" \
  -c:v libwebp -quality 82 -compression_level 6 -preset picture "$out/hero-poster.webp"

ls -l "$out"/hero.mp4 "$out"/hero.webm "$out"/hero-poster.webp
