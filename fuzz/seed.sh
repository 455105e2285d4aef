#!/bin/sh
# Writes the fuzz targets' seed corpora under fuzz/corpus/ (not committed: regenerate them).
#   check_log     every fixture log and, for every article, simulated sessions: clean ones and
#                 one per injectable fault (`veedor simulate --inject`), each behind the byte
#                 that keeps its own header (0xff; see fuzz/src/lib.rs), plus each fixture's body
#                 behind the byte of each article (0..n-1), so every article starts with seeds
#   catalog_lint  the embedded articles (catalog/**/*.yaml) and a few small broken ones
#   waivers       baselines written by `veedor check --write-baseline` and hand-written files
#   phh           every PHH hand of fixtures/phh and tests/phh-errors, alone (under the harness's
#                 `--table`) and with its sidecar as the table, a directory's hands as one
#                 input (one session), and a hand under a `--table` option (parts split by NUL;
#                 see `check_phh` in fuzz/src/lib.rs)
# Usage: fuzz/seed.sh [ROUNDS]   (from the repository root; ROUNDS per simulated log, default 12)
set -eu
rounds=${1:-12}
cd "$(dirname "$0")/.."
cargo build --quiet
veedor=target/debug/veedor
out=fuzz/corpus
rm -rf "$out/check_log" "$out/catalog_lint" "$out/waivers" "$out/phh"
mkdir -p "$out/check_log" "$out/catalog_lint" "$out/waivers" "$out/phh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# ff + a file, as a check_log input.
as_written() { { printf '\377'; cat "$1"; } > "$2"; }

n=0
find fixtures -name '*.mesa' | sort > "$tmp/fixtures"
while read -r f; do
    n=$((n + 1))
    as_written "$f" "$out/check_log/fixture-$n"
done < "$tmp/fixtures"

ids=$($veedor catalog list | awk '$1 ~ /\// { print $1 }')
articles=0
for id in $ids; do
    articles=$((articles + 1))
    slug=$(echo "$id" | tr / _)
    for seed in 1 2 3; do
        $veedor simulate "$id" --rounds "$rounds" --seed "$seed" -o "$tmp/sim.mesa"
        as_written "$tmp/sim.mesa" "$out/check_log/sim-$slug-$seed"
    done
    for fault in $($veedor simulate --list-faults "$id" | awk '{ print $1 }'); do
        if $veedor simulate "$id" --rounds "$rounds" --seed 7 --inject "$fault" -o "$tmp/sim.mesa" 2>/dev/null; then
            as_written "$tmp/sim.mesa" "$out/check_log/sim-$slug-$fault"
        fi
    done
done
# Each hand-written clean session behind each article's selector byte (0 .. articles-1): every
# family's events under every article from the start.
for f in fixtures/*/*/clean-session.mesa; do
    j=0
    while [ "$j" -lt "$articles" ]; do
        { printf "\\$(printf '%03o' "$j")"; cat "$f"; } > "$out/check_log/cross-$j-$(echo "$f" | tr / _)"
        j=$((j + 1))
    done
done

for f in catalog/*/*.yaml; do
    cp "$f" "$out/catalog_lint/$(echo "$f" | tr / _)"
done
# Small articles: a header only, a wrong type, an unknown key (quick to mutate).
printf 'id: fuzz/article\ntitle: t\n' > "$out/catalog_lint/small-header"
printf 'id: fuzz/article\nplay: 3\nrules: []\n' > "$out/catalog_lint/small-wrong-type"
head -c 2000 catalog/estado-1979/punto-y-banca.yaml > "$out/catalog_lint/cut-punto-y-banca"

# Waivers: a baseline of each violating fixture, renamed to the harness's log (b.mesa), and
# of the harness's own log's findings.
k=0
while read -r f; do
    k=$((k + 1))
    [ $((k % 8)) -eq 0 ] || continue
    if $veedor check "$f" --write-baseline "$tmp/w.yaml" --reason "accepted" >/dev/null 2>&1 && [ -s "$tmp/w.yaml" ]; then
        sed "s#file: .*#file: b.mesa#" "$tmp/w.yaml" > "$out/waivers/baseline-$k"
    fi
done < "$tmp/fixtures"
printf 'version: 1\nwaivers:\n  - file: b.mesa\n    code: RL003\n    line: 9\n    reason: accepted\n' > "$out/waivers/line"
printf 'version: 1\nwaivers:\n  - file: ./b.mesa\n    code: wrong-payout\n    fingerprint: "0000000000000000"\n    reason: fp\n  - file: b.mesa\n    code: M001\n    line: 1\n    reason: no\n  - file: b.mesa\n    code: RL014\n    line: 12\n' > "$out/waivers/mixed"
printf 'version: 2\nwaivers: []\n' > "$out/waivers/version"
printf 'waivers: 3\n' > "$out/waivers/not-a-list"

# PHH: each hand alone, and followed by a NUL and its sidecar (the directory's table); each
# directory's hands in one input, NUL between, its first sidecar last; a hand under `--table`.
p=0
for f in $(find fixtures/phh tests/phh-errors -name '*.phh' | sort); do
    p=$((p + 1))
    cp "$f" "$out/phh/hand-$p"
    if [ -f "$f.table" ]; then
        { cat "$f"; printf '\000'; cat "$f.table"; } > "$out/phh/sidecar-$p"
    fi
    { cat "$f"; printf '\000--table catalog=valencia-2003/poquer-circulo min=2 max=10 raise_cap=3'; } > "$out/phh/option-$p"
done
for d in $(find fixtures/phh -mindepth 1 -type d | sort); do
    first=$(find "$d" -name '*.phh.table' | sort | head -n 1)
    [ -n "$first" ] || continue
    : > "$tmp/session"
    for f in $(find "$d" -name '*.phh' | sort); do
        { cat "$f"; printf '\000'; } >> "$tmp/session"
    done
    cat "$first" >> "$tmp/session"
    cp "$tmp/session" "$out/phh/session-$(basename "$d")"
done

for t in check_log catalog_lint waivers phh; do
    echo "$t: $(ls "$out/$t" | wc -l) seeds, $(cat "$out/$t"/* | wc -c) bytes"
done
