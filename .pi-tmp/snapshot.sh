#!/bin/sh
# Builds, then copies the build to a private folder so other engineers' builds cannot swap it mid-run.
cd /work/main
for i in 1 2 3 4 5 6; do
  if timeout 600 npm run build > /tmp/pi-build.log 2>&1 && [ -f build/server.js ] && [ -d build/client/assets ]; then
    rm -rf /tmp/pi-app && mkdir -p /tmp/pi-app && cp -r build /tmp/pi-app/build && ln -s /work/main/node_modules /tmp/pi-app/node_modules && cp package.json /tmp/pi-app/
    # a build finished by someone else in between could be half-written: check the CSS the pages reference exists
    css=$(grep -o 'assets/app-[A-Za-z0-9_-]*\.css' /tmp/pi-app/build/client/index.html | head -1)
    [ -f "/tmp/pi-app/build/client/$css" ] && { echo "snapshot ok ($i)"; exit 0; }
  fi
  echo "retry $i"; sleep 40
done
exit 1
