#!/bin/sh
# The report shown in README («The HTML report», docs/images/html-report-cover.png; docs/images/html-report-observation.png): a simulated week of two
# roulette tables and a night of punto y banca, checked in one run.
#
#   RF-03  six sessions, one with a payout one cent too high and one with a losing stake
#          collected after the payments, waived by the inspector;
#   RF-07  four sessions of 2,500 spins on a wheel whose 17 comes up twice as often;
#   PB-01  one session of punto y banca.
#
# Usage: docs/html-report-example.sh OUT.html [LANG]   (VEEDOR=path/to/veedor to choose the binary)
set -eu
out=${1:?usage: $0 OUT.html [es|en]}
lang=${2:-es}
veedor=${VEEDOR:-veedor}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

# simulate CATALOG SEED ROUNDS TABLE DAY [OPTIONS...]: the simulated log, as table TABLE on DAY.
simulate() {
    catalog=$1 seed=$2 rounds=$3 table=$4 day=$5
    shift 5
    "$veedor" simulate "$catalog" --seed "$seed" --rounds "$rounds" "$@" |
        sed -e "s/^table SIM-[0-9]*/table $table/" -e "s/2026-11-20T/2026-11-${day}T/" \
            -e "s/2026-11-21T/2026-11-$((day + 1))T/" \
            >"$dir/$table-2026-11-$day.mesa"
}

# Seeds whose simulated table has a minimum of 5.00, as a real table keeps its minimum.
simulate estado-1979/ruleta-francesa 1 500 RF-03 14
simulate estado-1979/ruleta-francesa 9 500 RF-03 15
simulate estado-1979/ruleta-francesa 15 500 RF-03 16 --inject wrong-payout
simulate estado-1979/ruleta-francesa 29 500 RF-03 17
simulate estado-1979/ruleta-francesa 31 500 RF-03 18 --inject late-collection
simulate estado-1979/ruleta-francesa 36 500 RF-03 19
simulate estado-1979/ruleta-francesa 1 2500 RF-07 14 --bias 17:2
simulate estado-1979/ruleta-francesa 9 2500 RF-07 15 --bias 17:2
simulate estado-1979/ruleta-francesa 15 2500 RF-07 16 --bias 17:2
simulate estado-1979/ruleta-francesa 29 2500 RF-07 17 --bias 17:2
simulate estado-1979/punto-y-banca 1 300 PB-01 19

# The inspector accepts the late collection: an inline waiver on the line before it.
late="$dir/RF-03-2026-11-18.mesa"
line=$("$veedor" check "$late" --format concise --lang en | sed -n 's/^[^:]*:\([0-9]*\):[0-9]*: RL010 .*/\1/p' | head -n 1)
if [ -n "$line" ]; then
    sed -i "${line}i\\  # veedor: waive RL010 reason=\"acta 114/2026: cobro posterior autorizado por el jefe de mesa\"" "$late"
fi

cd "$dir"
"$veedor" check *.mesa --format html --lang "$lang" --exit-zero -o report.html
cd - >/dev/null
cp "$dir/report.html" "$out"
