#!/bin/sh
# The print layout of the HTML report of the bundled fixtures, checked in headless Chromium:
# nothing wider than an A4 page (in Spanish and English), the PDF's page count, and (with
# --screenshots) the pictures of docs/images/. Needs Debian's `chromium` and Node (the script
# installs playwright-core, ~10 MB, in scripts/print-check/node_modules the first time).
#
# Usage: scripts/print-check.sh [--screenshots] [--full] [--max-pages N]
#   VEEDOR=path/to/veedor to choose the binary (default: the newer of target/{release,debug}).
#   FIXTURES=path/to/dir to print the report of another directory (default: fixtures; e.g. a
#   scratch copy grown by the fixtures of a game to come, to measure its pages before they land);
#   CATALOG=path/to/dir to add its catalogue articles (veedor's --catalog: that game's article).
# Exit status: 0 fits, 1 something is wider than the page (or more than N pages), 2 no browser.
set -eu
cd "$(dirname "$0")/.."
shots=
full=
max=
while [ $# -gt 0 ]; do
    case $1 in
        --screenshots) shots=1 ;;
        --full) full=--html-full ;;
        --max-pages) max=$2; shift ;;
        *) echo "usage: $0 [--screenshots] [--full] [--max-pages N]" >&2; exit 2 ;;
    esac
    shift
done
if ! command -v "${CHROMIUM:-chromium}" >/dev/null 2>&1 && [ ! -x "${CHROMIUM:-/usr/bin/chromium}" ]; then
    echo "print-check: no chromium (apt-get install chromium)" >&2
    exit 2
fi
if [ -z "${VEEDOR:-}" ]; then
    # The newer of the two builds: a release binary left from before a change would check the
    # layout of the report as it was.
    VEEDOR=target/debug/veedor
    if [ -x target/release/veedor ] && { [ ! -x "$VEEDOR" ] || [ target/release/veedor -nt "$VEEDOR" ]; }; then
        VEEDOR=target/release/veedor
    fi
fi
VEEDOR=$(realpath "$VEEDOR")
[ -d scripts/print-check/node_modules/playwright-core ] ||
    (cd scripts/print-check && npm install --no-audit --no-fund --silent) >&2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
# The report's date is fixed, so that the pictures do not change with the day they are taken.
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-1795550700}
status=0
for lang in es en; do
    # Exit status 2: the fixtures hold input errors on purpose.
    # To standard output: the annex's command line (in the picture) names no temporary file.
    "$VEEDOR" check "${FIXTURES:-fixtures}" ${CATALOG:+--catalog "$CATALOG"} --format html --lang "$lang" $full >"$dir/report-$lang.html" || [ $? -le 2 ]
    set -- "$dir/report-$lang.html" --pdf "$dir/report-$lang.pdf"
    [ -n "$max" ] && set -- "$@" --max-pages "$max"
    [ -n "$shots" ] && [ "$lang" = es ] && set -- "$@" --screenshots docs/images
    echo "== $lang"
    node scripts/print-check/print-check.mjs "$@" || status=$?
done
exit $status
