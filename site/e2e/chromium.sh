#!/bin/sh
# Chromium as the browser tests run it: the Chromium in $AXON_CHROMIUM, with Chrome's own address-bar
# pages switched off. Headless Chromium still builds a browser window for every page, and each window
# loads the address bar's suggestion popup, a page of Chrome's own in a renderer process of its own,
# before anything is shown: about 0.5 s of CPU per page opened, most of what a page costs the tests.
#
# Chromium reads only the last --disable-features it is given, and Playwright passes a list of its own,
# so every list on the command line is merged into one here rather than one replacing the others.
: "${AXON_CHROMIUM:?AXON_CHROMIUM must name the Chromium binary to run}"
features='WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup,PreloadTopChromeWebUI'
for arg do
  shift
  case $arg in
    --disable-features=*) features="${arg#--disable-features=},$features" ;;
    *) set -- "$@" "$arg" ;;
  esac
done
exec "$AXON_CHROMIUM" "--disable-features=$features" "$@"
